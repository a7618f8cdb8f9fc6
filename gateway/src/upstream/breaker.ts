// A circuit breaker per upstream. After a run of calls the API never answered (time-outs, refusals, resets, a proxy's
// 502-504), the gateway stops sending for a cool-down and answers at once, instead of piling up requests that all
// wait out their time-out. Then one probe call goes through: an answer closes the circuit, a failure opens it again.
// The breaker never sends anything itself, so it can never repeat a write.

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  failureThreshold: number;
  coolDownMs: number;
  now?: () => number;
  /** Told of every change of state, for the log. */
  onChange?: (state: BreakerState, consecutiveFailures: number) => void;
}

export interface BreakerSnapshot {
  state: BreakerState;
  consecutiveFailures: number;
  /** While open: seconds until a probe may go (rounded up). */
  retryAfterSeconds?: number;
}

/** What the breaker lets a call do: go, go as the one probe of a half-open circuit, or not go at all. */
export type Admission = { go: true; probe: boolean } | { go: false; retryAfterMs: number };

export class CircuitBreaker {
  private state: BreakerState = 'closed';
  private failures = 0;
  private openedAt = 0;
  private probing = false;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    // Cool-downs are elapsed time, which the machine's clock measures; they are no date.
    this.now = options.now ?? Date.now;
  }

  admit(): Admission {
    if (this.state === 'open') {
      const waited = this.now() - this.openedAt;
      if (waited < this.options.coolDownMs) return { go: false, retryAfterMs: this.options.coolDownMs - waited };
      this.change('half-open');
    }
    if (this.state === 'half-open') {
      // One probe at a time; everything else is still refused until it tells how the API is.
      if (this.probing) return { go: false, retryAfterMs: 1_000 };
      this.probing = true;
      return { go: true, probe: true };
    }
    return { go: true, probe: false };
  }

  /** The API answered (whatever it answered, it is there). */
  succeeded(admission: Admission): void {
    if (admission.go && admission.probe) this.probing = false;
    this.failures = 0;
    if (this.state !== 'closed') this.change('closed');
  }

  /** The API did not answer. */
  failed(admission: Admission): void {
    if (admission.go && admission.probe) this.probing = false;
    this.failures += 1;
    if (this.state === 'half-open' || (this.state === 'closed' && this.failures >= this.options.failureThreshold)) {
      this.openedAt = this.now();
      this.change('open');
    }
  }

  snapshot(): BreakerSnapshot {
    const snapshot: BreakerSnapshot = { state: this.state, consecutiveFailures: this.failures };
    if (this.state === 'open') {
      const left = Math.max(0, this.options.coolDownMs - (this.now() - this.openedAt));
      snapshot.retryAfterSeconds = Math.ceil(left / 1000);
    }
    return snapshot;
  }

  private change(state: BreakerState): void {
    this.state = state;
    this.options.onChange?.(state, this.failures);
  }
}

/** Thrown by the client instead of sending while the circuit is open. */
export class CircuitOpenError extends Error {
  readonly code = 'CIRCUIT_OPEN';

  constructor(readonly retryAfterMs: number) {
    super('The circuit to the practice API is open.');
    this.name = 'CircuitOpenError';
  }
}
