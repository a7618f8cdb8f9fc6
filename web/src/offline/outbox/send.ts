// Sends one outbox entry through the app's link chain with its Idempotency-Key and says how it ended. A send with no
// answer (offline, a failed fetch, the gateway unable to reach the API) leaves the write waiting: its key makes the
// next send safe. An answer that refuses the write (bad input, gone, not allowed) is the API's word on it.
import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { fieldErrorsOf } from '../../kit/fieldErrors';
import type { OutboxEntry } from './entry';
import type { OutboxDeps, SendOutcome } from './outbox';
import { writeNamed } from './writes';

/** Codes after which the write was not made and may be sent again with the same key. */
const NOT_MADE = new Set(['UPSTREAM_UNAVAILABLE', 'UNAUTHENTICATED', 'SESSION_EXPIRED', 'TOO_MANY_ATTEMPTS', 'IDEMPOTENCY_UNAVAILABLE']);
const IN_USE = 'IDEMPOTENCY_KEY_IN_USE';

/** How a failed send ended, from the error Apollo gave. */
export function outcomeOfError(error: unknown): SendOutcome {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = typeof first?.extensions?.['code'] === 'string' ? first.extensions['code'] : 'INTERNAL_SERVER_ERROR';
    if (code === IN_USE) return { kind: 'busy' };
    if (NOT_MADE.has(code)) return { kind: 'no-answer' };
    return { kind: 'refused', refusal: { code, message: first?.message ?? 'The server refused this entry.', fieldErrors: fieldErrorsOf(error) } };
  }
  if (ServerError.is(error) && error.statusCode === 409) return { kind: 'busy' };
  // A failed fetch, an answer that is not GraphQL (a proxy's error page), a 5xx with no GraphQL body: not known to be made.
  return { kind: 'no-answer' };
}

export function sendThrough(client: ApolloClient): OutboxDeps['send'] {
  return async (entry: OutboxEntry) => {
    const write = writeNamed(entry.operation);
    if (!write) {
      const message = 'This entry was made by another version of the app and cannot be sent. Discard it and enter it again.';
      return { kind: 'refused', refusal: { code: 'UNKNOWN_WRITE', message, fieldErrors: {} } };
    }
    try {
      const result = await client.mutate({
        mutation: write.document,
        variables: entry.variables,
        // The outbox tells the therapist of every outcome itself: no toast, no modal.
        context: { idempotencyKey: entry.idempotencyKey, quietTransportErrors: true, errorsInPlace: true },
        errorPolicy: 'none',
      });
      if (result.error) return outcomeOfError(result.error);
      return { kind: 'answered', data: result.data };
    } catch (error) {
      return outcomeOfError(error);
    }
  };
}

/** Shows a waiting write as made (an optimistic layer of the cache, one per entry) and takes it back. */
export function cacheLayers(client: ApolloClient): Pick<OutboxDeps, 'show' | 'hide' | 'settle'> {
  const layer = (entry: OutboxEntry) => `outbox:${entry.seq}`;
  return {
    show(entry) {
      const write = writeNamed(entry.operation);
      if (!write?.optimistic || !write.update) return;
      const { optimistic, update } = write;
      client.cache.recordOptimisticTransaction((cache) => update(cache, optimistic(cache, entry.variables, entry), entry.variables), layer(entry));
    },
    hide(entry) {
      client.cache.removeOptimistic(layer(entry));
    },
    settle(entry, data) {
      const write = writeNamed(entry.operation);
      if (write?.update && data) write.update(client.cache, data, entry.variables);
    },
  };
}
