// The answers every area gives the Laravel way, spelled once.
import type { Response } from 'express';
import type { FieldErrors } from './validation.js';

export const unauthenticatedBody = { message: 'Unauthenticated.' } as const;
export const sessionExpiredBody = { status: 302, message: 'Session expired' } as const;
export const forbiddenBody = { status: false, message: 'You do not have permission to perform this action.' } as const;

export function unauthenticated(res: Response): void {
  res.status(401).json(unauthenticatedBody);
}

/** An expired or revoked token: HTTP 200 and status 302 in the body, as the practice API does. */
export function sessionExpired(res: Response): void {
  res.status(200).json(sessionExpiredBody);
}

export function forbidden(res: Response): void {
  res.status(403).json(forbiddenBody);
}

export function notFound(res: Response, message = 'Not found.'): void {
  res.status(404).json({ status: false, message });
}

/** 422 with Laravel's summary message: the first error, then "(and N more errors)". */
export function unprocessable(res: Response, errors: FieldErrors, extra: Record<string, unknown> = {}): void {
  res.status(422).json({ message: errors.summary(), ...extra, errors: errors.toJSON() });
}

export function ok(res: Response, body: Record<string, unknown>): void {
  res.status(200).json({ status: true, ...body });
}
