// Exports: the rows of a list written as a real CSV file, kept in memory by the stand-in and served at
// GET /files/exports/<name> (outside /api/, the way the API hands out storage URLs). The export call answers
// {status: true, data: {url, file_name}}.
//
// A resource declares one with registerExport(router, context, {path, resource, columns}); the call takes the
// list's search, filters and sort and exports every matching row, unpaged.
import { randomBytes } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import type { Db } from '../db/index.js';
import type { Row, Table } from '../db/table.js';
import type { AreaContext } from '../server/area.js';
import { ok } from '../server/replies.js';
import { endpoint, registerEndpoint, type EndpointSpec } from './endpoint.js';
import { readListQuery } from './list-query.js';
import { applyFilters, applySearch, applySort } from './list-rows.js';
import type { PermissionSpec, ResourceSpec } from './types.js';

/** Where exported files are served, on the stand-in's origin. */
export const exportsPath = '/files/exports/';

/** Older files are dropped beyond this many, so a long benchmark never grows the stand-in without bound. */
export const maxKeptExports = 200;

/** A column: a record field (its name is the header), or a header and how to read the cell. */
export type ExportColumn<T> = (keyof T & string) | { header: string; value: (row: T) => unknown };

export interface ExportedFile {
  name: string;
  contentType: string;
  content: Buffer;
  createdAt: string;
}

/** The files one stand-in has exported, by name. */
export class ExportFiles {
  readonly #files = new Map<string, ExportedFile>();

  put(file: ExportedFile): void {
    this.#files.set(file.name, file);
    while (this.#files.size > maxKeptExports) this.#files.delete(this.#files.keys().next().value!);
  }

  get(name: string): ExportedFile | undefined {
    return this.#files.get(name);
  }

  get size(): number {
    return this.#files.size;
  }
}

// One store per stand-in (its Db), so two stand-ins in one process never see each other's files.
const stores = new WeakMap<Db, ExportFiles>();

export function exportFilesOf(db: Db): ExportFiles {
  let store = stores.get(db);
  if (!store) {
    store = new ExportFiles();
    stores.set(db, store);
  }
  return store;
}

/** A cell as text. Text a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join(', ');
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const number = typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(text);
  return !number && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function quoted(text: string): string {
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header row and CRLF line ends; a byte-order mark so spreadsheets read it as UTF-8. */
export function toCsv(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [headers, ...rows].map((cells) => cells.map((cell) => quoted(cellText(cell))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function columnHeader<T>(column: ExportColumn<T>): string {
  return typeof column === 'string' ? column : column.header;
}

export function columnValue<T>(column: ExportColumn<T>, row: T): unknown {
  return typeof column === 'string' ? row[column as keyof T] : column.value(row);
}

export function rowsToCsv<T>(rows: readonly T[], columns: readonly ExportColumn<T>[]): string {
  return toCsv(
    columns.map(columnHeader),
    rows.map((row) => columns.map((column) => columnValue(column, row))),
  );
}

function stamp(now: Date): string {
  return now.toISOString().replace(/\D/g, '').slice(0, 14);
}

/** 'Service List' → 'service-list'. */
function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'export';
}

/** The absolute URL of an exported file, on the origin the request reached. */
export function exportUrl(req: Request, name: string): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}${exportsPath}${encodeURIComponent(name)}`;
}

/**
 * Stores CSV text under a fresh, unguessable name (`<base>-<yyyymmddhhmmss>-<random>.csv`) and answers the call
 * with its URL, as the API does.
 */
export function sendCsvExport(req: Request, res: Response, db: Db, baseName: string, csv: string): void {
  const now = new Date();
  const name = `${slug(baseName)}-${stamp(now)}-${randomBytes(6).toString('hex')}.csv`;
  exportFilesOf(db).put({ name, contentType: 'text/csv; charset=utf-8', content: Buffer.from(csv, 'utf8'), createdAt: now.toISOString() });
  ok(res, { message: 'Export generated successfully.', data: { url: exportUrl(req, name), file_name: name } });
}

export interface ExportSpec<T extends Row> {
  /** The export call; GET unless given. */
  path: EndpointSpec;
  /** The resource whose rows, search and filters the export uses. */
  resource: ResourceSpec<T>;
  columns: readonly ExportColumn<T>[];
  /** The file's base name; the resource's table name unless given. */
  fileName?: string;
  /** The export's permission; the resource's (list, else default) unless given. */
  permission?: string | null;
  /** The rows to export; the table's rows not deleted unless given. */
  rows?: (table: Table<T>, req: Request) => T[];
}

function listPermission(permission: PermissionSpec): string | null {
  if (permission === null || typeof permission === 'string') return permission;
  return permission.list !== undefined ? (permission.list ?? null) : permission.default;
}

/** Registers an export call: the list's search, filters and sort, every matching row, one CSV file. */
export function registerExport<T extends Row>(router: Router, { db, auth }: AreaContext, spec: ExportSpec<T>): void {
  const { resource } = spec;
  const permission = spec.permission !== undefined ? spec.permission : listPermission(resource.permission);
  const guards = permission === null ? [auth.required] : [auth.required, auth.requirePermission(permission)];
  registerEndpoint(router, endpoint(spec.path, 'GET'), [
    ...guards,
    (req, res) => {
      const table = db.table<T>(resource.table);
      const query = readListQuery(req, 1);
      const source = spec.rows ? spec.rows(table, req) : table.active();
      const rows = applySort(applySearch(applyFilters(source, resource.filters, query.params), resource.searchable ?? [], query.search), query);
      sendCsvExport(req, res, db, spec.fileName ?? resource.table, rowsToCsv(rows, spec.columns));
    },
  ]);
}

/**
 * Serves exported files at /files/exports/<name>, on the stand-in's app (not under /api/): the URL is the
 * credential, like a storage link, so no bearer token is asked for.
 */
export function registerExportFiles(app: Pick<Router, 'get'>, db: Db): void {
  app.get(`${exportsPath}:name`, (req: Request<{ name: string }>, res: Response) => {
    const file = exportFilesOf(db).get(req.params.name);
    if (!file) {
      res.status(404).json({ message: 'File not found.' });
      return;
    }
    res
      .status(200)
      .type(file.contentType)
      .set('Content-Disposition', `attachment; filename="${file.name}"`)
      .set('Cache-Control', 'private, no-store')
      .send(file.content);
  });
}
