// /api-reference: the practice API's description and the page that reads it, served from the gateway itself, only
// where the sandbox is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../test/stack.js';

describe('/api-reference', () => {
  let withSandbox: Stack;
  let without: Stack;
  beforeAll(async () => {
    [withSandbox, without] = await Promise.all([startStack({ sandbox: true }), startStack({ sandbox: false })]);
  });
  afterAll(() => Promise.all([withSandbox?.stop(), without?.stop()]));

  it('serves the page, its script and styles from this origin, and the description it reads', async () => {
    const base = withSandbox.gateway.url;
    const page = await fetch(`${base}api-reference`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Practice API reference</title>');
    // Nothing from another origin: every script and stylesheet is below /api-reference/.
    expect([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/api-reference/swagger-ui.css',
      '/api-reference/swagger-ui-bundle.js',
      '/api-reference/start.js',
    ]);
    for (const asset of ['swagger-ui.css', 'swagger-ui-bundle.js', 'start.js']) {
      expect((await fetch(`${base}api-reference/${asset}`)).status).toBe(200);
    }
    const description = (await (await fetch(`${base}api-reference/practice-api.openapi.json`)).json()) as { openapi: string; paths: object };
    expect(description.openapi).toBe('3.1.0');
    expect(Object.keys(description.paths)).toContain('/certifications/{id}');
  });

  it('is not there when the sandbox is switched off', async () => {
    for (const path of ['api-reference', 'api-reference/practice-api.openapi.json']) {
      const answer = await fetch(`${without.gateway.url}${path}`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe('The API reference is switched off with the sandbox (SANDBOX=false).');
    }
  });
});
