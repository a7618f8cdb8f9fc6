// The circuit breaker's states, on a clock the test moves.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CircuitBreaker, CircuitOpenError } from './breaker.js';

type Answer = { status: number };

function breaker(failureThreshold = 3, coolDownMs = 1000) {
  const changes: string[] = [];
  const b = new CircuitBreaker<Answer>({ failureThreshold, coolDownMs, onChange: (state) => changes.push(state) }, (answer) => answer.status === 503);
  return { b, changes, advance: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}

const answered = () => Promise.resolve({ status: 200 });
const fail = (b: CircuitBreaker<Answer>) => expect(b.execute(() => Promise.reject(new Error('ECONNRESET')))).rejects.toThrow('ECONNRESET');
/** Refused without calling: how long the caller is told to wait. */
const refused = async (b: CircuitBreaker<Answer>) => {
  const call = vi.fn(answered);
  const error = await b.execute(call).catch((e: unknown) => e);
  expect(call).not.toHaveBeenCalled();
  expect(error).toBeInstanceOf(CircuitOpenError);
  return (error as CircuitOpenError).retryAfterMs;
};

describe('CircuitBreaker', () => {
  // Cockatiel reads the machine's clock: the test's own, standing still unless moved.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens after the threshold of consecutive failures, not before', async () => {
    const { b } = breaker(3);
    await fail(b);
    await fail(b);
    expect(b.snapshot()).toEqual({ state: 'closed', consecutiveFailures: 2 });
    await fail(b);
    expect(b.snapshot()).toEqual({ state: 'open', consecutiveFailures: 3, retryAfterSeconds: 1 });
    expect(await refused(b)).toBe(1000);
  });

  it('counts an unavailable answer as a failure, and passes it on', async () => {
    const { b } = breaker(1);
    expect(await b.execute(() => Promise.resolve({ status: 503 }))).toEqual({ status: 503 });
    expect(b.snapshot().state).toBe('open');
  });

  it('counts only consecutive failures: an answer resets the count', async () => {
    const { b } = breaker(3);
    await fail(b);
    await fail(b);
    await b.execute(answered);
    await fail(b);
    await fail(b);
    expect(b.snapshot().state).toBe('closed');
  });

  it('lets one probe through after the cool-down and closes on its success', async () => {
    const { b, changes, advance } = breaker(1, 1000);
    await fail(b);
    advance(999);
    expect(await refused(b)).toBe(1);
    advance(1);
    let answer!: (value: Answer) => void;
    const probe = b.execute(() => new Promise<Answer>((resolve) => (answer = resolve)));
    expect(b.snapshot().state).toBe('half-open');
    // While the probe is out, everything else is still refused.
    expect(await refused(b)).toBe(1000);
    answer({ status: 200 });
    await probe;
    expect(b.snapshot()).toEqual({ state: 'closed', consecutiveFailures: 0 });
    await b.execute(answered);
    expect(changes).toEqual(['open', 'half-open', 'closed']);
  });

  it('opens again for a full cool-down when the probe fails', async () => {
    const { b, advance } = breaker(1, 1000);
    await fail(b);
    advance(1000);
    await fail(b);
    expect(b.snapshot()).toMatchObject({ state: 'open', retryAfterSeconds: 1 });
    advance(500);
    expect(await refused(b)).toBe(500);
  });
});
