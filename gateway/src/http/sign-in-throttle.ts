// Repeated failed sign-ins from one client address are slowed, then refused for a while. Only the API's own verdict
// counts as a failure (a LOGIN_FAILED answer); an unreachable API or a bad request counts for nothing. While an
// address is not refused, the API's answer goes back exactly as it came: the throttle only waits or refuses before
// the call, it never rewrites the outcome.
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApolloServerPlugin } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
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
  now?: () => number;
  /** Addresses remembered at most; the oldest are forgotten first. */
  maxTracked?: number;
}

interface Entry {
  failures: number;
  /** Attempts let through whose answer has not come back yet: they count, so parallel guesses gain nothing. */
  pending: number;
  lastFailureAt: number;
  lockedUntil: number;
}

export type Outcome = 'failed' | 'succeeded' | 'other';

export type Decision = { refused: true; retryAfterSeconds: number } | { refused: false; delayMs: number; finish(outcome: Outcome): void };

const maxDelaySteps = 5;

export class SignInThrottle {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  private readonly maxTracked: number;

  constructor(private readonly options: ThrottleOptions) {
    // Throttle windows are elapsed time, which the machine's clock measures; they are no date.
    this.now = options.now ?? Date.now;
    this.maxTracked = options.maxTracked ?? 10_000;
  }

  /** Called before a sign-in is sent: refuse it, or let it go after a delay; `finish` records how it ended. */
  begin(address: string): Decision {
    const now = this.now();
    const entry = this.current(address, now);
    if (entry.lockedUntil > now) return { refused: true, retryAfterSeconds: Math.ceil((entry.lockedUntil - now) / 1000) };
    const counted = entry.failures + entry.pending;
    if (counted >= this.options.lockAfter) {
      // The attempts in flight would reach the limit: wait for their answers rather than guess.
      return { refused: true, retryAfterSeconds: Math.ceil(this.options.lockMs / 1000) };
    }
    const steps = Math.min(maxDelaySteps, counted - this.options.slowAfter + 1);
    const delayMs = steps > 0 ? steps * this.options.delayMs : 0;
    entry.pending += 1;
    let finished = false;
    return {
      refused: false,
      delayMs,
      finish: (outcome) => {
        if (finished) return;
        finished = true;
        entry.pending -= 1;
        const at = this.now();
        if (outcome === 'failed') {
          entry.failures += 1;
          entry.lastFailureAt = at;
          if (entry.failures >= this.options.lockAfter) entry.lockedUntil = at + this.options.lockMs;
        } else if (outcome === 'succeeded') {
          entry.failures = 0;
          entry.lockedUntil = 0;
        }
        if (entry.failures === 0 && entry.pending === 0 && entry.lockedUntil <= at) this.entries.delete(address);
      },
    };
  }

  /** Failures counted for an address (0 when forgotten). */
  failuresOf(address: string): number {
    return this.entries.get(address)?.failures ?? 0;
  }

  get tracked(): number {
    return this.entries.size;
  }

  private current(address: string, now: number): Entry {
    let entry = this.entries.get(address);
    if (entry && entry.pending === 0 && entry.lockedUntil <= now && now - entry.lastFailureAt >= this.options.lockMs) {
      // Failures older than the refusal period are forgotten.
      this.entries.delete(address);
      entry = undefined;
    }
    if (!entry) {
      if (this.entries.size >= this.maxTracked) this.forgetOldest();
      entry = { failures: 0, pending: 0, lastFailureAt: now, lockedUntil: 0 };
      this.entries.set(address, entry);
    }
    return entry;
  }

  private forgetOldest(): void {
    for (const [address, entry] of this.entries) {
      if (entry.pending === 0) {
        this.entries.delete(address);
        return;
      }
    }
  }
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
