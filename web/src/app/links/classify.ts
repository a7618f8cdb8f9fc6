// What the link chain does with each error, as a pure function so screens and tests can ask the same question.
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/**
 * - `unauthenticated`: clear the session, go to sign-in.
 * - `session-expired`: clear the session, go home.
 * - `server-message`: FORBIDDEN / UPSTREAM_ERROR: one modal with the server's message; swallowed.
 * - `network`: no answer; the network toast.
 * - `bad-response`: an answer that is not GraphQL, or UPSTREAM_BAD_RESPONSE; the server-error toast.
 * - `caller`: reaches the screen untouched (BAD_USER_INPUT, NOT_FOUND, LOGIN_FAILED, ...).
 */
export type ErrorKind = 'unauthenticated' | 'session-expired' | 'server-message' | 'network' | 'bad-response' | 'caller';

export function kindOfCode(code: unknown): ErrorKind {
  switch (code) {
    case 'UNAUTHENTICATED':
      return 'unauthenticated';
    case 'SESSION_EXPIRED':
      return 'session-expired';
    case 'FORBIDDEN':
    case 'UPSTREAM_ERROR':
      return 'server-message';
    case 'UPSTREAM_UNAVAILABLE':
      return 'network';
    case 'UPSTREAM_BAD_RESPONSE':
      return 'bad-response';
    default:
      return 'caller';
  }
}

/** An error that never reached GraphQL: a failed fetch, or an answer that is not a GraphQL response. */
export function kindOfTransportError(error: unknown): ErrorKind {
  if (ServerError.is(error) || ServerParseError.is(error)) return 'bad-response';
  if (error instanceof Error && error.name === 'AbortError') return 'caller';
  return 'network';
}

/** The `extensions.code` of the first GraphQL error, if the error carries one. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : undefined;
}

/** True when the link chain already told the user about this error (toast, modal or redirect). */
export function isAnnounced(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((entry) => kindOfCode(entry.extensions?.['code']) !== 'caller');
  }
  return kindOfTransportError(error) !== 'caller';
}
