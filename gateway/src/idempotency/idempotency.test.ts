// A write sent again with its Idempotency-Key is made once: the repeat gets the first answer, whether the first is
// answered, lost on its way back or still under way; the same key cannot carry another request; a write the API never
// answered can be tried again; the key is kept a day.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { nowMs, pinClock } from '../dates/clock.js';
import { startStack, type Stack } from '../test/stack.js';
import { idempotencyMessages } from './plugin.js';

const create = 'mutation NewCertification($input: CertificationInput!) { createCertification(input: $input) { id name } }';
const read = 'query Certifications { certifications { pageInfo { total } } }';

interface Answer {
  status: number;
  replayed: string | null;
  body: { data?: { createCertification?: { id: string; name: string } } | null; errors?: { message: string; extensions: { code: string } }[] };
}

describe('Idempotency-Key on writes', () => {
  let stack: Stack;
  let token: string;

  async function send(query: string, variables: Record<string, unknown>, key?: string, as = token): Promise<Answer> {
    const res = await fetch(`${stack.gateway.url}graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        ...(as && { authorization: `Bearer ${as}` }),
        ...(key !== undefined && { 'idempotency-key': key }),
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: (await res.json()) as Answer['body'] };
  }
  const made = () => stack.standIn.calls.count({ method: 'POST', path: 'certifications' });
  const input = (name: string) => ({ input: { name, abbreviation: 'TST' } });

  beforeAll(async () => {
    stack = await startStack();
    token = await stack.signIn('Office administrator');
  });
  afterAll(async () => stack.stop());
  beforeEach(() => {
    stack.standIn.calls.reset();
    stack.standIn.faults.clear();
  });

  it('answers a repeat with the first answer, without writing again', async () => {
    const key = `"${randomUUID()}"`;
    const first = await send(create, input('Repeat-safe first aid'), key);
    expect(first.status).toBe(200);
    expect(first.replayed).toBeNull();
    // The page never saw that answer (the tablet lost its signal): the outbox sends the write again.
    const again = await send(create, input('Repeat-safe first aid'), key);
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(made()).toBe(1);
  });

  it('takes the key bare as well as quoted, and keeps keys apart per token', async () => {
    const key = randomUUID();
    await send(create, input('Bare key course'), key);
    await send(create, input('Bare key course'), `"${key}"`);
    expect(made()).toBe(1);
    const other = await stack.signIn('Super Admin');
    await send(create, input('Bare key course'), key, other);
    expect(made()).toBe(2);
  });

  it('writes every time without a key, and ignores a key on a query', async () => {
    await send(create, input('No key course'));
    await send(create, input('No key course'));
    expect(made()).toBe(2);
    const key = randomUUID();
    const queried = await send(read, {}, key);
    expect(queried.status).toBe(200);
    expect(queried.replayed).toBeNull();
    expect((await send(read, {}, key)).replayed).toBeNull();
  });

  it('refuses the same key with another request, and a key that is not one', async () => {
    const key = randomUUID();
    await send(create, input('First of two'), key);
    const other = await send(create, input('Second of two'), key);
    expect(other.status).toBe(422);
    expect(other.body.errors?.[0]).toMatchObject({ message: idempotencyMessages.reused, extensions: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    const bad = await send(create, input('Bad key'), 'x'.repeat(256));
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.message).toBe(idempotencyMessages.badKey);
    expect(made()).toBe(1);
  });

  it('tells a repeat that arrives while the first is under way to try again, and writes once', async () => {
    // Long enough for the repeat to go through the gateway while the first is held at the API.
    stack.standIn.faults.set('certifications', { method: 'POST', latencyMs: 3_000, times: 1 });
    const key = randomUUID();
    const first = send(create, input('Slow course'), key);
    // The first has reached the API: its key is claimed.
    await vi.waitFor(() => expect(made()).toBe(1));
    const meanwhile = await send(create, input('Slow course'), key);
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.body.errors?.[0]?.message).toBe(idempotencyMessages.inUse);
    expect((await first).status).toBe(200);
    expect((await send(create, input('Slow course'), key)).replayed).toBe('true');
    expect(made()).toBe(1);
  });

  it('lets a write the API never answered be tried again, and keeps a refusal as the answer', async () => {
    stack.standIn.faults.set('certifications', { method: 'POST', reset: true, times: 1 });
    const key = randomUUID();
    const lost = await send(create, input('Unreached course'), key);
    expect(lost.body.errors?.[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    const retried = await send(create, input('Unreached course'), key);
    expect(retried.body.data?.createCertification?.name).toBe('Unreached course');
    expect(retried.replayed).toBeNull();

    stack.standIn.faults.set('certifications', {
      method: 'POST',
      status: 422,
      body: { message: 'Invalid.', errors: { name: ['Taken.'] } },
      times: 1,
    });
    const refusedKey = randomUUID();
    const refused = await send(create, input('Refused course'), refusedKey);
    expect(refused.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(await send(create, input('Refused course'), refusedKey)).toEqual({ ...refused, replayed: 'true' });
  });

  it('keeps a key for a day', async () => {
    const key = randomUUID();
    await send(create, input('Day-long key course'), key);
    const restore = pinClock(new Date(nowMs() + 23 * 60 * 60 * 1000));
    try {
      expect((await send(create, input('Day-long key course'), key)).replayed).toBe('true');
    } finally {
      restore();
    }
    const later = pinClock(new Date(nowMs() + 25 * 60 * 60 * 1000));
    try {
      expect((await send(create, input('Day-long key course'), key)).replayed).toBeNull();
    } finally {
      later();
    }
    expect(made()).toBe(2);
  });
});
