// Who is calling: the bearer token is checked against the token store. A missing or unknown token is 401; an
// expired or revoked one is HTTP 200 with status 302 in the body. A permission is held when an entry's label or
// sub_label names it, and the Super Admin holds every one.
import type { Request, RequestHandler } from 'express';
import { holdsPermission } from '../areas/auth/permissions.js';
import type { Db, User } from '../db/index.js';
import { forbidden, sessionExpired, unauthenticated } from './replies.js';
import type { Session, TokenStore } from './tokens.js';

export interface Caller {
  session: Session;
  user: User;
}

const callers = new WeakMap<Request, Caller>();

/** The token of an `Authorization: Bearer <token>` header; undefined when there is none. */
export function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** The signed-in caller; only inside routes behind `auth.required`. */
export function callerOf(req: Request): Caller {
  const caller = callers.get(req);
  if (!caller) throw new Error('callerOf() on a route without auth.required');
  return caller;
}

/** The caller behind `auth.optional`, or null for an anonymous request. */
export function optionalCallerOf(req: Request): Caller | null {
  return callers.get(req) ?? null;
}

export interface Auth {
  /** A valid session is needed. */
  required: RequestHandler;
  /** Anonymous is fine; a token that was issued but expired or was revoked still answers status 302. */
  optional: RequestHandler;
  /** Passes a Super Admin, or a user holding an entry whose label or sub_label is the name. */
  requirePermission(name: string): RequestHandler;
}

export function createAuth(tokens: TokenStore, db: Db): Auth {
  type Outcome = { kind: 'caller'; caller: Caller } | { kind: 'missing' | 'unknown' | 'expired' };

  function identify(req: Request): Outcome {
    const token = bearerToken(req);
    if (!token) return { kind: 'missing' };
    const check = tokens.check(token);
    if (check.state === 'unknown') return { kind: 'unknown' };
    if (check.state !== 'valid') return { kind: 'expired' };
    const user = db.users.find(check.session.userId);
    // A user deleted since sign-in no longer has a session.
    if (!user) return { kind: 'expired' };
    return { kind: 'caller', caller: { session: check.session, user } };
  }

  return {
    required(req, res, next) {
      const outcome = identify(req);
      if (outcome.kind === 'caller') {
        callers.set(req, outcome.caller);
        next();
      } else if (outcome.kind === 'expired') {
        sessionExpired(res);
      } else {
        unauthenticated(res);
      }
    },
    optional(req, res, next) {
      const outcome = identify(req);
      if (outcome.kind === 'expired') {
        sessionExpired(res);
        return;
      }
      if (outcome.kind === 'caller') callers.set(req, outcome.caller);
      next();
    },
    requirePermission(name) {
      return (req, res, next) => {
        const caller = callers.get(req);
        if (!caller) {
          unauthenticated(res);
        } else if (holdsPermission(caller.user, name)) {
          next();
        } else {
          forbidden(res);
        }
      };
    },
  };
}
