// A 50 MB upload through the gateway keeps its memory flat: the file flows from the browser to the API as it arrives
// and is never held whole. The API here is a counting server that throws the bytes away (the stand-in would keep
// them in this same process), and the browser's body is generated as it is sent, so what grows is the gateway's.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testGatewayConfig } from '../../test/gateway-config.js';
import { createLogger } from '../../log.js';
import { startGateway, type Gateway } from '../../server.js';
import { maxFileBytes } from './file-rules.js';

interface Received {
  bytes: number;
  head: string;
  contentType: string;
}

let upstream: Server;
let gateway: Gateway;
const received: Received[] = [];

/** Samples taken while an upload is half-way through the gateway: every 10 MB the API receives. */
const midway: { rss: number; held: number }[] = [];
const sampleEvery = 10 * 1024 * 1024;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const record: Received = { bytes: 0, head: '', contentType: req.headers['content-type'] ?? '' };
    req.on('data', (chunk: Buffer) => {
      if (record.head.length < 2048) record.head += chunk.subarray(0, 2048).toString('latin1');
      const mark = Math.floor(record.bytes / sampleEvery);
      record.bytes += chunk.length;
      if (Math.floor(record.bytes / sampleEvery) > mark) midway.push(memory());
    });
    req.on('end', () => {
      received.push(record);
      const file = {
        id: 1,
        name: 'Scanned records.pdf',
        folder_id: null,
        path: [],
        size: maxFileBytes,
        mime_type: 'application/pdf',
        url: 'http://x/f',
        previewable: true,
        shared_with: [],
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: true, data: [file] }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  const config = testGatewayConfig({ LOG_LEVEL: 'error' });
  gateway = await startGateway(
    { ...config, host: '127.0.0.1', port: 0, upstreamUrl: `http://127.0.0.1:${port}/api/` },
    createLogger('error', () => {}),
  );
});

afterAll(async () => {
  await gateway.stop();
  await new Promise((resolve) => upstream.close(resolve));
});

const UPLOAD = 'mutation($files: [Upload!]!) { uploadFiles(files: $files) { id size } }';

/** A GraphQL multipart upload of one PDF of `size` bytes, generated as it is sent. */
function send(size: number): Promise<Response> {
  const boundary = '----memorytest';
  const head = Buffer.from('%PDF-1.4\n', 'latin1');
  async function* body(): AsyncGenerator<Buffer> {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: UPLOAD, variables: { files: [null] } })}\r\n`,
    );
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.files.0"]}\r\n`);
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="Scanned records.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    yield head;
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    for (let sent = head.length; sent < size; sent += chunk.length) yield sent + chunk.length <= size ? chunk : chunk.subarray(0, size - sent);
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return fetch(`${gateway.url}graphql`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'apollo-require-preflight': 'true', authorization: 'Bearer test' },
    body: Readable.toWeb(Readable.from(body())) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
}

// A full collection before each sample, so that what is measured is what is held, not garbage not yet collected.
// Two of them: a collection returns before its background thread has freed the buffers it found unreachable, and
// `arrayBuffers` counts them until then (after one collection, 50 MB of dropped 256 kB buffers still counted 24 to
// 50 MB, every time with both cores busy); the next collection first waits for that work to end.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

function memory(): { rss: number; held: number } {
  collect();
  collect();
  const usage = process.memoryUsage();
  return { rss: usage.rss, held: usage.heapUsed + usage.arrayBuffers };
}

it("streams a 50 MB upload to the API with the gateway's memory growing by far less than the file", async () => {
  // Warm up: every module and code path of an upload loaded once.
  expect((await (await send(1024 * 1024)).json()) as object).not.toHaveProperty('errors');
  const before = memory();
  midway.length = 0;
  const answer = (await (await send(maxFileBytes)).json()) as { data?: { uploadFiles: { size: number }[] }; errors?: unknown[] };
  expect(answer.errors).toBeUndefined();
  expect(midway.length).toBe(5);
  const peak = { rss: Math.max(...midway.map((sample) => sample.rss)), held: Math.max(...midway.map((sample) => sample.held)) };

  const last = received.at(-1)!;
  expect(last.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(last.head).toContain('filename="Scanned records.pdf"');
  expect(last.head).toContain('%PDF-1.4');
  expect(last.bytes).toBeGreaterThan(maxFileBytes);

  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  const growth = { rss: mb(peak.rss - before.rss), held: mb(peak.held - before.held) };
  console.log(`50 MB upload: peak growth of RSS ${growth.rss} MB, of heap + array buffers ${growth.held} MB`);
  // Holding the file whole would add at least 50 MB to what the gateway holds (heap and buffers, after a
  // collection); streamed, it stays flat (about 1-2 MB in a process of its own). The resident size is only logged:
  // it keeps the pages the allocator has used, and with the same code it grew 15 MB on an idle machine and 49 MB
  // on a loaded one, so it tells the machine's load, not what the gateway holds.
  expect(growth.held).toBeLessThan(8);
}, 120_000);
