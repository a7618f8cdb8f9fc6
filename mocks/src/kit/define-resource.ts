// defineResource: one declaration gives a resource its whole Laravel-style lifecycle — paged list, lookup list,
// detail, create, update, soft delete, deleted list, restore and permanent delete — with the API's answers; records
// that belong to a parent record are the same resource with an owner, and what a resource does beyond that is hooks.
import type { Request, RequestHandler, Response, Router } from 'express';
import type { NewRow, Row, Table } from '../db/table.js';
import type { AreaContext } from '../server/area.js';
import { notFound, ok, unprocessable } from '../server/replies.js';
import { FieldErrors } from '../server/validation.js';
import { endpoint, placeholders, registerEndpoint, type Endpoint } from './endpoint.js';
import { defaultMethods } from './described-resource.js';
import { resolveResource } from './resolve-resource.js';
import { registerExport } from './export.js';
import { operationGuards } from './guards.js';
import { registerImport } from './import.js';
import { parseId, readIds } from './ids.js';
import { readInput } from './input.js';
import { listParams, readListQuery, textParam } from './list-query.js';
import { applyFilters, applySearch, applySort } from './list-rows.js';
import { ownersOf } from './owner.js';
import { paginate } from './paginate.js';
import type { HookContext, Operation, Resource, ResourceDeclaration, ResourceParts, ResourceSpec, WriteEvent } from './types.js';
import { validateRecord } from './validate-record.js';

export const defaultPerPage = 50;

const operationsNeedingId: readonly Operation[] = ['detail', 'update', 'remove'];

const rowKeys = ['id', 'created_at', 'updated_at', 'deleted_at'] as const;

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The values a write saves: never the row's own keys. */
function savable<T extends Row>(values: Partial<T>): Partial<Omit<T, 'id'>> {
  const copy: Record<string, unknown> = { ...values };
  for (const key of rowKeys) delete copy[key];
  return copy as Partial<Omit<T, 'id'>>;
}

function isTrue(text: string | undefined): boolean {
  return text === '1' || text?.toLowerCase() === 'true';
}

