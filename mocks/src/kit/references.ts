// Laravel's `exists` rule for the ids a write names (a service's service_line_id, a package's service_ids): each
// id must be a row of the other table that is not deleted. Ids sent as text (forms, multipart) become numbers,
// so the saved record holds the same type whatever the client sent.
import type { RequestHandler } from 'express';
import type { Db } from '../db/index.js';
import { unprocessable } from '../server/replies.js';
import { attributeName, FieldErrors, isBlank } from '../server/validation.js';
import { parseId } from './ids.js';

export interface ReferenceRule {
  /** The body field that holds the id (or ids). */
  field: string;
  /** The table the id must name a live row of. */
  table: string;
  /** The field holds a list of ids (an array, or a comma list). */
  many?: boolean;
}

function idList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',').filter((part) => part.trim() !== '');
  return [value];
}

export function invalidReferenceMessage(field: string): string {
  return `The selected ${attributeName(field)} is invalid.`;
}

/**
 * Checks the rules against a body; adds an error per bad field and answers the body with ids as numbers. Blank
 * fields are left alone: whether they are required is the resource's rule.
 */
export function checkReferences(
  db: Db,
  body: Record<string, unknown>,
  rules: readonly ReferenceRule[],
  errors: FieldErrors,
): Record<string, unknown> {
  const out = { ...body };
  for (const rule of rules) {
    const value = body[rule.field];
    // A list sent empty or null means none.
    if (rule.many && value === null) out[rule.field] = [];
    if (rule.many ? value === undefined || value === null : isBlank(value)) continue;
    const table = db.table(rule.table);
    const ids = (rule.many ? idList(value) : [value]).map(parseId);
    if (ids.some((id) => id === undefined || !table.find(id))) {
      errors.add(rule.field, invalidReferenceMessage(rule.field));
      continue;
    }
    out[rule.field] = rule.many ? [...new Set(ids as number[])] : ids[0];
  }
  return out;
}

/** Middleware for create and update calls: 422 for an unknown id, otherwise the body's ids as numbers. */
export function referenceGuard(db: Db, rules: readonly ReferenceRule[]): RequestHandler {
  return (req, res, next) => {
    const body = typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
    const errors = new FieldErrors();
    const checked = checkReferences(db, body, rules, errors);
    if (!errors.empty) {
      unprocessable(res, errors);
      return;
    }
    req.body = checked;
    next();
  };
}
