// Waits that end early when the stand-in closes, so a slow answer never keeps a test process alive.
import { setTimeout as sleep } from 'node:timers/promises';

/** Resolves true after `ms`, or false as soon as the signal aborts. */
export async function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (ms <= 0) return !signal.aborted;
  try {
    await sleep(ms, undefined, { signal });
    return true;
  } catch {
    return false;
  }
}

/** The global latency every API call waits before anything else happens. */
export class Latency {
  #ms: number;

  constructor(ms = 0) {
    this.#ms = Latency.#valid(ms);
  }

  get ms(): number {
    return this.#ms;
  }

  set(ms: number): void {
    this.#ms = Latency.#valid(ms);
  }

  static #valid(ms: number): number {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`latency must be a non-negative number, got ${ms}`);
    return ms;
  }
}
