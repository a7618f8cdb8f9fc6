// The headers every response carries, a content security policy the client and the sandbox work
// under, CORS closed unless configured, and the request id returned to the client.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../test/stack.js';
import { contentSecurityPolicy } from './security.js';

let stack: Stack;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><script type="module" src="/assets/index-abc.js"></script>');
  writeFileSync(join(webDist, 'sandbox.html'), '<!doctype html><title>sandbox</title>');
  writeFileSync(join(webDist, 'assets', 'index-abc.js'), 'console.log(1)');
  stack = await startStack({ webDist, sandbox: true });
});
afterAll(() => stack.stop());

const graphqlPost = (origin?: string) =>
  fetch(`${stack.gateway.url}graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin && { origin }) },
    body: JSON.stringify({ query: '{ version }' }),
  });

describe('security headers', () => {
  it.each(['graphql', 'healthz', '', 'students/12', 'sandbox', 'assets/index-abc.js', 'no-such-file.png'])('are on /%s', async (path) => {
    const res = path === 'graphql' ? await graphqlPost() : await fetch(`${stack.gateway.url}${path}`);
    expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy({ upstreamOrigin: new URL(stack.standIn.url).origin }));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('has a policy for the built client and the sandbox: same origin only, no framing, no CDN', () => {
    const csp = contentSecurityPolicy({ upstreamOrigin: 'https://api.practice.example' });
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['worker-src']).toEqual(["'self'", 'blob:']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    // Profile pictures come from the practice API's image base path.
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.practice.example']);
    // Staff documents preview PDFs from the API's storage origin, and nothing else is framed.
    expect(directives['frame-src']).toEqual(['https://api.practice.example']);
    // Nothing but this origin, the API's origin and local schemes.
    const hosts = csp.match(/https?:\/\/[^\s;]+/g) ?? [];
    expect([...new Set(hosts)]).toEqual(['https://api.practice.example']);
    expect(csp).not.toMatch(/unsafe-eval/);
  });

  it('keeps GraphQL answers out of caches', async () => {
    expect((await graphqlPost()).headers.get('cache-control')).toBe('no-store');
  });
});

describe('request id', () => {
  it('is returned on every answer and matches the log line of the request', async () => {
    stack.logLines.length = 0;
    const res = await graphqlPost();
    await res.text();
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 20));
    const line = stack.logLines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request');
    expect(line).toMatchObject({ requestId: id, method: 'POST', path: '/graphql', status: 200 });
  });

  it("keeps the caller's id when it is well formed, and replaces one that is not", async () => {
    const kept = await fetch(`${stack.gateway.url}healthz`, { headers: { 'x-request-id': 'trace-42.a_b' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-42.a_b');
    const replaced = await fetch(`${stack.gateway.url}healthz`, { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('CORS', () => {
  it('is closed by default: no Access-Control headers for another origin, preflight or not', async () => {
    const res = await graphqlPost('https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${stack.gateway.url}graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  describe('with origins configured', () => {
    let open: Stack;
    beforeAll(async () => {
      open = await startStack({ corsOrigins: ['https://portal.practice.example'] });
    });
    afterAll(() => open.stop());

    it('allows exactly those origins, without credentials', async () => {
      const preflight = await fetch(`${open.gateway.url}graphql`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://portal.practice.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, authorization',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://portal.practice.example');
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/);
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      const post = await fetch(`${open.gateway.url}graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://portal.practice.example' },
        body: JSON.stringify({ query: '{ version }' }),
      });
      expect(post.headers.get('access-control-allow-origin')).toBe('https://portal.practice.example');
      expect(post.headers.get('vary')).toMatch(/Origin/);
      const other = await fetch(`${open.gateway.url}graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://portal.practice.example.evil.test' },
        body: JSON.stringify({ query: '{ version }' }),
      });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
