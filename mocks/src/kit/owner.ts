// The owner of a resource's records (a student's authorizations, a funder's plans): which owner a call names, and
// whether the caller may reach a record through its owner.
import type { Request, Response } from 'express';
import type { Db } from '../db/index.js';
import type { Row, Table } from '../db/table.js';
import { notFound, unprocessable } from '../server/replies.js';
import { attributeName, FieldErrors } from '../server/validation.js';
import { parseId } from './ids.js';
import { textParam } from './list-query.js';
import type { OwnerSpec } from './types.js';

export interface Owners {
  /** The live owner of that id the caller may reach. */
  find(req: Request, id: unknown): Row | undefined;
  /** Whether a record's owner is live and the caller may reach it. */
  reaches(req: Request, row: Row): boolean;
  /**
   * The owner a list or create call names: the path's placeholder (404 when none is visible) or the owner field
   * of the parameters (422: required, or invalid); undefined after answering.
   */
  named(req: Request, res: Response, placeholder: string | undefined, params: Record<string, unknown>): Row | undefined;
}

export function ownersOf(spec: OwnerSpec, db: Db): Owners {
  const table: Table<Row> = typeof spec.table === 'string' ? db.table(spec.table) : spec.table(db);
  const find = (req: Request, id: unknown): Row | undefined => {
    const parsed = parseId(id);
    const owner = parsed === undefined ? undefined : table.find(parsed);
    return owner && (spec.visible?.(owner, req) ?? true) ? owner : undefined;
  };
  return {
    find,
    reaches: (req, row) => find(req, (row as unknown as Record<string, unknown>)[spec.field]) !== undefined,
    named(req, res, placeholder, params) {
      if (placeholder !== undefined) {
        const owner = find(req, req.params[placeholder]);
        if (!owner) notFound(res, `${spec.title} not found.`);
        return owner;
      }
      const raw = textParam(params, spec.field);
      const owner = find(req, raw);
      if (!owner) {
        const name = attributeName(spec.field);
        const blank = raw === undefined || raw.trim() === '';
        unprocessable(res, new FieldErrors().add(spec.field, blank ? `The ${name} field is required.` : `The selected ${name} is invalid.`));
      }
      return owner;
    },
  };
}
