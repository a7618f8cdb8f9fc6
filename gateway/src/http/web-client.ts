// Serves the built web client and the sandbox from the same origin as /graphql. Every path that is not a file goes
// to index.html, where the client's router takes over.
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { basename, join } from 'node:path';
import express, { type Router } from 'express';
import compressedFiles from 'express-static-gzip';

export function webClientRouter(webDist: string, sandbox: boolean): Router {
  const router = express.Router();
  const index = join(webDist, 'index.html');
  const sandboxPage = join(webDist, 'sandbox.html');
  if (sandbox) {
    router.get('/sandbox', (_req, res) => {
      if (existsSync(sandboxPage)) res.sendFile(sandboxPage);
      else res.status(404).type('text').send('The sandbox is not built: run `npm run build`.');
    });
  }
  // The build writes a brotli and a gzip copy beside every text file; a browser gets the smallest form it accepts,
  // read from disk as written, so that no request costs the gateway a compression.
  const files = compressedFiles(webDist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    serveStatic: { index: false, maxAge: '1h', setHeaders: cacheHeaders },
  });
  router.use(files);
  router.get('/{*path}', (req, res, next) => {
    if (req.path.startsWith('/graphql') || req.path === '/sandbox.html') return next();
    if (!existsSync(index)) {
      res.status(404).type('text').send('The web client is not built: run `npm run build`, or use /graphql and /sandbox.');
      return;
    }
    // The page itself, compressed like any other file, whatever address asked for it.
    req.url = '/index.html';
    files(req, res, next);
  });
  return router;
}

// The files of the installable app that keep their name from one version to the next: the service worker (the browser
// learns of a new version only by fetching it afresh), the manifest, and the page as a file.
const revalidated = new Set(['sw.js', 'manifest.webmanifest', 'index.html']);

/** A file's name as the browser asked for it: its compressed copy is the same file to a cache. */
const requestedName = (path: string) => basename(path).replace(/\.(br|gz)$/, '');

function cacheHeaders(res: ServerResponse, path: string): void {
  // Vite names built assets by their content, so they never change under the same name.
  if (path.includes(`${join('/', 'assets', '/')}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  else if (revalidated.has(requestedName(path))) res.setHeader('cache-control', 'no-cache');
}
