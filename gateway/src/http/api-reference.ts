// The practice API's description, readable at /api-reference beside the sandbox: Swagger UI from npm, served from
// this origin (nothing is fetched from elsewhere), over the description the schema's build writes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { type Router } from 'express';
import { descriptionFile } from '@portal/schema/contract';

const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Practice API reference</title>
    <link rel="stylesheet" href="/api-reference/swagger-ui.css" />
  </head>
  <body>
    <main id="reference" aria-label="Practice API reference"></main>
    <script src="/api-reference/swagger-ui-bundle.js"></script>
    <script src="/api-reference/start.js"></script>
  </body>
</html>
`;

// Calls are read, not made from here: the API lives elsewhere and wants a staff token ("try it out" is off).
const start = `window.ui = SwaggerUIBundle({
  url: '/api-reference/practice-api.openapi.json',
  dom_id: '#reference',
  validatorUrl: null,
  deepLinking: true,
  docExpansion: 'none',
  defaultModelsExpandDepth: -1,
  filter: true,
  supportedSubmitMethods: [],
});
`;

export function apiReferenceRouter(): Router {
  const router = express.Router();
  let description: string | undefined;
  router.get('/api-reference', (_req, res) => res.type('html').send(page));
  router.get('/api-reference/start.js', (_req, res) => res.type('js').send(start));
  router.get('/api-reference/practice-api.openapi.json', (_req, res) => {
    try {
      description ??= readFileSync(descriptionFile, 'utf8');
      res.type('json').send(description);
    } catch {
      res.status(404).type('text').send('The practice API description is not built: run `npm run build`.');
    }
  });
  for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js']) {
    router.get(`/api-reference/${file}`, (_req, res) => res.sendFile(file, { root: swaggerUi, maxAge: '1h' }));
  }
  return router;
}
