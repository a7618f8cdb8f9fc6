// The JSON body as the front door reads it: plain UTF-8 JSON with its length straight into the lane, refused in the
// same words as body-parser refuses it; everything else (a charset, a compressed or streamed body) read by
// body-parser as before.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationHash, withTypenames } from '../protection/trusted-operations.js';
import { startStack, type Stack } from '../test/stack.js';
import { webBuildListing } from '../test/web-build.js';

const zone = 'query Zone { practiceTimeZone }';
const byHash = JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: operationHash(zone) } } });

async function send(stack: Stack, body: string | Uint8Array | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const res = await fetch(`${stack.gateway.url}graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    ...(body instanceof ReadableStream && { duplex: 'half' }),
  } as RequestInit);
  const { date: _date, 'x-request-id': _id, ...rest } = Object.fromEntries(res.headers);
  return { status: res.status, headers: rest, json: (await res.json()) as { data?: { practiceTimeZone?: string }; errors?: { message: string }[] } };
}

describe('the JSON body of a POST to /graphql', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ webDist: webBuildListing([zone]), allowArbitraryOperations: true });
  });
  afterAll(() => stack.stop());

  it('reads plain UTF-8 JSON, with or without a byte-order mark or a charset', async () => {
    for (const [body, type] of [
      [byHash, 'application/json'],
      [`\uFEFF${byHash}`, 'application/json'],
      [`  ${byHash}`, 'application/json; charset=UTF-8'],
    ] as const) {
      const answer = await send(stack, body, { 'content-type': type });
      expect(answer.status).toBe(200);
      expect(answer.json.data?.practiceTimeZone).toEqual(expect.any(String));
    }
  });

  it('refuses JSON that is not an object or an array, and broken JSON, as body-parser does', async () => {
    for (const body of ['"query"', ' 42', 'null', '{"extensions":']) {
      const answer = await send(stack, body);
      expect(answer.status).toBe(400);
      expect(answer.json.errors?.[0]?.message).toBe('The request body is not valid JSON.');
    }
  });

  it('leaves a compressed or streamed body to body-parser, which reads it as before', async () => {
    const compressed = await send(stack, gzipSync(byHash), { 'content-encoding': 'gzip' });
    expect(compressed.json.data?.practiceTimeZone).toEqual(expect.any(String));
    const bytes = new TextEncoder().encode(byHash);
    const streamed = await send(stack, new ReadableStream({ start: (controller) => (controller.enqueue(bytes), controller.close()) }));
    expect(streamed.json.data?.practiceTimeZone).toEqual(expect.any(String));
    const latin1 = await send(stack, byHash, { 'content-type': 'application/json; charset=latin1' });
    expect(latin1.status).toBe(415);
    expect(latin1.json.errors?.[0]?.message).toBe('The request body must be UTF-8 encoded JSON or multipart form data.');
  });

  it('gives an answer made without a call to the API every header Apollo Server gives it', async () => {
    const fast = await send(stack, byHash);
    const slow = await send(stack, JSON.stringify({ query: `${withTypenames(zone)} ` }));
    expect(fast.status).toBe(200);
    expect(fast.headers).toEqual(slow.headers);
    expect(fast.headers).toMatchObject({ 'cache-control': 'no-store', 'x-frame-options': 'DENY', 'content-security-policy': expect.any(String) });
  });
});
