// How the built client's files are cached: the service worker and the manifest are asked for afresh every time (a
// browser learns of a new version of the app only through them), content-named assets are kept for good, and the
// worker runs under the same content security policy as the page. Each file goes out in the smallest form the browser
// accepts, from the compressed copies the build wrote beside it.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../test/stack.js';

let stack: Stack;
let webDist: string;
const script = 'export const grid = "grid";\n'.repeat(200);
const page = '<!doctype html><link rel="manifest" href="/manifest.webmanifest">' + '<!-- the app -->'.repeat(100);
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'sw.js'), 'importScripts("./workbox-abc.js");');
  writeFileSync(join(webDist, 'workbox-abc.js'), 'self.workbox = {};');
  writeFileSync(join(webDist, 'manifest.webmanifest'), '{"name":"Practice Portal"}');
  writeFileSync(join(webDist, 'assets', 'main-abc.js'), 'console.log(1)');
  // A file the build compressed, and the page, each with its two copies.
  for (const [name, text] of [
    [join('assets', 'grid-abc.js'), script],
    ['index.html', page],
  ] as const) {
    writeFileSync(join(webDist, name), text);
    writeFileSync(join(webDist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(webDist, `${name}.gz`), gzipSync(text));
  }
  stack = await startStack({ webDist, sandbox: true });
});
afterAll(async () => {
  await stack.stop();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (path: string) => fetch(new URL(path, stack.gateway.url));

/** The answer's bytes as they came over the wire, still compressed (fetch would undo the encoding). */
function raw(path: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(new URL(path, stack.gateway.url), { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

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

  it('send the brotli copy to a browser that accepts it, gzip to one that takes only gzip, and the file itself otherwise', async () => {
    const brotli = await raw('/assets/grid-abc.js', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    expect(brotli.body.length).toBeLessThan(script.length / 5);

    const gzip = await raw('/assets/grid-abc.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await raw('/assets/grid-abc.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('send the page compressed at any address the client routes, and still ask for it afresh every time', async () => {
    for (const path of ['/index.html', '/students/12']) {
      const { headers, body } = await raw(path, 'br');
      expect(headers['content-encoding']).toBe('br');
      expect(headers['content-type']).toMatch(/^text\/html/);
      expect(headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(body).toString()).toBe(page);
    }
  });
});
