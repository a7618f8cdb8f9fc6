// Requests refused before GraphQL sees them (a JSON body over the cap or not JSON at all, a multipart request that
// breaks graphql-upload's limits) still get a GraphQL error with a code, not Express's HTML error page.
import type { ErrorRequestHandler, Response } from 'express';
import type { Logger } from '../log.js';
import { answersLegacyJson } from './legacy-json-status.js';

export const BodyErrorCode = {
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  BadRequest: 'BAD_REQUEST',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  Internal: 'INTERNAL_SERVER_ERROR',
} as const;

interface HttpishError {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  expose?: unknown;
  message?: unknown;
  limit?: unknown;
}

export function sendGraphQLError(res: Response, status: number, code: string, message: string): void {
  // GraphQL over HTTP: the newer media type when the client prefers it, ranked as every other answer's.
  const type = answersLegacyJson(res.req.header('accept')) ? 'application/json' : 'application/graphql-response+json';
  res
    .status(status)
    .type(`${type}; charset=utf-8`)
    .send(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}

export function bodyErrorHandler(limits: { maxJsonBodyBytes: number }, log?: Logger): ErrorRequestHandler {
  return (error: HttpishError, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = Number(error?.status ?? error?.statusCode);
    if (!Number.isInteger(status) || status < 400 || status > 499) {
      // Not the caller's fault: said plainly, without the details, which go to the log.
      log?.error('request failed', {
        requestId: String(res.locals.requestId ?? ''),
        message: typeof error?.message === 'string' ? error.message : 'unknown',
      });
      sendGraphQLError(res, 500, BodyErrorCode.Internal, 'Internal server error');
      return;
    }
    if (error.type === 'entity.too.large') {
      sendGraphQLError(
        res,
        413,
        BodyErrorCode.PayloadTooLarge,
        `The request body is larger than the ${Math.round(limits.maxJsonBodyBytes / 1024)} KB allowed.`,
      );
    } else if (error.type === 'entity.parse.failed') {
      sendGraphQLError(res, 400, BodyErrorCode.BadRequest, 'The request body is not valid JSON.');
    } else if (error.type === 'encoding.unsupported' || error.type === 'charset.unsupported') {
      sendGraphQLError(res, 415, BodyErrorCode.UnsupportedMediaType, 'The request body must be UTF-8 encoded JSON or multipart form data.');
    } else {
      // graphql-upload's own refusals (too many files, a field over its size, a malformed multipart request).
      const message = error.expose === true && typeof error.message === 'string' ? error.message : 'The request could not be read.';
      sendGraphQLError(res, status, status === 413 ? BodyErrorCode.PayloadTooLarge : BodyErrorCode.BadRequest, message);
    }
  };
}
