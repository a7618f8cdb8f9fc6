// Two gateways sharing one Redis (REDIS_URL), as replicas behind one address: Debian's redis-server, started here on
// a free loopback port and stopped at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { demoUsers, startStandIn, type StandIn } from '@portal/mocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { createLogger } from '../log.js';
import { startGateway, type Gateway } from '../server.js';

const redisServer = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
const office = demoUsers.find((user) => user.role === 'Office administrator')!;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  if (!existsSync(redisServer)) throw new Error(`${redisServer} is missing: apt-get install redis-server (or set REDIS_SERVER).`);
  const port = await freePort();
  const child = spawn(redisServer, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start within 10 s')), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return { url: `redis://127.0.0.1:${port}`, process: child };
}

async function signIn(gateway: Gateway, password: string) {
  const res = await fetch(`${gateway.url}graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({
      query: 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      variables: { email: office.email, password },
    }),
  });
  const body = (await res.json()) as { data?: { login?: { token: string } }; errors?: { extensions?: { code?: string } }[] };
  return { status: res.status, code: body.errors?.[0]?.extensions?.code, token: body.data?.login?.token };
}

describe('replicas sharing Redis', () => {
  let redis: { url: string; process: ChildProcess };
  let standIn: StandIn;
  let first: Gateway;
  let second: Gateway;

  beforeAll(async () => {
    redis = await startRedis();
    standIn = await startStandIn({ host: '127.0.0.1', port: 0 });
    const config = {
      ...readConfig({ LOG_LEVEL: 'silent' }, { webDist: '/nonexistent' }),
      host: '127.0.0.1',
      port: 0,
      upstreamUrl: standIn.url,
      redisUrl: redis.url,
      signIn: { slowAfter: 10, delayMs: 0, lockAfter: 3, lockMs: 60_000 },
    };
    first = await startGateway(config, createLogger('silent'));
    second = await startGateway(config, createLogger('silent'));
  }, 60_000);

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await standIn?.close();
    redis?.process.kill();
  });

  it('honours on one gateway a sign-in lockout earned on the other', async () => {
    expect((await signIn(first, 'wrong one')).code).toBe('LOGIN_FAILED');
    expect((await signIn(second, 'wrong two')).code).toBe('LOGIN_FAILED');
    expect((await signIn(first, 'wrong three')).code).toBe('LOGIN_FAILED');
    // The lockout came from failures counted across both: the right password is refused on either.
    const refused = await signIn(second, office.password);
    expect(refused).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
    expect((await signIn(first, office.password)).code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('is ready with Redis, and not ready without it', async () => {
    const ready = await fetch(`${first.url}readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', upstream: 'reachable', redis: 'reachable' });
    redis.process.kill();
    await new Promise((resolve) => redis.process.once('exit', resolve));
    const down = await fetch(`${second.url}readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'degraded', redis: 'unreachable' });
    // Alive all the same, and sign-in still answers (the throttle lets attempts through while Redis is away).
    expect((await fetch(`${second.url}healthz`)).status).toBe(200);
    expect((await signIn(second, 'wrong again')).code).toBe('LOGIN_FAILED');
  });
});
