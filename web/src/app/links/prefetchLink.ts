// Keeps the answer of a route loader's request (app/prefetch.ts) for its screen: the screen's first request for the
// same operation and variables takes that answer, arrived or still on its way, instead of asking the gateway again.
// It stands first in the chain, so what it keeps is what the error link let through: a failure is announced once,
// for the loader's request, and the screen receives what its own request would have.
import { ApolloLink } from '@apollo/client/link';
// Apollo's own key for variables (object keys sorted), as its request deduplication uses it.
import { canonicalStringify } from '@apollo/client/utilities';
import { ReplaySubject } from 'rxjs';
import type { WritesAnswered } from './freshAfterWriteLink';

/** A kept answer not taken by then is dropped: the screen's chunk arrives within seconds or the user left. */
export const PREFETCH_FRESH_MS = 10_000;

interface Kept {
  answer: ReplaySubject<ApolloLink.Result>;
  at: number;
  /** The writes answered when it was sent. */
  writes: number;
}

export interface PrefetchLinkOptions {
  /** Whose answer it is (the session's token): a kept answer goes only to a request of the same session. */
  owner: () => string;
  /**
   * The client's writes answered so far: a write answered after the loader's request was sent may have changed what
   * it answers, so its answer is not kept for the screen past it (the screen asks afresh).
   */
  writes: Readonly<WritesAnswered>;
  now?: () => number;
}

export function createPrefetchLink({ owner, writes, now = Date.now }: PrefetchLinkOptions): ApolloLink {
  const kept = new Map<string, Kept>();
  return new ApolloLink((operation, forward) => {
    const key = `${owner()}\n${operation.operationName ?? ''}:${canonicalStringify(operation.variables)}`;
    const at = now();
    for (const [other, entry] of kept) if (at - entry.at >= PREFETCH_FRESH_MS) kept.delete(other);
    if (operation.getContext().prefetch === true) {
      const answer = new ReplaySubject<ApolloLink.Result>();
      kept.set(key, { answer, at, writes: writes.count });
      forward(operation).subscribe(answer);
      return answer.asObservable();
    }
    const entry = kept.get(key);
    if (!entry) return forward(operation);
    kept.delete(key);
    if (entry.writes !== writes.count) return forward(operation);
    return entry.answer.asObservable();
  });
}
