// A write that may be sent more than once (the outbox replaying it, a submit retried) carries the key it was given
// when it was made, as the Idempotency-Key header (a quoted string, as the IETF draft writes it): the gateway answers a
// repeat with the first answer, so the write is made once.
import { ApolloLink } from '@apollo/client/link';

declare module '@apollo/client' {
  interface DefaultContext {
    /** The write's idempotency key, the same for every send of the same write. */
    idempotencyKey?: string;
  }
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export function createIdempotencyLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const key = operation.getContext().idempotencyKey;
    if (key) {
      operation.setContext((previous: { headers?: Record<string, string> }) => ({
        headers: { ...previous.headers, [IDEMPOTENCY_KEY_HEADER]: `"${key}"` },
      }));
    }
    return forward(operation);
  });
}
