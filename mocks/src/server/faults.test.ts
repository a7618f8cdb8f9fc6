import { afterEach, describe, expect, it } from 'vitest';
import { call, signIn, useStandIn } from '../test/http.js';
import { malformedJsonBody } from './fault-injection.js';
import { Faults } from './faults.js';
import { startStandIn } from './stand-in.js';

const standIn = useStandIn();

// Delays are elapsed time, not a date: they are measured on the monotonic clock (performance.now()).

afterEach(() => {
  standIn.current.faults.clear();
  standIn.current.setLatency(0);
});

describe('fault kinds', () => {
  it('answers the status and body given', async () => {
    standIn.current.faults.set('agency', { status: 500, body: { message: 'Database on fire' } });
    const token = await signIn(standIn.current, 'Office administrator');
    const answer = await call(standIn.current, 'agency', { token });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: 'Database on fire' });
  });

  it('gives a status without a body a Laravel-style message', async () => {
    standIn.current.faults.set('get-user', { status: 503 });
    const answer = await call(standIn.current, 'get-user');
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: 'Server Error' });
  });

  it('answers a body alone with HTTP 200 (a session-expired answer, say)', async () => {
    standIn.current.faults.set('get-user', { body: { status: 302 } });
    const answer = await call(standIn.current, 'get-user');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 302 });
  });

  it('hangs: no answer until the client gives up', async () => {
    standIn.current.faults.set('get-user', { hang: true });
    const started = performance.now();
    await expect(call(standIn.current, 'get-user', { signal: AbortSignal.timeout(200) })).rejects.toThrow();
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('resets the connection', async () => {
    standIn.current.faults.set('get-user', { reset: true });
    const failure = await call(standIn.current, 'get-user').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    const cause = (failure as TypeError & { cause?: { code?: string } }).cause;
    expect(['ECONNRESET', 'UND_ERR_SOCKET']).toContain(cause?.code);
  });

  it('answers malformed JSON with a JSON content type and HTTP 200', async () => {
    standIn.current.faults.set('get-user', { malformed: true });
    const response = await fetch(new URL('get-user', standIn.current.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(text).toBe(malformedJsonBody);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it('delays by latencyMs, then lets the real handler answer', async () => {
    standIn.current.faults.set('login', { latencyMs: 150 });
    const started = performance.now();
    const answer = await call(standIn.current, 'login', { json: { email: 'a@b.test', password: 'x' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(answer.body).toMatchObject({ status: '0' });
  });

  it('applies `times` times, then clears itself', async () => {
    standIn.current.faults.set('get-user', { status: 500, times: 2 });
    const statuses = [];
    for (let index = 0; index < 3; index += 1) statuses.push((await call(standIn.current, 'get-user')).status);
    expect(statuses).toEqual([500, 500, 401]);
    expect(standIn.current.faults.list()).toEqual([]);
  });

  it('matches wildcards and methods', async () => {
    const token = await signIn(standIn.current, 'Office administrator');
    standIn.current.faults.set('agency*', { status: 418, method: 'GET' });
    expect((await call(standIn.current, 'agency/1', { token })).status).toBe(418);
    expect((await call(standIn.current, 'agency-list', { token })).status).toBe(418);
    expect((await call(standIn.current, 'agency', { token, json: {} })).status).toBe(422);
    expect((await call(standIn.current, 'get-user', { token })).status).toBe(200);
    standIn.current.faults.clear();
    expect((await call(standIn.current, 'agency/1', { token })).status).toBe(200);
  });
});

describe('latency', () => {
  it('delays every API call', async () => {
    standIn.current.setLatency(120);
    const started = performance.now();
    await call(standIn.current, 'get-user');
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    standIn.current.setLatency(0);
    const again = performance.now();
    await call(standIn.current, 'get-user');
    expect(performance.now() - again).toBeLessThan(110);
  });
});

describe('close()', () => {
  it('ends hung and delayed requests and open sockets at once', async () => {
    const own = await startStandIn({ latencyMs: 60_000 });
    own.faults.set('get-user', { hang: true });
    const hung = call(own, 'get-user').catch((error: unknown) => error);
    const slow = call(own, 'login', { json: {} }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await own.close();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await hung).toBeInstanceOf(Error);
    expect(await slow).toBeInstanceOf(Error);
    await own.close(); // a second close is harmless
  });
});

describe('Faults', () => {
  it('prefers the fault set last and replaces one of the same pattern and method', () => {
    const faults = new Faults();
    faults.set('a/*', { status: 500 });
    faults.set('a/1', { status: 404 });
    expect(faults.take('GET', 'a/1')?.status).toBe(404);
    expect(faults.take('GET', 'a/2')?.status).toBe(500);
    faults.set('a/*', { status: 502 });
    expect(faults.list()).toHaveLength(2);
    expect(faults.take('GET', '/api/a/3')?.status).toBe(502);
    expect(faults.take('GET', 'b')).toBeUndefined();
  });
});
