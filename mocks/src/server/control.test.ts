import { describe, expect, it } from 'vitest';
import { call, signIn, useStandIn } from '../test/http.js';

const standIn = useStandIn();

// Delays are elapsed time, not a date: they are measured on the monotonic clock (performance.now()).

async function control(path: string, method = 'GET', json?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${standIn.current.origin}/__control/${path}`, {
    method,
    ...(json !== undefined ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) } : {}),
  });
  return { status: response.status, body: await response.json() };
}

describe('control endpoints', () => {
  it('sets and clears faults', async () => {
    expect((await control('faults', 'POST', { pattern: 'get-user', fault: { status: 500, times: 1 } })).status).toBe(200);
    expect((await call(standIn.current, 'get-user')).status).toBe(500);
    expect((await call(standIn.current, 'get-user')).status).toBe(401);
    await control('faults', 'POST', { pattern: 'get-user', fault: { status: 502 } });
    expect((await control('faults', 'DELETE')).status).toBe(200);
    expect((await call(standIn.current, 'get-user')).status).toBe(401);
  });

  it('refuses a fault it does not understand', async () => {
    expect((await control('faults', 'POST', { pattern: 'x', fault: { explode: true } })).status).toBe(400);
    expect((await control('faults', 'POST', { fault: { status: 500 } })).status).toBe(400);
  });

  it('sets the latency', async () => {
    expect((await control('latency', 'POST', { ms: 100 })).status).toBe(200);
    const started = performance.now();
    await call(standIn.current, 'get-user');
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
    await control('latency', 'POST', { ms: 0 });
    expect((await control('latency', 'POST', { ms: -1 })).status).toBe(400);
  });

  it('lists and clears the call log', async () => {
    await control('calls', 'DELETE');
    await call(standIn.current, 'get-user');
    await call(standIn.current, 'login', { json: {} });
    const all = (await control('calls')).body as { count: number; calls: { path: string }[] };
    expect(all.count).toBe(2);
    expect(all.calls.map((entry) => entry.path)).toEqual(['get-user', 'login']);
    const filtered = (await control('calls?path=login')).body as { count: number };
    expect(filtered.count).toBe(1);
    await control('calls', 'DELETE');
    expect(((await control('calls')).body as { count: number }).count).toBe(0);
  });

  it('expires a token', async () => {
    const token = await signIn(standIn.current, 'Therapist');
    expect((await control('expire-token', 'POST', { token })).status).toBe(200);
    expect((await call(standIn.current, 'get-user', { token })).body).toEqual({ status: 302, message: 'Session expired' });
    expect((await control('expire-token', 'POST', { token: 'never-issued' })).status).toBe(404);
  });

  it('puts the seeded data back', async () => {
    const token = await signIn(standIn.current, 'Office administrator');
    const before = standIn.current.db.table('agencies').active().length;
    await call(standIn.current, 'agency/1', { method: 'DELETE', token });
    expect(standIn.current.db.table('agencies').active().length).toBe(before - 1);
    expect((await control('reset', 'POST')).status).toBe(200);
    expect(standIn.current.db.table('agencies').active().length).toBe(before);
    // Sessions survive a reset.
    expect((await call(standIn.current, 'get-user', { token })).status).toBe(200);
  });
});
