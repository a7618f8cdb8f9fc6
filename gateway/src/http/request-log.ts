// Each request's id (the caller's X-Request-Id when it is a plain token, a new UUID otherwise), echoed in the answer
// and given to every log line of the request and to its calls to the API, and one log line when the answer is sent.
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from '../log.js';

const requestIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

/** Names the request before anything else runs: res.locals.requestId, and when it came. */
export function nameRequest(req: Request, res: Response): void {
  const given = req.headers['x-request-id'];
  res.locals.requestId = typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
  res.locals.receivedAt = performance.now();
}

/** The X-Request-Id header and the request's log line. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = String(res.locals.requestId);
    const received = Number(res.locals.receivedAt);
    res.setHeader('x-request-id', id);
    // The path only (read now, before a mount point rewrites it): a GET's query string can carry a GraphQL document
    // and its variables.
    const { method, path } = req;
    res.once('finish', () =>
      logger.info('request', { requestId: id, method, path, status: res.statusCode, ms: Math.round(performance.now() - received) }),
    );
    next();
  };
}
