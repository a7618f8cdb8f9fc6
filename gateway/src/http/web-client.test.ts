// How the built client's files are cached: the service worker and the manifest are asked for afresh every time (a
// browser learns of a new version of the app only through them), content-named assets are kept for good, and the
// worker runs under the same content security policy as the page.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../test/stack.js';

let stack: Stack;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><link rel="manifest" href="/manifest.webmanifest">');
  writeFileSync(join(webDist, 'sw.js'), 'importScripts("./workbox-abc.js");');
  writeFileSync(join(webDist, 'workbox-abc.js'), 'self.workbox = {};');
  writeFileSync(join(webDist, 'manifest.webmanifest'), '{"name":"Practice Portal"}');
  writeFileSync(join(webDist, 'assets', 'main-abc.js'), 'console.log(1)');
  stack = await startStack({ webDist, sandbox: true });
});
afterAll(async () => {
  await stack.stop();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (path: string) => fetch(new URL(path, stack.gateway.url));

describe('the web client files', () => {
  it('serve the service worker as a script that is revalidated on every update check', async () => {
    const res = await get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('let the worker start and load its Workbox runtime from this origin only', async () => {
    const csp = (await get('/sw.js')).headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['worker-src']).toContain("'self'");
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['manifest-src']).toEqual(["'self'"]);
  });

  it('revalidate the manifest and the page, and keep content-named assets for good', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/index.html')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/students/12')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/assets/main-abc.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The worker's Workbox runtime is named by its content too, and imported by the revalidated worker.
    expect((await get('/workbox-abc.js')).headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
