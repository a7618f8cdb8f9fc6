// defineResource: one declaration gives a resource its whole Laravel-style lifecycle — paged list, lookup list,
// detail, create, update, soft delete, deleted list, restore and permanent delete — with the API's answers.
import type { Request, RequestHandler, Response, Router } from 'express';
import type { NewRow, Row, Table } from '../db/table.js';
import type { AreaContext } from '../server/area.js';
import { notFound, ok, unprocessable } from '../server/replies.js';
import { FieldErrors } from '../server/validation.js';
import { endpoint, placeholders, registerEndpoint, type Endpoint, type HttpMethod } from './endpoint.js';
import { operationPermission, permissionGuards } from './guards.js';
import { parseId, readIds } from './ids.js';
import { readInput } from './input.js';
import { readListQuery, textParam } from './list-query.js';
import { applyFilters, applySearch, applySort } from './list-rows.js';
import { paginate } from './paginate.js';
import type { Operation, Resource, ResourceSpec } from './types.js';
import { validateRecord } from './validate-record.js';

export const defaultPerPage = 50;

const defaultMethods: Record<Operation, HttpMethod> = {
  list: 'GET',
  all: 'GET',
  detail: 'GET',
  create: 'POST',
  update: 'PUT',
  remove: 'DELETE',
  deleted: 'GET',
  restore: 'POST',
  permanentDelete: 'POST',
};

const operationsNeedingId: readonly Operation[] = ['detail', 'update', 'remove'];

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function defineResource<T extends Row>(spec: ResourceSpec<T>): Resource<T> {
  const title = spec.title ?? capitalise(spec.name);
  const perPageDefault = spec.defaultPerPage ?? defaultPerPage;
  const endpoints = new Map<Operation, Endpoint>();
  for (const [operation, given] of Object.entries(spec.paths) as [Operation, ResourceSpec<T>['paths'][Operation]][]) {
    if (given === undefined) continue;
    const target = endpoint(given, defaultMethods[operation]);
    if (operationsNeedingId.includes(operation) && placeholders(target.path).length === 0) {
      throw new Error(`${spec.name}.${operation}: the path ${target.path} needs an {id} placeholder`);
    }
    endpoints.set(operation, target);
  }

  function register(router: Router, { db, auth }: AreaContext): void {
    const table: Table<T> = db.defineTable<T>(spec.table, spec.seed);

    /** The row named by the path's (last) placeholder, or undefined after answering 404. */
    function rowOf(req: Request, res: Response, target: Endpoint): T | undefined {
      const name = placeholders(target.path).at(-1)!;
      const id = parseId(req.params[name]);
      const row = id === undefined ? undefined : table.find(id);
      if (!row) notFound(res, `${title} not found.`);
      return row;
    }

    function listOf(rows: T[], req: Request) {
      const query = readListQuery(req, perPageDefault);
      const filtered = applySearch(applyFilters(rows, spec.filters, query.params), spec.searchable ?? [], query.search);
      return paginate(applySort(filtered, query), query.page, query.perPage);
    }

    function bulk(req: Request, res: Response, pool: () => T[], act: (row: T) => void, verb: string): void {
      const ids = readIds(req.body ?? req.query);
      if (!ids) {
        unprocessable(res, new FieldErrors().add('ids', 'The id or ids field is required.'));
        return;
      }
      const wanted = new Set(ids);
      const rows = pool().filter((row) => wanted.has(row.id));
      if (rows.length === 0) {
        notFound(res, `${title} not found.`);
        return;
      }
      for (const row of rows) act(row);
      ok(res, { message: `${title} ${verb} successfully.`, data: { ids: rows.map((row) => row.id) } });
    }

    const handlers: Record<Operation, (target: Endpoint) => RequestHandler> = {
      list: () => (req, res) => ok(res, { data: listOf(table.active(), req) }),
      all: () => (_req, res) => ok(res, { data: table.active() }),
      detail: (target) => (req, res) => {
        const row = rowOf(req, res, target);
        if (row) ok(res, { data: row });
      },
      create: () => (req, res) => {
        const input = { ...spec.defaults, ...readInput<T>(req.body, spec) } as Partial<T>;
        const errors = validateRecord(table, spec, input);
        if (!errors.empty) {
          unprocessable(res, errors);
          return;
        }
        const row = table.insert(input as unknown as NewRow<T>);
        ok(res, { message: `${title} created successfully.`, data: row });
      },
      update: (target) => (req, res) => {
        const existing = rowOf(req, res, target);
        if (!existing) return;
        const input = readInput<T>(req.body, spec);
        const errors = validateRecord(table, spec, input, existing);
        if (!errors.empty) {
          unprocessable(res, errors);
          return;
        }
        const row = table.update(existing.id, input);
        ok(res, { message: `${title} updated successfully.`, data: row });
      },
      remove: (target) => (req, res) => {
        const existing = rowOf(req, res, target);
        if (!existing) return;
        const row = table.softDelete(existing.id);
        const redirectTo = textParam(req.query as Record<string, unknown>, 'redirect_to');
        ok(res, {
          message: `${title} deleted successfully.`,
          data: row,
          ...(redirectTo !== undefined ? { redirect_to: redirectTo } : {}),
        });
      },
      deleted: () => (req, res) => ok(res, { data: listOf(table.deleted(), req) }),
      restore: () => (req, res) => bulk(req, res, () => table.deleted(), (row) => table.restore(row.id), 'restored'),
      permanentDelete: () => (req, res) =>
        bulk(req, res, () => table.deleted(), (row) => table.purge(row.id), 'permanently deleted'),
    };

    for (const [operation, target] of endpoints) {
      registerEndpoint(router, target, [...permissionGuards(auth, operationPermission(spec.permission, operation)), handlers[operation](target)]);
    }
  }

  return { name: spec.name, spec, register };
}
