// The downloads kit: a kept file is served once asked for by its link, with its type and name, until its ten minutes
// are up; an unknown or malformed name is a 404; with Redis, a link one replica made is served by another.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nowMs, pinClock } from '../dates/clock.js';
import { startRedisServer, type TestRedis } from '../test/redis-server.js';
import { downloadsRouter, downloadTtlMs, keepDownload, useDownloadStore } from './downloads.js';
import { RedisDownloadStore } from './redis-store.js';
import { MemoryDownloadStore } from './store.js';

const servers: Server[] = [];

async function serve(): Promise<string> {
  const app = express();
  app.use(downloadsRouter());
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  useDownloadStore(new MemoryDownloadStore());
});

const file = { fileName: 'Supervision 2026-03 é.csv', contentType: 'text/csv; charset=utf-8', body: new TextEncoder().encode('a,b\n1,2\n') };

describe('downloads in memory', () => {
  it('serves a kept file with its type and name under a 128-bit random name', async () => {
    useDownloadStore(new MemoryDownloadStore());
    const origin = await serve();
    const kept = await keepDownload(file);
    expect(kept.fileName).toBe(file.fileName);
    expect(kept.url).toMatch(/^\/downloads\/[A-Za-z0-9_-]{22}$/);
    expect((await keepDownload(file)).url).not.toBe(kept.url);
    const res = await fetch(origin + kept.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="Supervision 2026-03 ?.csv"');
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''Supervision%202026-03%20%C3%A9.csv");
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('a,b\n1,2\n');
  });

  it('answers 404 for an unknown or malformed name, and once ten minutes have passed', async () => {
    useDownloadStore(new MemoryDownloadStore());
    const origin = await serve();
    expect((await fetch(`${origin}/downloads/AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
    expect((await fetch(`${origin}/downloads/..%2Fetc`)).status).toBe(404);
    const kept = await keepDownload(file);
    const restore = pinClock(new Date(nowMs() + downloadTtlMs - 1_000));
    try {
      expect((await fetch(origin + kept.url)).status).toBe(200);
    } finally {
      restore();
    }
    const later = pinClock(new Date(nowMs() + downloadTtlMs + 1_000));
    try {
      expect((await fetch(origin + kept.url)).status).toBe(404);
    } finally {
      later();
    }
  });
});

describe('downloads in Redis', () => {
  let redis: TestRedis;
  const clients: Redis[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
    await redis?.stop();
  });

  it('serves from one replica the file another kept, for ten minutes', async () => {
    const [first, second] = [new Redis(redis.url), new Redis(redis.url)];
    clients.push(first, second);
    useDownloadStore(new RedisDownloadStore(first));
    const kept = await keepDownload(file);
    const name = kept.url.split('/').pop()!;
    const ttl = await first.pttl(`portal:downloads:${name}`);
    expect(ttl).toBeGreaterThan(downloadTtlMs - 5_000);
    expect(ttl).toBeLessThanOrEqual(downloadTtlMs);
    useDownloadStore(new RedisDownloadStore(second));
    const res = await fetch((await serve()) + kept.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from(file.body));
    expect((await fetch(`${await serve()}/downloads/BBBBBBBBBBBBBBBBBBBBBB`)).status).toBe(404);
  });
});
