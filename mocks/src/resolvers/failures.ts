// The errors the gateway answers when the practice API fails, in the gateway's own shape (message and
// `extensions.code`, the API's HTTP status as `upstreamStatus`), so that a client's error handling can be tested
// against what it will really see. The gateway's test suite checks these against its error table.
import { GraphQLError } from 'graphql';

export interface MockedFailure {
  code: string;
  message: string;
  /** The practice API's HTTP status behind the error, where there was an answer. */
  upstreamStatus?: number;
  /** Field errors of a refused write, keyed by the GraphQL input field name. */
  fieldErrors?: Record<string, string[]>;
}

/** One failure per code of the gateway's error table, named as scenarios. */
export const failureScenarios = {
  unauthenticated: {
    code: 'UNAUTHENTICATED',
    message: 'You are not signed in, or your sign-in is no longer valid.',
    upstreamStatus: 401,
  },
  'session-expired': { code: 'SESSION_EXPIRED', message: 'Your session has expired. Please sign in again.', upstreamStatus: 200 },
  forbidden: { code: 'FORBIDDEN', message: 'You do not have permission to perform this action.', upstreamStatus: 403 },
  'upstream-error': { code: 'UPSTREAM_ERROR', message: 'The practice API could not complete the request.', upstreamStatus: 500 },
  'bad-user-input': {
    code: 'BAD_USER_INPUT',
    message: 'The request has invalid or missing fields.',
    upstreamStatus: 422,
    fieldErrors: { name: ['The name field is required.'] },
  },
  'not-found': { code: 'NOT_FOUND', message: 'The record was not found.', upstreamStatus: 404 },
  'upstream-unavailable': { code: 'UPSTREAM_UNAVAILABLE', message: 'The practice API could not be reached in time.' },
  'upstream-bad-response': {
    code: 'UPSTREAM_BAD_RESPONSE',
    message: 'The practice API answered with something that is not the JSON it should be.',
    upstreamStatus: 200,
  },
  'login-failed': { code: 'LOGIN_FAILED', message: 'These credentials do not match our records.' },
} as const satisfies Record<string, MockedFailure>;

export type FailureScenarioName = keyof typeof failureScenarios;

export function failureError(failure: MockedFailure): GraphQLError {
  const { code, message, upstreamStatus, fieldErrors } = failure;
  return new GraphQLError(message, {
    extensions: { code, ...(upstreamStatus !== undefined && { upstreamStatus }), ...(fieldErrors && { fieldErrors }) },
  });
}
