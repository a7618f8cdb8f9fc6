// The circuit breaker's states, on a clock the test moves.
import { describe, expect, it } from 'vitest';
import { CircuitBreaker, type Admission } from './breaker.js';

function breaker(failureThreshold = 3, coolDownMs = 1000) {
  let now = 0;
  const changes: string[] = [];
  const b = new CircuitBreaker({ failureThreshold, coolDownMs, now: () => now, onChange: (state) => changes.push(state) });
  return { b, changes, advance: (ms: number) => (now += ms) };
}

const fail = (b: CircuitBreaker) => {
  const a = b.admit();
  expect(a.go).toBe(true);
  b.failed(a);
};

describe('CircuitBreaker', () => {
  it('opens after the threshold of consecutive failures, not before', () => {
    const { b } = breaker(3);
    fail(b);
    fail(b);
    expect(b.snapshot()).toEqual({ state: 'closed', consecutiveFailures: 2 });
    fail(b);
    expect(b.snapshot()).toEqual({ state: 'open', consecutiveFailures: 3, retryAfterSeconds: 1 });
    expect(b.admit()).toEqual({ go: false, retryAfterMs: 1000 });
  });

  it('counts only consecutive failures: an answer resets the count', () => {
    const { b } = breaker(3);
    fail(b);
    fail(b);
    b.succeeded(b.admit());
    fail(b);
    fail(b);
    expect(b.snapshot().state).toBe('closed');
  });

  it('lets one probe through after the cool-down and closes on its success', () => {
    const { b, changes, advance } = breaker(1, 1000);
    fail(b);
    advance(999);
    expect(b.admit().go).toBe(false);
    advance(1);
    const probe = b.admit();
    expect(probe).toEqual({ go: true, probe: true });
    expect(b.snapshot().state).toBe('half-open');
    // While the probe is out, everything else is still refused.
    expect(b.admit().go).toBe(false);
    b.succeeded(probe);
    expect(b.snapshot()).toEqual({ state: 'closed', consecutiveFailures: 0 });
    expect(b.admit()).toEqual({ go: true, probe: false });
    expect(changes).toEqual(['open', 'half-open', 'closed']);
  });

  it('opens again for a full cool-down when the probe fails', () => {
    const { b, advance } = breaker(1, 1000);
    fail(b);
    advance(1000);
    const probe: Admission = b.admit();
    b.failed(probe);
    expect(b.snapshot()).toMatchObject({ state: 'open', retryAfterSeconds: 1 });
    advance(500);
    expect(b.admit()).toEqual({ go: false, retryAfterMs: 500 });
  });
});
