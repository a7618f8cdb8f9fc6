// Failed sign-ins from one address are slowed, then refused for a while with a message that says
// so; the API's own answer is passed through untouched otherwise.
import { parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStack, type GraphQLAnswer, type Stack } from '../test/stack.js';
import { loginFieldKeys, SignInThrottle, tooManyAttemptsMessage, type Decision } from './sign-in-throttle.js';

describe('SignInThrottle', () => {
  // The limiters keep time by the machine's clock and expire their counts with timers: both are the test's.
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const make = () => {
    const throttle = new SignInThrottle({ slowAfter: 2, delayMs: 100, lockAfter: 4, lockMs: 60_000, maxTracked: 3 });
    return { throttle, advance: (ms: number) => vi.advanceTimersByTime(ms) };
  };
  const attempt = async (throttle: SignInThrottle, address: string, outcome: 'failed' | 'succeeded' | 'other') => {
    const decision = await throttle.begin(address);
    if (!decision.refused) decision.finish(outcome);
    return decision;
  };
  const delayOf = (d: Decision) => (d.refused ? 'refused' : d.delayMs);

  it('lets the first failures through at once, slows the next ones step by step, then refuses', async () => {
    const { throttle } = make();
    const delays: (number | 'refused')[] = [];
    for (let i = 0; i < 5; i += 1) delays.push(delayOf(await attempt(throttle, 'a', 'failed')));
    expect(delays).toEqual([0, 0, 100, 200, 'refused']);
    expect(await throttle.begin('a')).toEqual({ refused: true, retryAfterSeconds: 60 });
    expect(delayOf(await throttle.begin('b'))).toBe(0);
  });

  it('forgets the address when the refusal period is over', async () => {
    const { throttle, advance } = make();
    for (let i = 0; i < 4; i += 1) await attempt(throttle, 'a', 'failed');
    advance(30_000);
    expect(await throttle.begin('a')).toEqual({ refused: true, retryAfterSeconds: 30 });
    advance(30_000);
    expect(delayOf(await attempt(throttle, 'a', 'failed'))).toBe(0);
    expect(await throttle.failuresOf('a')).toBe(1);
  });

  it('counts only the API refusing the credentials; a success clears the count', async () => {
    const { throttle } = make();
    for (let i = 0; i < 10; i += 1) await attempt(throttle, 'a', 'other');
    expect(await throttle.failuresOf('a')).toBe(0);
    await attempt(throttle, 'a', 'failed');
    await attempt(throttle, 'a', 'failed');
    await attempt(throttle, 'a', 'succeeded');
    expect(await throttle.failuresOf('a')).toBe(0);
  });

  it('counts attempts in flight, so parallel guesses gain nothing', async () => {
    const { throttle } = make();
    const parallel = await Promise.all(Array.from({ length: 6 }, () => throttle.begin('a')));
    expect(parallel.map(delayOf)).toEqual([0, 0, 100, 200, 'refused', 'refused']);
  });

  it('remembers a bounded number of addresses', async () => {
    const { throttle } = make();
    for (const address of ['a', 'b', 'c', 'd', 'e']) await attempt(throttle, address, 'failed');
    expect(throttle.tracked).toBe(3);
    expect(await throttle.failuresOf('a')).toBe(0);
    expect(await throttle.failuresOf('e')).toBe(1);
  });

  it('tells how long to wait', () => {
    expect(tooManyAttemptsMessage(45)).toBe('Too many failed sign-in attempts from your network. Sign-in is paused; please try again in 45 seconds.');
    expect(tooManyAttemptsMessage(900)).toBe(
      'Too many failed sign-in attempts from your network. Sign-in is paused; please try again in 15 minutes.',
    );
  });

  it('finds login fields behind aliases and fragments', () => {
    const document = parse(
      'mutation { a: login(email: "x", password: "y") { token } ...F ... on Mutation { ping } } fragment F on Mutation { b: login(email: "x", password: "z") { token } }',
    );
    expect(loginFieldKeys(document.definitions[0] as OperationDefinitionNode, document)).toEqual(['a', 'b']);
  });
});

