// Where the first answer to a write is kept under its Idempotency-Key, per caller. A key is claimed before the write
// is made, so that a repeat arriving while the first is still under way is told so instead of writing again; once
// the write is answered the claim holds the answer, which every repeat gets. A key whose write got no answer from the
// API is let go, so that the write can be tried again.
import { nowMs } from '../dates/clock.js';

/** What a repeat gets: the first request's fingerprint, and its answer once there is one. */
export interface Claim {
  fingerprint: string;
  answer?: KeptAnswer;
}

export interface KeptAnswer {
  status: number;
  /** The GraphQL result as it was sent, as JSON. */
  result: string;
}

export interface IdempotencyStore {
  /** Claims `key` for a request with this fingerprint: undefined when it was free, the holder's claim otherwise. */
  claim(key: string, fingerprint: string, ttlMs: number): Promise<Claim | undefined>;
  /** Keeps the answer under a key this process claimed. */
  keep(key: string, claim: Claim, ttlMs: number): Promise<void>;
  /** Lets a claimed key go, unanswered. */
  release(key: string): Promise<void>;
}

/** One process's keys, each until its time is up; the oldest go first past `maxKeys`. */
export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly claims = new Map<string, { claim: Claim; until: number }>();

  constructor(private readonly maxKeys = 100_000) {}

  async claim(key: string, fingerprint: string, ttlMs: number): Promise<Claim | undefined> {
    const held = this.claims.get(key);
    if (held && held.until > nowMs()) return held.claim;
    this.set(key, { fingerprint }, ttlMs);
    return undefined;
  }

  async keep(key: string, claim: Claim, ttlMs: number): Promise<void> {
    this.set(key, claim, ttlMs);
  }

  async release(key: string): Promise<void> {
    this.claims.delete(key);
  }

  private set(key: string, claim: Claim, ttlMs: number): void {
    this.claims.delete(key);
    this.claims.set(key, { claim, until: nowMs() + ttlMs });
    for (const [oldest, { until }] of this.claims) {
      if (this.claims.size <= this.maxKeys && until > nowMs()) break;
      this.claims.delete(oldest);
    }
  }
}
