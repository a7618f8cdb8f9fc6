// The client reads an answer whole, whatever the pieces it arrives in, with the request it was given and within the
// call's deadline.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamClient } from './client.js';

type Route = (req: IncomingMessage, res: ServerResponse) => void;

const routes = new Map<string, Route>();
const seen: { method?: string; url?: string; authorization?: string; body: string }[] = [];
let server: Server;
let client: UpstreamClient;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body });
      const route = routes.get(new URL(req.url ?? '/', 'http://api').pathname);
      if (route) route(req, res);
      else res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  client = new UpstreamClient({
    baseUrl: `http://127.0.0.1:${port}/api`,
    connectTimeoutMs: 1_000,
    headersTimeoutMs: 1_000,
    bodyTimeoutMs: 1_000,
    connections: 4,
    callTimeoutMs: 400,
  });
});
afterAll(async () => {
  await client.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe('UpstreamClient', () => {
  it('joins an answer sent in pieces, a character split between two of them, without a byte-order mark', async () => {
    const text = '{"name":"Zoë Ångström","note":"ü"}';
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    // Cut inside the two bytes of "ë".
    const cut = bytes.indexOf(Buffer.from('ë')) + 1;
    routes.set('/api/pieces', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(bytes.subarray(0, cut));
      setTimeout(() => res.end(bytes.subarray(cut)), 20);
    });
    const answer = await client.send({ method: 'GET', path: 'pieces' });
    expect(answer).toEqual({ status: 200, text });
  });

  it('sends the path, query, credentials and JSON body given, and returns the status as answered', async () => {
    routes.set('/api/student/7', (_req, res) => res.writeHead(422, { 'content-type': 'application/json' }).end('{"status":false}'));
    const answer = await client.send({
      method: 'PUT',
      path: 'student/7',
      query: 'per_page=5&search=a%20b',
      json: { name: 'A' },
      authorization: 'Bearer t',
    });
    expect(answer).toEqual({ status: 422, text: '{"status":false}' });
    expect(seen.at(-1)).toEqual({ method: 'PUT', url: '/api/student/7?per_page=5&search=a%20b', authorization: 'Bearer t', body: '{"name":"A"}' });
  });

  it('gives up on an answer still unfinished at the deadline, as a time-out', async () => {
    routes.set('/api/drip', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"rows":[');
      // Never ends by itself; the socket closes with the server.
    });
    const started = performance.now();
    await expect(client.send({ method: 'GET', path: 'drip' })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(performance.now() - started).toBeLessThan(400 + 3_000);
  });
});
