// Faults: the stand-in practice API hangs, resets, answers slowly, answers malformed JSON or 5xx, or is not
// there at all. Every request ends within the configured time-out with the right code, a second client's requests
// keep succeeding meanwhile, memory stays flat, and a write that may have reached the API is never sent twice. Then
// the circuit breaker: it fails fast while the API is down, probes, recovers on its own, and /healthz tells.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testGatewayConfig } from '../test/gateway-config.js';
import { createLogger } from '../log.js';
import { startGateway } from '../server.js';
import { startStack, type GraphQLAnswer, type Stack } from '../test/stack.js';
import { UpstreamClient } from './client.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const ME = '{ me { id } }';
const NOTICE = '{ documentNotification { pendingFileCount } }';
const FORGOT = 'mutation { forgotPassword(email: "therapist@practice.test") { ok } }';
const callTimeoutMs = 1_000;
const upstream = { connectTimeoutMs: 800, headersTimeoutMs: 800, bodyTimeoutMs: 800, connections: 16, callTimeoutMs };

const codeOf = (answer: GraphQLAnswer) => answer.errors?.[0]?.extensions?.code;
// What a busy 2-core CI machine may add to any request's own time; the bounds below are the configured time-outs plus
// this, so they hold under load and still fail for a request that waits for a hanging API.
const slack = 3_000;

