// A circuit breaker per upstream, on cockatiel. After a run of calls the API never answered (time-outs, refusals,
// resets, a proxy's 502-504), the gateway stops sending for a cool-down and answers at once, instead of piling up
// requests that all wait out their time-out. Then one probe call goes through: an answer closes the circuit, a failure
// opens it again. The breaker never sends anything itself, so it can never repeat a write.
import { BrokenCircuitError, circuitBreaker, CircuitState, ConsecutiveBreaker, handleAll, type CircuitBreakerPolicy } from 'cockatiel';

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  failureThreshold: number;
  coolDownMs: number;
  /** Told of every change of state, for the log. */
  onChange?: (state: BreakerState, consecutiveFailures: number) => void;
}

export interface BreakerSnapshot {
  state: BreakerState;
  consecutiveFailures: number;
  /** While open: seconds until a probe may go (rounded up). */
  retryAfterSeconds?: number;
}

/** How long an open circuit's callers wait while the probe is out. */
const probingRetryAfterMs = 1_000;

const stateNames: Record<CircuitState, BreakerState> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'open',
};

export class CircuitBreaker<T> {
  private readonly failures: ConsecutiveBreaker;
  private readonly policy: CircuitBreakerPolicy;
  private openedAt = 0;

  /** `unavailable`: an answer that counts as a failure, as a thrown error does. */
  constructor(
    private readonly options: BreakerOptions,
    unavailable: (answer: T) => boolean,
  ) {
    this.failures = new ConsecutiveBreaker(options.failureThreshold);
    this.policy = circuitBreaker(
      handleAll.orWhenResult((answer) => unavailable(answer as T)),
      { halfOpenAfter: options.coolDownMs, breaker: this.failures },
    );
    this.policy.onStateChange((state) => {
      // Cool-downs are elapsed time, which the machine's clock measures (as cockatiel's own); they are no date.
      if (state === CircuitState.Open) this.openedAt = Date.now();
      options.onChange?.(stateNames[state], this.failures.state);
    });
  }

  /** The call's answer, or a CircuitOpenError at once while the circuit is open or its probe is out. */
  async execute(call: () => Promise<T>): Promise<T> {
    // One probe at a time; everything else is still refused until it tells how the API is (cockatiel would queue it).
    if (this.policy.state === CircuitState.HalfOpen) throw new CircuitOpenError(probingRetryAfterMs);
    try {
      return await this.policy.execute(call);
    } catch (error) {
      if (error instanceof BrokenCircuitError) throw new CircuitOpenError(this.coolDownLeftMs());
      throw error;
    }
  }

  snapshot(): BreakerSnapshot {
    const state = stateNames[this.policy.state];
    const snapshot: BreakerSnapshot = { state, consecutiveFailures: this.failures.state };
    if (state === 'open') snapshot.retryAfterSeconds = Math.ceil(this.coolDownLeftMs() / 1000);
    return snapshot;
  }

  private coolDownLeftMs(): number {
    return Math.max(0, this.options.coolDownMs - (Date.now() - this.openedAt));
  }
}

/** Thrown by the client instead of sending while the circuit is open. */
export class CircuitOpenError extends BrokenCircuitError {
  readonly code = 'CIRCUIT_OPEN';

  constructor(readonly retryAfterMs: number) {
    super('The circuit to the practice API is open.');
    this.name = 'CircuitOpenError';
  }
}
