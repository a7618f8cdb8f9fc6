// Child process of the benchmark: the least any extra hop can cost, for scale beside the gateway's added latency.
// A bare node:http server that, for each request, makes the REST calls it is given on the same kind of undici pool
// as the gateway, parses every answer (as the gateway must) and answers with a small JSON. No Express, no GraphQL,
// no reshaping: what it adds over calling the API directly is the second round trip on this machine.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import { answerParent, type ChildReady } from './children.js';
import type { HttpCall } from './load.js';

const upstream = process.env.UPSTREAM_ORIGIN;
if (!upstream) throw new Error('UPSTREAM_ORIGIN must name the stand-in');
const pool = new Pool(upstream, { connections: 64, pipelining: 1, keepAliveTimeout: 30_000 });

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const calls = JSON.parse(Buffer.concat(chunks).toString('utf8')) as HttpCall[];
    Promise.all(
      calls.map(async (call) => {
        const answer = await pool.request({ method: call.method, path: call.path, ...(call.headers && { headers: call.headers }) });
        return JSON.parse(await answer.body.text()) as unknown;
      }),
    ).then(
      (answers) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ answers: answers.length }));
      },
      (error: unknown) => {
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(String(error));
      },
    );
  });
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  answerParent(() => {
    server.close();
    void pool.close().finally(() => process.exit(0));
  });
  process.send?.({ type: 'ready', url: `${origin}/`, origin, pid: process.pid } satisfies ChildReady);
});
