// Two gateways sharing one Redis (REDIS_URL) write one trail: a Redis stream whose chain stays whole while both append
// at once, which audit:verify checks and which names a record altered or removed in the stream.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoUsers, startStandIn, type StandIn } from '@portal/mocks';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testGatewayConfig } from '../test/gateway-config.js';
import { createLogger } from '../log.js';
import { startGateway, type Gateway } from '../server.js';
import { startRedisServer, type TestRedis } from '../test/redis-server.js';
import { runVerify } from '../test/verify-trail.js';
import { parseRecord, recordLine, type AuditRecord } from './record.js';
import { streamLines, trailStreamKey } from './redis-sink.js';

/** Waits, as a load balancer does, until the gateway says it is ready: its Redis connection is up. */
async function ready(gateway: Gateway): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await fetch(`${gateway.url}readyz`)).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${gateway.url} never became ready`);
}

async function send<T>(gateway: Gateway, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const res = await fetch(`${gateway.url}graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function signIn(gateway: Gateway, role: string): Promise<string> {
  const user = demoUsers.find((candidate) => candidate.role === role)!;
  const answer = await send<{ login: { token: string } }>(
    gateway,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email: user.email, password: user.password },
  );
  return answer.login.token;
}

async function stored(redis: Redis): Promise<{ id: string; record: AuditRecord }[]> {
  const entries: { id: string; record: AuditRecord }[] = [];
  for await (const line of streamLines(redis)) entries.push({ id: line.where.split(' ').at(-1)!, record: parseRecord(line.text)! });
  return entries;
}

describe('the trail of replicas sharing Redis', () => {
  let redisServer: TestRedis;
  let redis: Redis;
  let standIn: StandIn;
  let folder: string;
  const gateways: Gateway[] = [];

  beforeAll(async () => {
    redisServer = await startRedisServer();
    redis = new Redis(redisServer.url);
    standIn = await startStandIn({ host: '127.0.0.1', port: 0 });
    folder = mkdtempSync(join(tmpdir(), 'portal-audit-replicas-'));
    const base = testGatewayConfig({ LOG_LEVEL: 'silent' });
    for (const name of ['first', 'second']) {
      const config = {
        ...base,
        port: 0,
        upstreamUrl: standIn.url,
        redisUrl: redisServer.url,
        audit: { ...base.audit, log: join(folder, `${name}.jsonl`) },
      };
      gateways.push(await startGateway(config, createLogger('silent')));
    }
    await Promise.all(gateways.map(ready));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.stop()));
    redis?.disconnect();
    await standIn?.close();
    await redisServer?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('chains both replicas’ records into one stream, which audit:verify checks and whose broken record it names', async () => {
    const [first, second] = gateways as [Gateway, Gateway];
    // Signed in on one replica, working on both: the other asks the API who the token is.
    const token = await signIn(first, 'Therapist');
    const { students } = await send<{ students: { nodes: { id: string }[] } }>(first, 'query Caseload { students { nodes { id } } }', {}, token);
    const ids = students.nodes.map((node) => node.id).slice(0, 10);
    expect(ids.length).toBeGreaterThan(3);
    await Promise.all(
      ids.map((id, index) => send(index % 2 ? second : first, 'query StudentRecord($id: ID!) { student(id: $id) { id firstName } }', { id }, token)),
    );
    // Stopping writes what each replica still holds.
    await Promise.all(gateways.map((gateway) => gateway.stop()));

    const entries = await stored(redis);
    expect(entries.map(({ record }) => record.seq)).toEqual(entries.map((_, index) => index + 1));
    expect(entries.map(({ record }) => record.operation).sort()).toEqual(['Caseload', ...ids.map(() => 'StudentRecord')]);
    expect(
      entries
        .filter(({ record }) => record.operation === 'StudentRecord')
        .flatMap(({ record }) => record.studentIds)
        .sort(),
    ).toEqual([...ids].sort());
    expect(new Set(entries.map(({ record }) => `${record.userId} ${record.role}`))).toEqual(new Set(['3 Therapist']));

    const checked = await runVerify(['--redis', redisServer.url]);
    expect(checked).toMatchObject({ code: 0 });
    expect(checked.stdout).toContain(`${entries.length} records`);
    // With REDIS_URL set and nothing named, the stream is what is read.
    expect((await runVerify([], { REDIS_URL: redisServer.url })).stdout).toContain(`${entries.length} records`);

    // A record altered: the stream written again with its fourth record's outcome changed.
    const altered = entries[3]!.record;
    await redis.del(trailStreamKey);
    for (const { record } of entries)
      await redis.xadd(trailStreamKey, '*', 'record', recordLine(record === altered ? { ...record, outcome: 'FORBIDDEN' } : record));
    const rewritten = await stored(redis);
    const broken = await runVerify(['--redis', redisServer.url]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(`record seq ${altered.seq} (stream ${trailStreamKey} entry ${rewritten[3]!.id})`);

    // A record removed: the one after it is named.
    await redis.del(trailStreamKey);
    for (const { record } of entries) if (record !== entries[5]!.record) await redis.xadd(trailStreamKey, '*', 'record', recordLine(record));
    const gap = await runVerify(['--redis', redisServer.url]);
    expect(gap.code).toBe(1);
    expect(gap.stderr).toContain(`record seq ${entries[6]!.record.seq}`);
  });
});