describe('over HTTP', () => {
  let stack: Stack;
  const delayMs = 400;
  beforeAll(async () => {
    stack = await startStack({ trustProxy: 'loopback', signIn: { slowAfter: 2, delayMs, lockAfter: 4, lockMs: 60_000 } });
  });
  afterAll(() => stack.stop());

  const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
  const signIn = async (address: string, password: string) => {
    const started = performance.now();
    const res = await fetch(`${stack.gateway.url}graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'x-forwarded-for': address },
      body: JSON.stringify({ query: LOGIN, variables: { email: 'office@practice.test', password } }),
    });
    const body = (await res.json()) as Omit<GraphQLAnswer<{ login: { token: string } }>, 'status' | 'headers'>;
    return { status: res.status, headers: res.headers, ms: performance.now() - started, ...body };
  };
  const apiText = 'These credentials do not match our records.';

  it('passes the API answer through, slows repeated failures, then refuses with a clear message and code', async () => {
    const first = await signIn('203.0.113.10', 'wrong-1');
    const second = await signIn('203.0.113.10', 'wrong-2');
    // (That the first attempts are not delayed at all is shown by the unit tests; here only lower bounds are timed.)
    for (const answer of [first, second]) {
      expect(answer.errors?.[0]).toMatchObject({ message: apiText, extensions: { code: 'LOGIN_FAILED' } });
    }
    const third = await signIn('203.0.113.10', 'wrong-3');
    expect(third.errors?.[0]).toMatchObject({ message: apiText, extensions: { code: 'LOGIN_FAILED' } });
    expect(third.ms).toBeGreaterThanOrEqual(delayMs);
    const fourth = await signIn('203.0.113.10', 'wrong-4');
    expect(fourth.ms).toBeGreaterThanOrEqual(2 * delayMs);
    expect(fourth.errors?.[0]?.message).toBe(apiText);

    const calls = stack.standIn.calls.count({ path: 'login' });
    const refused = await signIn('203.0.113.10', 'Office#2026');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Too many failed sign-in attempts from your network. Sign-in is paused; please try again in 60 seconds.',
      extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 60 },
    });
    expect(refused.errors?.[0]?.extensions).not.toHaveProperty('http');
    expect(refused.data).toBeUndefined();
    // Refused before the API: the right password was never sent.
    expect(stack.standIn.calls.count({ path: 'login' })).toBe(calls);
  });

  it('does not hold one address against another', async () => {
    const other = await signIn('203.0.113.20', 'Office#2026');
    expect(other.errors).toBeUndefined();
    expect(other.data?.login.token).toEqual(expect.any(String));
  });

  it('counts nothing when the API could not answer', async () => {
    stack.standIn.faults.set('login', { status: 503, times: 3 });
    for (let i = 0; i < 3; i += 1) expect((await signIn('203.0.113.30', 'wrong')).errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    // Three more failures would be seven if the unavailable answers had counted; they are three, so no refusal yet.
    for (let i = 0; i < 3; i += 1) expect((await signIn('203.0.113.30', 'wrong')).errors?.[0]?.extensions?.code).toBe('LOGIN_FAILED');
    expect((await signIn('203.0.113.30', 'wrong')).errors?.[0]?.extensions?.code).toBe('LOGIN_FAILED');
    expect((await signIn('203.0.113.30', 'wrong')).errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('refuses several logins in one request', async () => {
    const calls = stack.standIn.calls.count({ path: 'login' });
    const answer = await stack.gql(
      'mutation { a: login(email: "office@practice.test", password: "x") { token } b: login(email: "office@practice.test", password: "y") { token } }',
    );
    expect(answer.errors?.[0]).toMatchObject({ message: 'Sign in with one login at a time.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(stack.standIn.calls.count({ path: 'login' })).toBe(calls);
  });
});
