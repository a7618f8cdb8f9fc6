// Every request's way in, in front of Express. What every answer needs (security headers, the request id and its log
// line) and what every /graphql answer needs (CORS, no-store, the JSON body read within its cap) runs here once; a
// listed query is then answered by the trusted lane, and everything else goes on to Express. Express's router walks
// each of its layers for every request, which on a small listed query costs as much as running the query; the lane
// skips it. Express's request and response methods are put in place first, as Express itself does, so the same
// middleware serves both ways and Express finds everything already set when a request goes on to it.
//
// On a POST to /graphql, the answer's headers are set once the request's first calls to the API have left (the next
// turn of the event loop), while the API works on them, and in any case before anything is written: they do not
// delay the calls.
import type { IncomingMessage, RequestListener } from 'node:http';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';

/** Middleware that answers or calls next() before it returns: headers, ids, a CORS preflight. */
export type ImmediateStep = RequestHandler;

/** Sets the answer's headers now if they are not set yet; the lane calls it before it writes. */
export type HeadersReady = () => void;

export interface FrontDoorOptions {
  app: Express;
  /** Before anything else, for every request: what the request's handling needs (its id). */
  first: (req: Request, res: Response) => void;
  /** For every request, in order. */
  everyRequest: readonly ImmediateStep[];
  /** For every request to /graphql after those, in order. */
  graphql: readonly ImmediateStep[];
  /** Reads a POST's JSON body into req.body; other bodies it leaves to Express. */
  readBody: RequestHandler;
  /** Answers the request, after calling `ready`, or calls next() to hand it on to Express. */
  lane: (req: Request, res: Response, next: NextFunction, ready: HeadersReady) => void;
}

const graphqlPath = /^\/graphql(?:[/?#]|$)/i;

export class FrontDoor {
  /** What went wrong in front of Express, raised again as Express's first step. */
  private readonly failures = new WeakMap<IncomingMessage, unknown>();

  constructor(private readonly options: FrontDoorOptions) {}

  listener(): RequestListener {
    return (incoming, outgoing) => {
      const { app } = this.options;
      const req = incoming as Request;
      const res = outgoing as Response;
      // As Express's app.handle sets them; it sets them again, to the same, when the request goes on to it.
      req.res = res;
      res.req = req;
      Object.setPrototypeOf(req, app.request);
      Object.setPrototypeOf(res, app.response);
      res.locals ??= Object.create(null) as Record<string, unknown>;
      try {
        this.options.first(req, res);
        const graphql = graphqlPath.test(req.url ?? '');
        if (req.method !== 'POST' || !graphql) {
          if (!this.run(this.options.everyRequest, req, res)) return;
          if (graphql && !this.run(this.options.graphql, req, res)) return;
          app(req, res);
          return;
        }
      } catch (thrown) {
        this.handOn(req, res, thrown);
        return;
      }
      this.post(req, res);
    };
  }

  /** Express's first step: a failure in front of it goes on to Express's error handlers. */
  raiseFailure(): RequestHandler {
    return (req, _res, next) => {
      if (!this.failures.has(req)) return next();
      const failure = this.failures.get(req);
      this.failures.delete(req);
      next(failure);
    };
  }

  private post(req: Request, res: Response): void {
    let headers: 'pending' | 'set' | { failed: unknown } = 'pending';
    const ready: HeadersReady = () => {
      if (headers !== 'pending') return;
      try {
        // Neither step answers a POST: CORS answers only a preflight.
        this.run(this.options.everyRequest, req, res);
        this.run(this.options.graphql, req, res);
        headers = 'set';
      } catch (thrown) {
        headers = { failed: thrown };
      }
    };
    const goOn = (error?: unknown) => {
      ready();
      this.handOn(req, res, error ?? (typeof headers === 'object' ? headers.failed : undefined));
    };
    setImmediate(() => {
      if (!res.headersSent) ready();
    });
    this.options.readBody(req, res, (error?: unknown) => {
      if (error !== undefined) return goOn(error);
      try {
        this.options.lane(req, res, goOn, () => {
          ready();
          if (typeof headers === 'object') throw headers.failed;
        });
      } catch (thrown) {
        goOn(thrown);
      }
    });
  }

  /** To Express, with what went wrong in front of it, if anything. */
  private handOn(req: Request, res: Response, failure?: unknown): void {
    if (failure !== undefined) this.failures.set(req, failure);
    this.options.app(req, res);
  }

  /** False when a step answered instead of handing on; a step that hands on later is a fault. */
  private run(steps: readonly ImmediateStep[], req: Request, res: Response): boolean {
    for (const step of steps) {
      let handedOn = false;
      step(req, res, (error?: unknown) => {
        if (error !== undefined) throw error;
        handedOn = true;
      });
      if (!handedOn) {
        if (!res.headersSent && !res.writableEnded) throw new Error('a front-door step neither answered nor handed on');
        return false;
      }
    }
    return true;
  }
}
