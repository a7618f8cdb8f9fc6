// Exports: files the stand-in prepares for download (a list as CSV or XLSX, a sample file), kept in memory and
// served at GET /files/exports/<name> (outside /api/, the way the API hands out storage URLs). The call that
// prepared one answers {status: true, data: {url, file_name}}.
//
// A resource declares a list export with registerExport(router, context, {path, resource, columns}); the call
// takes the list's search, filters and sort and exports every matching row, unpaged. Other calls keep a file with
// offerFile.
import { randomBytes } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import type { Db } from '../db/index.js';
import type { Row, Table } from '../db/table.js';
import type { AreaContext } from '../server/area.js';
import { ok } from '../server/replies.js';
import { toCsv } from './csv.js';
import { endpoint, registerEndpoint, type EndpointSpec } from './endpoint.js';
import { operationPermission, permissionGuards } from './guards.js';
import { readListQuery } from './list-query.js';
import { applyFilters, applySearch, applySort } from './list-rows.js';
import type { ResourceSpec } from './types.js';
import { toXlsx } from './xlsx.js';
import * as clock from './clock.js';

/** Where exported files are served, on the stand-in's origin. */
export const exportsPath = '/files/exports/';

/** Older files are dropped beyond this many, so a long benchmark never grows the stand-in without bound. */
export const maxKeptExports = 200;

/** A column: a record field (its name is the header), or a header and how to read the cell. */
export type ExportColumn<T> = (keyof T & string) | { header: string; value: (row: T) => unknown };

export const exportContentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export type SheetFormat = keyof typeof exportContentTypes;

export interface ExportedFile {
  /** The last segment of its URL: unguessable, as the URL is the credential. */
  name: string;
  /** What the browser saves it as; the URL's name unless given. */
  fileName?: string;
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
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'export'
  );
}

/** The absolute URL of an exported file, on the origin the request reached. */
export function exportUrl(req: Request, name: string): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}${exportsPath}${encodeURIComponent(name)}`;
}

/** `<base>-<yyyymmddhhmmss>-<random>.<extension>`: a fresh, unguessable name for a file called `fileName`. */
export function uniqueFileName(fileName: string, now = clock.now()): string {
  const dot = fileName.lastIndexOf('.');
  const [base, extension] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  return `${slug(base)}-${stamp(now)}-${randomBytes(6).toString('hex')}${extension}`;
}

export interface SheetFileContent {
  content: Buffer;
  contentType: string;
}

/** A table as a CSV file. */
export function csvFile(header: readonly string[], rows: readonly (readonly unknown[])[]): SheetFileContent {
  return { content: Buffer.from(toCsv(header, rows), 'utf8'), contentType: exportContentTypes.csv };
}

/** A table as a file: a one-sheet workbook (the sheet named `sheetName`), or a CSV. */
export async function sheetFile(
  format: SheetFormat,
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<SheetFileContent> {
  if (format === 'csv') return csvFile(header, rows);
  return { content: await toXlsx(sheetName, header, rows), contentType: exportContentTypes.xlsx };
}

/**
 * Keeps a file for download, under `name` (a fresh unguessable one made from the file name unless given), and
 * answers the `{url, file_name}` the API's export and download calls return.
 */
export function offerFile(
  req: Request,
  db: Db,
  file: { fileName: string; contentType: string; content: Buffer; name?: string },
): { url: string; file_name: string } {
  const name = file.name ?? uniqueFileName(file.fileName);
  exportFilesOf(db).put({
    name,
    fileName: file.fileName,
    contentType: file.contentType,
    content: file.content,
    createdAt: clock.now().toISOString(),
  });
  return { url: exportUrl(req, name), file_name: file.fileName };
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

/** Registers an export call: the list's search, filters and sort, every matching row, one CSV file. */
export function registerExport<T extends Row>(router: Router, { db, auth }: AreaContext, spec: ExportSpec<T>): void {
  const { resource } = spec;
  const permission = spec.permission !== undefined ? spec.permission : operationPermission(resource.permission, 'list');
  registerEndpoint(router, endpoint(spec.path, 'GET'), [
    ...permissionGuards(auth, permission),
    (req, res) => {
      const table = db.table<T>(resource.table);
      const query = readListQuery(req, 1);
      const source = spec.rows ? spec.rows(table, req) : table.active();
      const rows = applySort(applySearch(applyFilters(source, resource.filters, query.params), resource.searchable ?? [], query.search), query);
      // The answered file name is the stored one, stamped and unique, as the API's are.
      const name = uniqueFileName(`${spec.fileName ?? resource.table}.csv`);
      const file = { name, fileName: name, contentType: exportContentTypes.csv, content: Buffer.from(rowsToCsv(rows, spec.columns), 'utf8') };
      ok(res, { message: 'Export generated successfully.', data: offerFile(req, db, file) });
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
      .set('Content-Disposition', `attachment; filename="${(file.fileName ?? file.name).replace(/"/g, '')}"`)
      .set('Cache-Control', 'private, no-store')
      .send(file.content);
  });
}
