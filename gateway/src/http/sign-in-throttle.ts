// Repeated failed sign-ins from one client address are slowed, then refused for a while. Only the API's own verdict
// counts as a failure (a LOGIN_FAILED answer); an unreachable API or a bad request counts for nothing. While an
// address is not refused, the API's answer goes back exactly as it came: the throttle only waits or refuses before
// the call, it never rewrites the outcome. The counts are rate-limiter-flexible limiters: in this process's memory,
// or in Redis shared by the replicas (shared-throttle.ts).
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApolloServerPlugin } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { RateLimiterMemory, type IRateLimiterOptions, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import type { GatewayConfig } from '../config.js';
import type { Logger } from '../log.js';

export const TooManyAttempts = 'TOO_MANY_ATTEMPTS';

export interface ClientAddressContext {
  /** The caller's address as Express sees it (after `trust proxy`). */
  clientAddress: string;
}

export interface ThrottleOptions {
  slowAfter: number;
  delayMs: number;
  lockAfter: number;
  lockMs: number;
  /** Addresses remembered at most in memory; the oldest are forgotten first. */
  maxTracked?: number;
}

export type Outcome = 'failed' | 'succeeded' | 'other';

export type Decision = { refused: true; retryAfterSeconds: number } | { refused: false; delayMs: number; finish(outcome: Outcome): void };

/** Per address: the failures the API confirmed, and the attempts let through whose answer has not come back yet. */
export interface ThrottleCounters {
  failures: RateLimiterAbstract;
  pending: RateLimiterAbstract;
}

const maxDelaySteps = 5;

/** The limiters' settings (whole seconds, as Redis keeps them): failures expire lockMs after the first one. */
export function counterSettings(options: ThrottleOptions): Record<keyof ThrottleCounters, IRateLimiterOptions> {
  const lockSeconds = Math.max(1, Math.ceil(options.lockMs / 1000));
  return {
    // The failure beyond `points` (the lockAfter-th) is refused, and the address blocked for the refusal period.
    failures: { keyPrefix: 'portal:sign-in:failures', points: options.lockAfter - 1, duration: lockSeconds, blockDuration: lockSeconds },
    // Only counted up and down; it outlasts any attempt.
    pending: { keyPrefix: 'portal:sign-in:pending', points: options.lockAfter, duration: 2 * lockSeconds + 60 },
  };
}

/** An address is counted under a hash of it, never the address itself. */
function keyOf(address: string): string {
  return createHash('sha256').update(address).digest('hex');
}

export class SignInThrottle {
  private readonly counters: ThrottleCounters;
  private readonly log: Logger | undefined;
  /** In memory only: the addresses counted, oldest first, at most maxTracked (the limiters themselves never evict). */
  private readonly remembered: Set<string> | undefined;
  private readonly maxTracked: number;

  constructor(
    private readonly options: ThrottleOptions,
    store?: { counters: ThrottleCounters; log: Logger },
  ) {
    const settings = counterSettings(options);
    this.counters = store?.counters ?? { failures: new RateLimiterMemory(settings.failures), pending: new RateLimiterMemory(settings.pending) };
    this.log = store?.log;
    this.remembered = store ? undefined : new Set();
    this.maxTracked = options.maxTracked ?? 10_000;
  }

  /** Called before a sign-in is sent: refuse it, or let it go after a delay; `finish` records how it ended. */
  async begin(address: string): Promise<Decision> {
    const key = keyOf(address);
    this.remember(key);
    // The attempt counts as pending from here, so that parallel guesses gain nothing.
    const [pending, failures] = await Promise.allSettled([this.counters.pending.penalty(key), this.counters.failures.get(key)]);
    if (pending.status === 'rejected') {
      this.unavailable('sign-in throttle unavailable: attempt let through', pending.reason);
      return { refused: false, delayMs: 0, finish: () => undefined };
    }
    if (failures.status === 'rejected') {
      this.release(key).catch(() => undefined);
      this.unavailable('sign-in throttle unavailable: attempt let through', failures.reason);
      return { refused: false, delayMs: 0, finish: () => undefined };
    }
    const { slowAfter, delayMs, lockAfter, lockMs } = this.options;
    const running = live(failures.value);
    const failed = running?.consumedPoints ?? 0;
    if (running && failed >= lockAfter) {
      this.release(key).catch(() => undefined);
      return { refused: true, retryAfterSeconds: Math.ceil(running.msBeforeNext / 1000) };
    }
    const counted = failed + Math.max(0, pending.value.consumedPoints - 1);
    if (counted >= lockAfter) {
      // The attempts in flight would reach the limit: wait for their answers rather than guess.
      this.release(key).catch(() => undefined);
      return { refused: true, retryAfterSeconds: Math.ceil(lockMs / 1000) };
    }
    const steps = Math.min(maxDelaySteps, counted - slowAfter + 1);
    let finished = false;
    return {
      refused: false,
      delayMs: steps > 0 ? steps * delayMs : 0,
      finish: (outcome) => {
        if (finished) return;
        finished = true;
        // The failure is sent before the attempt stops counting as pending: one begun in between counts it at least once.
        const counting =
          outcome === 'failed'
            ? this.counters.failures.consume(key).then(() => undefined, lockedOrFailed)
            : outcome === 'succeeded'
              ? this.counters.failures.delete(key)
              : undefined;
        Promise.all([counting, this.release(key)])
          .then(([, left]) => {
            // An address that signed in with nothing else in flight holds no count: nothing to remember.
            if (outcome === 'succeeded' && left.consumedPoints <= 0) this.forget(key);
          })
          .catch((error: unknown) => this.unavailable('sign-in throttle unavailable: outcome not counted', error));
      },
    };
  }

  /** Failures counted for an address (0 when forgotten). */
  async failuresOf(address: string): Promise<number> {
    return live(await this.counters.failures.get(keyOf(address)))?.consumedPoints ?? 0;
  }

  /** Addresses remembered in memory. */
  get tracked(): number {
    return this.remembered?.size ?? 0;
  }

  /** The attempt no longer counts as pending. */
  private async release(key: string): Promise<RateLimiterRes> {
    const left = await this.counters.pending.reward(key);
    // Below zero only when the count expired under an attempt in flight: start again from nothing.
    if (left.consumedPoints < 0) await this.counters.pending.delete(key);
    return left;
  }

  private remember(key: string): void {
    if (!this.remembered || this.remembered.has(key)) return;
    this.remembered.add(key);
    if (this.remembered.size <= this.maxTracked) return;
    this.forget(this.remembered.values().next().value!);
  }

  private forget(key: string): void {
    if (!this.remembered?.delete(key)) return;
    void this.counters.failures.delete(key);
    void this.counters.pending.delete(key);
  }

  private unavailable(message: string, error: unknown): void {
    this.log?.warn(message, { cause: error instanceof Error ? error.name : 'unknown' });
  }
}

/** A count still running (a key past its time may linger a moment before the limiter drops it). */
function live(res: RateLimiterRes | null): RateLimiterRes | undefined {
  return res && res.msBeforeNext > 0 ? res : undefined;
}

/** A refused consume is the failure that locks the address; an Error is the store failing. */
function lockedOrFailed(reason: unknown): void {
  if (reason instanceof Error) throw reason;
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${minutes} minutes`;
  return `Too many failed sign-in attempts from your network. Sign-in is paused; please try again in ${wait}.`;
}

function tooManyAttempts(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(tooManyAttemptsMessage(retryAfterSeconds), {
    extensions: {
      code: TooManyAttempts,
      retryAfterSeconds,
      http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfterSeconds)]]) },
    },
  });
}

/** Response keys of the root `login` fields of an operation, fragments included. */
export function loginFieldKeys(operation: OperationDefinitionNode, document: DocumentNode): string[] {
  const keys: string[] = [];
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === 'login') keys.push(selection.alias?.value ?? 'login');
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value);
        if (fragment?.kind === Kind.FRAGMENT_DEFINITION) visit(fragment.selectionSet);
      }
    }
  };
  visit(operation.selectionSet);
  return keys;
}

export function signInThrottlePlugin<C extends ClientAddressContext>(
  options: GatewayConfig['signIn'],
  log: Logger,
  throttle: { begin(address: string): Decision | Promise<Decision> } = new SignInThrottle(options),
  onRefused: () => void = () => undefined,
): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      let finish: ((outcome: Outcome) => void) | undefined;
      let key = 'login';
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          if (operation?.operation !== 'mutation') return;
          const keys = loginFieldKeys(operation, document);
          if (keys.length === 0) return;
          if (keys.length > 1) {
            throw new GraphQLError('Sign in with one login at a time.', {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            });
          }
          key = keys[0]!;
          const decision = await throttle.begin(contextValue.clientAddress);
          if (decision.refused) {
            log.warn('sign-in refused', { code: TooManyAttempts, retryAfterSeconds: decision.retryAfterSeconds });
            onRefused();
            throw tooManyAttempts(decision.retryAfterSeconds);
          }
          finish = decision.finish;
          if (decision.delayMs > 0) {
            log.info('sign-in slowed', { delayMs: decision.delayMs });
            await sleep(decision.delayMs);
          }
        },
        async willSendResponse({ response }) {
          if (!finish) return;
          const result = response.body.kind === 'single' ? response.body.singleResult : undefined;
          const failed = result?.errors?.some((e) => e.extensions?.code === 'LOGIN_FAILED');
          const data = result?.data as Record<string, unknown> | null | undefined;
          finish(failed ? 'failed' : data?.[key] ? 'succeeded' : 'other');
          finish = undefined;
        },
      };
    },
  };
}