/** A second client asking the API for something else, as fast as it can, until stopped. */
function secondClient(stack: Stack, token: string) {
  let running = true;
  const failures: string[] = [];
  let ok = 0;
  const loop = (async () => {
    while (running) {
      const answer = await stack.gql<{ documentNotification: { pendingFileCount: number } }>(NOTICE, {}, token);
      if (typeof answer.data?.documentNotification?.pendingFileCount === 'number') ok += 1;
      else failures.push(JSON.stringify(answer.errors));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { ok, failures };
    },
  };
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

describe('faults of the practice API', () => {
  let stack: Stack;
  let token: string;
  beforeAll(async () => {
    // The breaker is out of the way here (it has its own suite below): these tests watch single failures.
    stack = await startStack({ upstream, breaker: { failureThreshold: 10_000, coolDownMs: 1_000 } });
    token = await stack.signIn('Office administrator');
  });
  afterEach(() => {
    stack.standIn.faults.clear();
    stack.standIn.calls.reset();
  });
  afterAll(() => stack.stop());

  const cases: { name: string; fault: Record<string, unknown>; code: string | undefined }[] = [
    { name: 'hangs', fault: { hang: true }, code: 'UPSTREAM_UNAVAILABLE' },
    { name: 'resets the connection', fault: { reset: true }, code: 'UPSTREAM_UNAVAILABLE' },
    { name: 'answers slower than the time-out', fault: { latencyMs: 5_000 }, code: 'UPSTREAM_UNAVAILABLE' },
    { name: 'answers slowly, within the time-out', fault: { latencyMs: 300 }, code: undefined },
    { name: 'answers malformed JSON', fault: { malformed: true }, code: 'UPSTREAM_BAD_RESPONSE' },
    { name: 'answers 500', fault: { status: 500 }, code: 'UPSTREAM_ERROR' },
    { name: 'answers 502', fault: { status: 502 }, code: 'UPSTREAM_UNAVAILABLE' },
    { name: 'answers 503', fault: { status: 503 }, code: 'UPSTREAM_UNAVAILABLE' },
    { name: 'answers 504', fault: { status: 504 }, code: 'UPSTREAM_UNAVAILABLE' },
  ];

  it.each(cases)('the API $name: the answer comes within the time-out, and others keep being served', async ({ fault, code }) => {
    const other = secondClient(stack, token);
    stack.standIn.faults.set('get-user', fault);
    const { value: answer, ms } = await timed(() => stack.gql(ME, {}, token));
    expect(codeOf(answer)).toBe(code);
    if (!code) expect(answer.data).toEqual({ me: { id: expect.any(String) } });
    // A GET may be tried twice after a reset, each within the deadline.
    expect(ms).toBeLessThan(2 * callTimeoutMs + slack);
    const { ok, failures } = await other.stop();
    expect(failures).toEqual([]);
    expect(ok).toBeGreaterThan(0);
  });

  it.each(cases.filter((c) => c.code))('never sends a write twice when the API $name', async ({ fault, code }) => {
    stack.standIn.faults.set('forgot-password', fault);
    const answer = await stack.gql(FORGOT);
    expect(codeOf(answer)).toBe(code);
    // Long enough for any retry to have shown up.
    await new Promise((r) => setTimeout(r, 300));
    expect(stack.standIn.calls.count({ method: 'POST', path: 'forgot-password' })).toBe(1);
  });

  it('keeps memory flat through a run of failures', { timeout: 90_000 }, async () => {
    const burst = async () => {
      const faults = [{ reset: true }, { status: 502 }, { malformed: true }, { status: 500 }];
      for (let round = 0; round < 15; round += 1) {
        await Promise.all(
          faults.map((fault, i) => {
            stack.standIn.faults.set(`staff-file-notification`, faults[(round + i) % faults.length]!);
            return Promise.all([stack.gql(NOTICE, {}, token), stack.gql(ME, {}, token)]);
          }),
        );
      }
    };
    await burst(); // warm-up: code paths compiled, pools filled
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 4; i += 1) await burst(); // 480 failing and 480 good requests
    gc();
    const after = process.memoryUsage().heapUsed;
    const growthMb = (after - before) / 1024 / 1024;
    console.info(`heap before ${(before / 1048576).toFixed(1)} MB, after 480 failing and 480 good requests ${(after / 1048576).toFixed(1)} MB`);
    expect(growthMb).toBeLessThan(10);
  });

  it('answers UPSTREAM_UNAVAILABLE at once when the API is not there at all', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as AddressInfo;
    await new Promise((r) => closed.close(r));
    const base = testGatewayConfig();
    const lonely = await startGateway({ ...base, port: 0, upstream, upstreamUrl: `http://127.0.0.1:${port}/api/` }, createLogger('silent'));
    try {
      const other = secondClient(stack, token);
      const { value, ms } = await timed(async () => {
        const res = await fetch(`${lonely.url}graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
          body: JSON.stringify({ query: ME }),
        });
        return (await res.json()) as GraphQLAnswer;
      });
      expect(codeOf(value)).toBe('UPSTREAM_UNAVAILABLE');
      expect(ms).toBeLessThan(callTimeoutMs + slack);
      const health = await fetch(`${lonely.url}healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'degraded', upstream: 'unreachable' });
      expect((await other.stop()).failures).toEqual([]);
    } finally {
      await lonely.stop();
    }
  });
});

describe('the whole-call deadline', () => {
  let drip: Server;
  let url: string;
  beforeAll(async () => {
    // Headers at once, then one byte every 200 ms forever: each gap is within the body time-out.
    drip = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data": "');
      const timer = setInterval(() => res.write('x'), 200);
      res.on('close', () => clearInterval(timer));
    });
    await new Promise<void>((r) => drip.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(drip.address() as AddressInfo).port}/api/`;
  });
  afterAll(async () => {
    drip.closeAllConnections();
    await new Promise((r) => drip.close(r));
  });

  it('ends a call that drips its body slower than the deadline', async () => {
    const client = new UpstreamClient({
      baseUrl: url,
      connectTimeoutMs: 500,
      headersTimeoutMs: 500,
      bodyTimeoutMs: 500,
      connections: 1,
      callTimeoutMs: 1_000,
    });
    const started = performance.now();
    await expect(client.send({ method: 'GET', path: 'slow' })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(performance.now() - started).toBeLessThan(1_000 + slack);
    await client.destroy();
  });
});

describe('the circuit breaker', () => {
  let stack: Stack;
  let token: string;
  // Callers of their own: identical calls of one caller in flight together are made once (shared), so a burst meant
  // to reach the API several times comes from several callers.
  let others: string[];
  // Long enough that a burst of requests on a loaded CI machine all meet the circuit still open.
  const coolDownMs = 2_500;
  // A longer deadline here, so that "answered without waiting for the API" stands clear of "waited and timed out".
  const breakerCallTimeoutMs = 3_000;
  beforeAll(async () => {
    stack = await startStack({
      upstream: { ...upstream, headersTimeoutMs: breakerCallTimeoutMs, bodyTimeoutMs: breakerCallTimeoutMs, callTimeoutMs: breakerCallTimeoutMs },
      breaker: { failureThreshold: 3, coolDownMs },
    });
    token = await stack.signIn('Therapist');
    others = [await stack.signIn('Office administrator'), await stack.signIn('Super Admin')];
  });
  afterEach(async () => {
    stack.standIn.faults.clear();
    // Leave the circuit closed for the next test: wait out the cool-down and let one call close it.
    await new Promise((r) => setTimeout(r, coolDownMs + 50));
    await stack.gql(NOTICE, {}, token);
    stack.standIn.calls.reset();
  });
  afterAll(() => stack.stop());

  const health = async () => {
    const res = await fetch(`${stack.gateway.url}healthz`);
    return { status: res.status, body: (await res.json()) as { status: string; circuit: { state: string; retryAfterSeconds?: number } } };
  };

  it('opens after 3 unavailable answers, then answers at once without calling the API, writes included', async () => {
    stack.standIn.faults.set('get-user', { status: 503 });
    for (let i = 0; i < 3; i += 1) expect(codeOf(await stack.gql(ME, {}, token))).toBe('UPSTREAM_UNAVAILABLE');
    expect((await health()).body).toMatchObject({ status: 'degraded', circuit: { state: 'open', consecutiveFailures: 3 } });
    expect((await health()).status).toBe(503);
    stack.standIn.calls.reset();
    const { value, ms } = await timed(() => stack.gql(NOTICE, {}, token));
    expect(value.errors?.[0]).toMatchObject({
      message: 'The practice API could not be reached in time.',
      extensions: { code: 'UPSTREAM_UNAVAILABLE', circuit: 'open', retryAfterSeconds: expect.any(Number) },
    });
    const retryAfter = value.errors?.[0]?.extensions?.retryAfterSeconds as number;
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(coolDownMs / 1000));
    expect(ms).toBeLessThan(breakerCallTimeoutMs);
    expect(codeOf(await stack.gql(FORGOT))).toBe('UPSTREAM_UNAVAILABLE');
    expect(stack.standIn.calls.count()).toBe(0);
  });

  it('fails fast instead of piling up requests behind a hanging API', async () => {
    stack.standIn.faults.set('get-user', { hang: true });
    await Promise.all([token, ...others].map((caller) => stack.gql(ME, {}, caller)));
    stack.standIn.calls.reset();
    const { value: answers, ms } = await timed(() => Promise.all(Array.from({ length: 30 }, () => stack.gql(ME, {}, token))));
    expect(answers.map((a) => a.errors?.[0]?.extensions?.circuit)).toEqual(Array(30).fill('open'));
    // None of them waited for the API: none was sent.
    expect(stack.standIn.calls.count()).toBe(0);
    expect(ms).toBeLessThan(breakerCallTimeoutMs);
  });

  it('recovers on its own: after the cool-down one probe goes, and its answer closes the circuit', async () => {
    stack.standIn.faults.set('get-user', { status: 502 });
    for (let i = 0; i < 3; i += 1) await stack.gql(ME, {}, token);
    expect((await health()).body.circuit.state).toBe('open');
    stack.standIn.faults.clear();
    await new Promise((r) => setTimeout(r, coolDownMs + 50));
    // A slow but good answer: while the probe is out, other callers are still refused; the probing caller's own
    // identical requests wait for the probe and share its answer.
    stack.standIn.faults.set('get-user', { latencyMs: 300 });
    stack.standIn.calls.reset();
    const probing = stack.gql(ME, {}, token);
    // The probe is on its way (the answer takes 300 ms) before anyone else asks.
    await new Promise((r) => setTimeout(r, 100));
    const sameCaller = Array.from({ length: 2 }, () => stack.gql(ME, {}, token));
    const otherCallers = others.map((caller) => stack.gql(ME, {}, caller));
    const [first, ...same] = await Promise.all([probing, ...sameCaller]);
    expect([first, ...same].every((a) => a.data?.me)).toBe(true);
    expect((await Promise.all(otherCallers)).map((a) => a.errors?.[0]?.extensions?.circuit)).toEqual(['open', 'open']);
    expect(stack.standIn.calls.count({ path: 'get-user' })).toBe(1);
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok', circuit: { state: 'closed', consecutiveFailures: 0 } } });
    expect((await stack.gql(ME, {}, token)).data?.me).toBeTruthy();
  });

  it('opens again when the probe fails', async () => {
    stack.standIn.faults.set('get-user', { reset: true });
    for (let i = 0; i < 3; i += 1) await stack.gql(ME, {}, token);
    await new Promise((r) => setTimeout(r, coolDownMs + 50));
    stack.standIn.calls.reset();
    expect(codeOf(await stack.gql(ME, {}, token))).toBe('UPSTREAM_UNAVAILABLE');
    expect(stack.standIn.calls.count({ path: 'get-user' })).toBeGreaterThan(0);
    expect((await health()).body.circuit).toMatchObject({ state: 'open' });
    stack.standIn.calls.reset();
    expect((await stack.gql(ME, {}, token)).errors?.[0]?.extensions?.circuit).toBe('open');
    expect(stack.standIn.calls.count()).toBe(0);
  });
});
