// A bounded load test on loopback. 50 connections for 10 seconds of signed-in GraphQL requests that each
// reach the stand-in practice API: no request may fail (no connection error, no time-out, no non-2xx, no answer other
// than the expected one), and the gateway's heap after the run is compared with the heap before it.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startStandIn, type StandIn } from '@portal/mocks';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testGatewayConfig } from '../test/gateway-config.js';
import { createLogger } from '../log.js';
import { startGateway, type Gateway } from '../server.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const durationSeconds = 10;
const connections = 50;

let standIn: StandIn;
let gateway: Gateway;
beforeAll(async () => {
  standIn = await startStandIn({ host: '127.0.0.1', port: 0 });
  const base = testGatewayConfig();
  // Warnings only: the point is the gateway's own memory, not a test's array of log lines.
  gateway = await startGateway(
    { ...base, port: 0, upstreamUrl: standIn.url },
    createLogger('warn', () => {}),
  );
});
afterAll(async () => {
  await gateway.stop();
  await standIn.close();
});

const post = (body: unknown, token?: string) => ({
  method: 'POST' as const,
  headers: {
    'content-type': 'application/json',
    'apollo-require-preflight': 'true',
    ...(token && { authorization: `Bearer ${token}` }),
  },
  body: JSON.stringify(body),
});

describe('load', () => {
  it(`serves ${connections} connections for ${durationSeconds} s without a failed request, and its memory settles`, { timeout: 90_000 }, async () => {
    const login = await fetch(
      `${gateway.url}graphql`,
      post({ query: 'mutation { login(email: "office@practice.test", password: "Office#2026") { token } }' }),
    );
    const token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
    const request = post({ query: '{ me { id name email userType } }' }, token);
    const expected = await (await fetch(`${gateway.url}graphql`, request)).text();
    expect(JSON.parse(expected)).toMatchObject({ data: { me: { id: expect.any(String) } } });

    // A short warm-up, so that the heap before is the heap of a gateway that has served (pools, caches, JIT).
    await autocannon({ url: `${gateway.url}graphql`, connections: 10, amount: 500, ...request });
    gc();
    const before = process.memoryUsage();

    const result = await autocannon({
      url: `${gateway.url}graphql`,
      connections,
      duration: durationSeconds,
      // A slow answer on a busy 2-core CI machine is not a failure; an error, a non-2xx or a wrong answer is.
      timeout: 30,
      expectBody: expected,
      ...request,
    });

    gc();
    const after = process.memoryUsage();
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.info(
      `load: ${result.requests.total} requests in ${durationSeconds} s (${Math.round(result.requests.average)}/s), ` +
        `latency p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms; ` +
        `heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} MB, rss ${mb(before.rss)} → ${mb(after.rss)} MB`,
    );
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, mismatches: result.mismatches }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
      mismatches: 0,
    });
    // Throughput depends on the machine (and on what else CI runs beside it); that every connection kept working does not.
    expect(result.requests.total).toBeGreaterThanOrEqual(connections * 2);
    expect(result['2xx']).toBe(result.requests.total);
    expect((after.heapUsed - before.heapUsed) / 1024 / 1024).toBeLessThan(25);
    // And the gateway still answers normally.
    expect(await (await fetch(`${gateway.url}graphql`, request)).text()).toBe(expected);
  });
});
