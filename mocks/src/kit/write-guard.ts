// Rules a resource needs beyond the kit's required and unique: checked before the resource's own create and update
// handlers, which run only when the guard lets the request through. A guard is registered before its resource (Express
// runs routes in registration order) and may rewrite the body the resource then reads: ids named by `references` become
// numbers (references.ts), and `normalise` may fill a value (a missing end date takes the start date). One answer lists
// every error: required, references, the guard's own rules.
import type { Request, RequestHandler, Router } from 'express';
import type { Db } from '../db/index.js';
import type { Row } from '../db/table.js';
import type { AreaContext } from '../server/area.js';
import { unprocessable } from '../server/replies.js';
import { FieldErrors, isBlank } from '../server/validation.js';
import { endpoint, placeholders, registerEndpoint, type EndpointSpec } from './endpoint.js';
import { operationGuards } from './guards.js';
import { parseId } from './ids.js';
import { readInput } from './input.js';
import { checkReferences, type ReferenceRule } from './references.js';
import type { AccessGuards, PermissionSpec, ResourceSpec } from './types.js';

export interface GuardContext {
  db: Db;
  /** The row an update changes; undefined on create. */
  existing: Row | undefined;
}

export interface WriteGuardSpec {
  /** The resource's table. */
  table: string;
  /** The resource's create and update calls (POST and PUT unless given). */
  paths: { create?: EndpointSpec; update?: EndpointSpec };
  /** A resource's permission (one per operation, or one for all); null: any signed-in user. */
  permission: PermissionSpec;
  /** A resource's own guards, in place of the permission's. */
  access?: AccessGuards | undefined;
  /** Checked here too, so that one answer lists every error. */
  required?: readonly string[];
  /** Ids that must name live rows of another table (Laravel's `exists`); they reach the resource as numbers. */
  references?: readonly ReferenceRule[];
  /** Rewrites the body in place before the checks (and before the resource reads it). */
  normalise?: (body: Record<string, unknown>, context: GuardContext) => void;
  /** Adds errors for the record as it would be saved (the existing row with the body's values over it). */
  check?: (values: Record<string, unknown>, errors: FieldErrors, context: GuardContext) => void;
}

function bodyOf(req: Request): Record<string, unknown> {
  if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) req.body = {};
  return req.body as Record<string, unknown>;
}

/** What a guard of a resource's writes takes from the resource: its table, create and update calls, permission. */
export function writesOf(
  spec: Pick<ResourceSpec<Row>, 'table' | 'paths' | 'permission' | 'access'>,
): Pick<WriteGuardSpec, 'table' | 'paths' | 'permission' | 'access'> {
  return { table: spec.table, paths: spec.paths, permission: spec.permission, access: spec.access };
}

export function registerWriteGuard(router: Router, { db, auth }: AreaContext, spec: WriteGuardSpec): void {
  const guards = (operation: 'create' | 'update') => operationGuards(auth, spec, operation);
  const check =
    (placeholder: string | undefined): RequestHandler =>
    (req, res, next) => {
      let existing: Row | undefined;
      if (placeholder !== undefined) {
        const id = parseId(req.params[placeholder]);
        existing = id === undefined ? undefined : db.table(spec.table).find(id);
        // A missing record is the resource's 404 to give.
        if (!existing) return next();
      }
      const context = { db, existing };
      spec.normalise?.(bodyOf(req), context);
      const errors = new FieldErrors();
      const body = checkReferences(db, bodyOf(req), spec.references ?? [], errors);
      req.body = body;
      const values: Record<string, unknown> = { ...existing, ...readInput(body, {}) };
      errors.required(values, spec.required ?? []);
      spec.check?.(values, errors, context);
      if (errors.empty) next();
      else unprocessable(res, errors);
    };
  if (spec.paths.create !== undefined) registerEndpoint(router, endpoint(spec.paths.create, 'POST'), [...guards('create'), check(undefined)]);
  if (spec.paths.update !== undefined) {
    const target = endpoint(spec.paths.update, 'PUT');
    registerEndpoint(router, target, [...guards('update'), check(placeholders(target.path).at(-1))]);
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.trim().toLowerCase() === b.trim().toLowerCase();
  return String(a) === String(b);
}

/**
 * Laravel's `unique` scoped to a parent (a holiday's name within its school): no other live row has the same values
 * in every one of `fields` and the same `scope`. The error goes on the first field.
 */
export function checkUniqueWithin(
  values: Record<string, unknown>,
  errors: FieldErrors,
  context: GuardContext,
  table: string,
  scope: string,
  fields: readonly string[],
): void {
  if (fields.some((field) => isBlank(values[field]) || errors.has(field)) || isBlank(values[scope])) return;
  const clash = context.db
    .table(table)
    .active()
    .some((row) => {
      const record = row as unknown as Record<string, unknown>;
      return (
        row.id !== context.existing?.id && sameValue(record[scope], values[scope]) && fields.every((field) => sameValue(record[field], values[field]))
      );
    });
  if (clash) errors.taken(fields[0]!);
}