export function defineResource<T extends Row>(declaration: ResourceDeclaration<T>): Resource<T> {
  const spec: ResourceSpec<T> = resolveResource(declaration);
  const title = spec.title ?? capitalise(spec.name);
  const perPageDefault = spec.defaultPerPage ?? defaultPerPage;
  const hooks = spec.hooks ?? {};
  const endpoints = new Map<Operation, Endpoint>();
  for (const [operation, given] of Object.entries(spec.paths) as [Operation, ResourceSpec<T>['paths'][Operation]][]) {
    if (given === undefined) continue;
    const target = endpoint(given, defaultMethods[operation]);
    if (operationsNeedingId.includes(operation) && placeholders(target.path).length === 0) {
      throw new Error(`${spec.name}.${operation}: the path ${target.path} needs an {id} placeholder`);
    }
    endpoints.set(operation, target);
  }

  function register(router: Router, context: AreaContext): void {
    const { db, auth } = context;
    const table: Table<T> = db.defineTable<T>(spec.table, spec.seed ? (faker) => spec.seed!(faker, db) : undefined);
    const owners = spec.owner ? ownersOf(spec.owner, db) : undefined;
    const guards = (operation: Operation) => operationGuards(auth, spec, operation);
    const visible = (req: Request, row: T) => (hooks.visible?.(row, req) ?? true) && (owners?.reaches(req, row) ?? true);
    const presenter = (rows?: readonly T[]): ((row: T) => unknown) => hooks.present?.(db, rows) ?? ((row) => row);
    const hookContext = (req: Request, extra: Partial<HookContext<T>> = {}): HookContext<T> => ({ db, req, table, ...extra });
    const after = (event: WriteEvent, row: T, req: Request, input?: Partial<T>) =>
      hooks.after?.(event, row, { ...hookContext(req), ...(input ? { input } : {}) });

    /** The live, visible row named by a path parameter, or undefined after answering 404. */
    function rowOf(req: Request, res: Response, parameter = 'id'): T | undefined {
      const id = parseId(req.params[parameter]);
      const row = id === undefined ? undefined : table.find(id);
      if (row && visible(req, row)) return row;
      notFound(res, `${title} not found.`);
      return undefined;
    }
    const rowAt = (target: Endpoint) => (req: Request, res: Response) => rowOf(req, res, placeholders(target.path).at(-1));

    /** The rows a list call answers: the hook's query, or filters, search and sort. */
    function listed(req: Request, pool: () => T[]): T[] | FieldErrors {
      if (hooks.query) {
        const rows = hooks.query(req, pool, db);
        return rows instanceof FieldErrors ? rows : rows.filter((row) => visible(req, row));
      }
      const query = readListQuery(req, perPageDefault);
      const rows = pool().filter((row) => visible(req, row));
      const found = applySearch(applyFilters(rows, spec.filters, query.params), spec.searchable ?? [], query.search);
      return query.sortField !== undefined || !spec.order ? applySort(found, query) : [...found].sort(spec.order);
    }

    function answerList(req: Request, res: Response, pool: () => T[]): void {
      const rows = listed(req, pool);
      if (rows instanceof FieldErrors) {
        unprocessable(res, rows);
        return;
      }
      if (spec.unpaged) {
        ok(res, { data: rows.map(presenter(rows)) });
        return;
      }
      const query = readListQuery(req, perPageDefault);
      const page = paginate(rows, query.page, query.perPage);
      ok(res, { data: { ...page, data: page.data.map(presenter(page.data)) } });
    }

    /** A list call over the live (or deleted) rows: the owner's when owned (named by the path or a parameter). */
    const listHandler =
      (target: Endpoint, deleted: boolean, where?: (row: T) => boolean): RequestHandler =>
      (req, res) => {
        const params = listParams(req);
        const flagged = spec.deletedParam !== undefined && isTrue(textParam(params, spec.deletedParam));
        const owner = owners?.named(req, res, placeholders(target.path).at(-1), params);
        if (owners && !owner) return;
        const field = spec.owner?.field as keyof T;
        const belongs = (row: T) => (!owner || row[field] === owner.id) && (!where || where(row));
        // Read when the rows are asked for: a query hook may first bring the table up to date.
        answerList(req, res, () => (deleted || flagged ? table.deleted() : table.active()).filter(belongs));
      };

    /** Saves a create or an update: the kit's rules, the hook's, then the write; 422 lists every error. */
    function save(req: Request, res: Response, input: Partial<T>, extra: Partial<HookContext<T>>): T | undefined {
      const errors = validateRecord(table, spec, input, extra.existing);
      const values = hooks.beforeSave ? hooks.beforeSave(input, errors, hookContext(req, extra)) : input;
      if (!errors.empty) {
        unprocessable(res, errors);
        return undefined;
      }
      return extra.existing ? table.update(extra.existing.id, savable(values))! : table.insert(savable(values) as unknown as NewRow<T>);
    }

    const readBody = (req: Request): Partial<T> => (hooks.read ? hooks.read(req.body) : readInput<T>(req.body, spec));

    /** Restore or permanent delete of the soft-deleted rows named by {id} or {ids}. */
    function bulk(req: Request, res: Response, act: (row: T) => void, event: WriteEvent, verb: string): void {
      const ids = readIds(req.body ?? req.query);
      if (!ids) {
        unprocessable(res, new FieldErrors().add('ids', 'The id or ids field is required.'));
        return;
      }
      const wanted = new Set(ids);
      const rows = table.deleted().filter((row) => wanted.has(row.id) && visible(req, row));
      if (rows.length === 0) {
        notFound(res, `${title} not found.`);
        return;
      }
      for (const row of rows) {
        act(row);
        after(event, row, req);
      }
      ok(res, { message: `${title} ${verb} successfully.`, data: { ids: rows.map((row) => row.id) } });
    }

    const handlers: Record<Operation, (target: Endpoint) => RequestHandler> = {
      list: (target) => listHandler(target, false),
      all: () => (req, res) => {
        const rows = table.active().filter((row) => visible(req, row));
        ok(res, { data: rows.map(presenter(rows)) });
      },
      detail: (target) => (req, res) => {
        const row = rowAt(target)(req, res);
        if (row) ok(res, { data: presenter([row])(row) });
      },
      create: (target) => (req, res) => {
        let owner: Row | undefined;
        if (owners) {
          owner = owners.named(req, res, placeholders(target.path).at(-1), listParams(req));
          if (!owner) return;
        }
        const input = { ...spec.defaults, ...readBody(req), ...(owner ? { [spec.owner!.field]: owner.id } : {}) } as Partial<T>;
        const row = save(req, res, input, { owner });
        if (!row) return;
        after('created', row, req, input);
        ok(res, { message: `${title} created successfully.`, data: presenter([row])(row) });
      },
      update: (target) => (req, res) => {
        const existing = rowAt(target)(req, res);
        if (!existing) return;
        const input = readBody(req);
        // A record stays with its owner.
        if (spec.owner) delete (input as Record<string, unknown>)[spec.owner.field];
        const row = save(req, res, input, { existing });
        if (!row) return;
        after('updated', row, req, input);
        ok(res, { message: `${title} updated successfully.`, data: presenter([row])(row) });
      },
      remove: (target) => (req, res) => {
        const existing = rowAt(target)(req, res);
        if (!existing) return;
        const row = table.softDelete(existing.id)!;
        after('deleted', row, req);
        const redirectTo = textParam(req.query as Record<string, unknown>, 'redirect_to');
        ok(res, {
          message: `${title} deleted successfully.`,
          data: presenter([row])(row),
          ...(redirectTo !== undefined ? { redirect_to: redirectTo } : {}),
        });
      },
      deleted: (target) => listHandler(target, true),
      restore: () => (req, res) => bulk(req, res, (row) => table.restore(row.id), 'restored', 'restored'),
      permanentDelete: () => (req, res) => bulk(req, res, (row) => table.purge(row.id), 'purged', 'permanently deleted'),
    };

    const parts: ResourceParts<T> = { spec, table, guards, visible, rowOf, presenter };
    hooks.routes?.(router, context, parts);
    for (const [operation, target] of endpoints) {
      registerEndpoint(router, target, [...guards(operation), handlers[operation](target)]);
    }
    for (const scoped of spec.scopedLists ?? []) {
      const target = endpoint(scoped.path, 'GET');
      registerEndpoint(router, target, [...guards('list'), listHandler(target, false, scoped.where)]);
    }
    if (spec.export) registerExport(router, context, { ...spec.export, resource: spec });
    if (spec.import) registerImport(router, context, { ...spec.import, resource: spec });
  }

  return { name: spec.name, spec, register };
}
