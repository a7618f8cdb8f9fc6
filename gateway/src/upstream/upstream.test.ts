// Every row of the error table over real HTTP, driven by the stand-in's fault injection; and the client's promises:
// GETs retried once on a connection failure, writes never, identical GETs made once per request.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../test/stack.js';

const ME = '{ me { id name } }';
const FORGOT = 'mutation { forgotPassword(email: "therapist@practice.test") { ok message } }';

let stack: Stack;
let token: string;
beforeAll(async () => {
  // Short time-outs so that a hanging API is given up on quickly.
  stack = await startStack({ upstream: { connectTimeoutMs: 1_000, headersTimeoutMs: 800, bodyTimeoutMs: 800, connections: 16 } });
  token = await stack.signIn('Office administrator');
});
afterEach(() => {
  stack.standIn.faults.clear();
  stack.standIn.calls.reset();
});
afterAll(() => stack.stop());

const codeOf = (answer: { errors?: { extensions?: { code?: unknown } }[] }) => answer.errors?.[0]?.extensions?.code;

describe('error table over HTTP', () => {
  it('401 → UNAUTHENTICATED', async () => {
    expect(codeOf(await stack.gql(ME, {}, 'not-a-token'))).toBe('UNAUTHENTICATED');
  });

  it('body status 302 → SESSION_EXPIRED', async () => {
    const expiring = await stack.signIn('Therapist');
    stack.standIn.tokens.expire(expiring);
    expect(codeOf(await stack.gql(ME, {}, expiring))).toBe('SESSION_EXPIRED');
  });

  it("403 → FORBIDDEN with the API's message", async () => {
    stack.standIn.faults.set('get-user', { status: 403, body: { status: false, message: 'Not for you.' } });
    const answer = await stack.gql(ME, {}, token);
    expect(answer.errors?.[0]).toMatchObject({ message: 'Not for you.', extensions: { code: 'FORBIDDEN' } });
  });

  it("500 → UPSTREAM_ERROR with the API's message", async () => {
    stack.standIn.faults.set('get-user', { status: 500, body: { message: 'Server Error' } });
    const answer = await stack.gql(ME, {}, token);
    expect(answer.errors?.[0]).toMatchObject({ message: 'Server Error', extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('422 → BAD_USER_INPUT with field errors', async () => {
    stack.standIn.faults.set('forgot-password', { status: 422, body: { message: 'Invalid.', errors: { email: ['The email must be valid.'] } } });
    const answer = await stack.gql(FORGOT);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { email: ['The email must be valid.'] } });
  });

  it('404 → NOT_FOUND', async () => {
    stack.standIn.faults.set('get-user', { status: 404, body: { message: 'No such user.' } });
    expect(codeOf(await stack.gql(ME, {}, token))).toBe('NOT_FOUND');
  });

  it('a hanging API → UPSTREAM_UNAVAILABLE within the time-out', async () => {
    stack.standIn.faults.set('get-user', { hang: true });
    const started = performance.now();
    const answer = await stack.gql(ME, {}, token);
    expect(codeOf(answer)).toBe('UPSTREAM_UNAVAILABLE');
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('a reset connection → UPSTREAM_UNAVAILABLE', async () => {
    stack.standIn.faults.set('get-user', { reset: true });
    expect(codeOf(await stack.gql(ME, {}, token))).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('malformed JSON → UPSTREAM_BAD_RESPONSE', async () => {
    stack.standIn.faults.set('get-user', { malformed: true });
    expect(codeOf(await stack.gql(ME, {}, token))).toBe('UPSTREAM_BAD_RESPONSE');
  });

  it('keeps serving after every kind of failure', async () => {
    const answer = await stack.gql<{ me: { id: string } }>(ME, {}, token);
    expect(answer.data?.me.id).toEqual(expect.any(String));
  });
});

describe('retries and repeats', () => {
  it('retries a GET once after a connection reset', async () => {
    stack.standIn.faults.set('get-user', { reset: true, times: 1 });
    const answer = await stack.gql<{ me: { id: string } }>(ME, {}, token);
    expect(answer.errors).toBeUndefined();
    expect(stack.standIn.calls.count({ path: 'get-user' })).toBe(2);
  });

  it('never sends a failed POST twice', async () => {
    stack.standIn.faults.set('forgot-password', { reset: true });
    const answer = await stack.gql(FORGOT);
    expect(codeOf(answer)).toBe('UPSTREAM_UNAVAILABLE');
    expect(stack.standIn.calls.count({ path: 'forgot-password' })).toBe(1);
  });

  it('makes identical GETs once within one GraphQL request', async () => {
    const answer = await stack.gql('{ a: me { id } b: me { name } c: me { email } }', {}, token);
    expect(answer.errors).toBeUndefined();
    expect(stack.standIn.calls.count({ path: 'get-user' })).toBe(1);
  });

  it('makes them again in the next request', async () => {
    await stack.gql(ME, {}, token);
    await stack.gql(ME, {}, token);
    expect(stack.standIn.calls.count({ path: 'get-user' })).toBe(2);
  });
});
