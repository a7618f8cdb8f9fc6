// How an answer (or a failure) of the practice API becomes the GraphQL error every screen sees, in one place: HTTP 401
// UNAUTHENTICATED, a body whose status is 302 SESSION_EXPIRED, 403 FORBIDDEN, 500 UPSTREAM_ERROR, 422 or 400
// BAD_USER_INPUT, 404 NOT_FOUND, no answer UPSTREAM_UNAVAILABLE, a body that is not JSON UPSTREAM_BAD_RESPONSE.
import { GraphQLError } from 'graphql';
import { isRecord } from '../json-record.js';
import { camelCase } from '../rest/names.js';

export const ErrorCode = {
  Unauthenticated: 'UNAUTHENTICATED',
  SessionExpired: 'SESSION_EXPIRED',
  Forbidden: 'FORBIDDEN',
  UpstreamError: 'UPSTREAM_ERROR',
  BadUserInput: 'BAD_USER_INPUT',
  NotFound: 'NOT_FOUND',
  UpstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  UpstreamBadResponse: 'UPSTREAM_BAD_RESPONSE',
  LoginFailed: 'LOGIN_FAILED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export type FieldErrors = Record<string, string[]>;

export function gatewayError(
  code: ErrorCode,
  message: string,
  extra: { upstreamStatus?: number; fieldErrors?: FieldErrors; conflicts?: Record<string, unknown>[] } = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/** A refusal of the caller's own input, before anything reaches the API. */
export function badInput(message: string, fieldErrors?: FieldErrors): GraphQLError {
  return gatewayError(ErrorCode.BadUserInput, message, fieldErrors ? { fieldErrors } : {});
}

function apiMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  for (const key of ['message', 'error']) {
    const value = body[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** Laravel's `errors: {field: [messages]}`, keyed by the GraphQL (camelCase) field name. */
function fieldErrorsOf(body: unknown): FieldErrors | undefined {
  if (!isRecord(body) || !isRecord(body.errors)) return undefined;
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    const list = Array.isArray(messages) ? messages : [messages];
    out[camelCase(field)] = list.filter((m): m is string => typeof m === 'string');
  }
  return out;
}

/** A refused booking's `conflicts: [{kind, message, appointment_id, ...}]`, keys in camelCase. */
function conflictsOf(body: unknown): Record<string, unknown>[] | undefined {
  if (!isRecord(body) || !Array.isArray(body.conflicts)) return undefined;
  return body.conflicts
    .filter(isRecord)
    .map((conflict) => Object.fromEntries(Object.entries(conflict).map(([key, value]) => [camelCase(key), value])));
}

export const Messages = {
  unauthenticated: 'You are not signed in, or your sign-in is no longer valid.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to perform this action.',
  upstreamError: 'The practice API could not complete the request.',
  badInput: 'The request has invalid or missing fields.',
  notFound: 'The record was not found.',
  unavailable: 'The practice API could not be reached in time.',
  badResponse: 'The practice API answered with something that is not the JSON it should be.',
} as const;

/**
 * The error an answer stands for, or undefined when it is a success. `body` is the parsed JSON, or undefined
 * when the text was not JSON (`parsed` false).
 */
export function errorForAnswer(status: number, body: unknown, parsed: boolean): GraphQLError | undefined {
  const upstreamStatus = status;
  // A body status of 302 means the API's session is gone, whatever the HTTP status says.
  if (parsed && isRecord(body) && Number(body.status) === 302) {
    return gatewayError(ErrorCode.SessionExpired, apiMessage(body) ?? Messages.sessionExpired, { upstreamStatus });
  }
  if (status === 401) {
    return gatewayError(ErrorCode.Unauthenticated, apiMessage(body) ?? Messages.unauthenticated, { upstreamStatus });
  }
  if (status === 403) {
    return gatewayError(ErrorCode.Forbidden, apiMessage(body) ?? Messages.forbidden, { upstreamStatus });
  }
  if (status === 422 || status === 400) {
    const fieldErrors = fieldErrorsOf(body);
    const conflicts = conflictsOf(body);
    return gatewayError(ErrorCode.BadUserInput, apiMessage(body) ?? Messages.badInput, {
      upstreamStatus,
      ...(fieldErrors ? { fieldErrors } : {}),
      ...(conflicts ? { conflicts } : {}),
    });
  }
  if (status === 404) {
    return gatewayError(ErrorCode.NotFound, apiMessage(body) ?? Messages.notFound, { upstreamStatus });
  }
  if (status === 502 || status === 503 || status === 504) {
    // A proxy in front of the API telling us it is not there.
    return gatewayError(ErrorCode.UpstreamUnavailable, Messages.unavailable, { upstreamStatus });
  }
  if (status >= 300) {
    return gatewayError(ErrorCode.UpstreamError, apiMessage(body) ?? Messages.upstreamError, { upstreamStatus });
  }
  if (!parsed) {
    return gatewayError(ErrorCode.UpstreamBadResponse, Messages.badResponse, { upstreamStatus });
  }
  return undefined;
}

/** Time-outs, refusals, resets: the API never answered. */
export function errorForFailure(): GraphQLError {
  return gatewayError(ErrorCode.UpstreamUnavailable, Messages.unavailable);
}

/** An answer that parsed but lacks what the field declared it would carry. */
export function missingPayload(path: string, where: string): GraphQLError {
  return gatewayError(ErrorCode.UpstreamBadResponse, `${Messages.badResponse} (${path}: no '${where}')`);
}
