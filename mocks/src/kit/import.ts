// Imports: a CSV file with a header row (multipart, any file field, `file` preferred) becomes records of a resource.
// Every row is checked with the resource's own rules (required, unique, then the import's extra check); good rows
// are saved, bad rows are reported by line number (the header is line 1). The call answers
// {status: true, message, data: {imported, rejected, errors: [{row, message}]}}.
//
// A resource declares one with registerImport(router, context, {path, resource, columns?, check?}).
import type { Request, Router } from 'express';
import type { NewRow, Row } from '../db/table.js';
import type { AreaContext } from '../server/area.js';
import { ok, unprocessable } from '../server/replies.js';
import { attributeName, FieldErrors } from '../server/validation.js';
import { endpoint, registerEndpoint, type EndpointSpec } from './endpoint.js';
import { readInput } from './input.js';
import type { PermissionSpec, ResourceSpec } from './types.js';
import { validateRecord } from './validate-record.js';

/** Rows one file may hold; a bigger file is refused whole. */
export const maxImportRows = 5000;

export const importFileTypes = ['csv', 'txt'] as const;
const importMimeTypes = new Set(['text/csv', 'text/plain', 'application/csv', 'text/x-csv', 'application/vnd.ms-excel']);

export interface ImportRowError {
  row: number;
  message: string;
}

export interface ImportSummary {
  imported: number;
  rejected: number;
  errors: ImportRowError[];
}

/**
 * RFC 4180 CSV: quoted cells may hold commas, quotes ("") and line breaks; CRLF, LF or CR end a line; a leading
 * byte-order mark is dropped. Each record keeps the line it started on.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const source = text.replace(/^\uFEFF/, '');
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  let touched = false;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    records.push({ line: startLine, cells });
    cells = [];
    touched = false;
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && source[index + 1] !== '\n')) line += 1;
        cell += char;
      }
      continue;
    }
    if (!touched) {
      startLine = line;
      touched = true;
    }
    if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === ',') {
      endCell();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
    } else {
      cell += char;
    }
  }
  if (touched || cell !== '' || cells.length > 0) endRecord();
  return records;
}

/** 'Service Line' or 'service-line' → 'service_line'. */
export function normaliseHeader(header: string): string {
  return header
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

export interface ImportSpec<T extends Row> {
  /** The import call; POST unless given. */
  path: EndpointSpec;
  /** The resource the rows become: its table, fillable fields, casts, defaults, required and unique rules. */
  resource: ResourceSpec<T>;
  /** Header (normalised: lower case, words joined by '_') → record field, where they differ. */
  columns?: Readonly<Record<string, keyof T & string>>;
  /**
   * Further rules for one row, after required and unique. Add to `errors`; return values to save instead (to turn a
   * service line's name into its id, say).
   */
  check?: (values: Partial<T>, errors: FieldErrors, context: AreaContext) => Partial<T> | void;
  /** The import's permission; the resource's (create, else default) unless given. */
  permission?: string | null;
}

function createPermission(permission: PermissionSpec): string | null {
  if (permission === null || typeof permission === 'string') return permission;
  return permission.create !== undefined ? (permission.create ?? null) : permission.default;
}

function uploadedFile(req: Request): Express.Multer.File | undefined {
  const files = Array.isArray(req.files) ? req.files : [];
  return files.find((file) => file.fieldname === 'file') ?? files[0];
}

function isCsv(file: Express.Multer.File): boolean {
  const extension = /\.([^.]+)$/.exec(file.originalname)?.[1]?.toLowerCase();
  if (extension !== undefined) return (importFileTypes as readonly string[]).includes(extension);
  return importMimeTypes.has(file.mimetype);
}

function fileError(message: string): FieldErrors {
  return new FieldErrors().add('file', message);
}

/** Every message of a row's errors, in field order, as one line. */
function rowMessage(errors: FieldErrors): string {
  return Object.values(errors.toJSON()).flat().join(' ');
}

/** Registers an import call for a resource. */
export function registerImport<T extends Row>(router: Router, context: AreaContext, spec: ImportSpec<T>): void {
  const { db, auth } = context;
  const { resource } = spec;
  const permission = spec.permission !== undefined ? spec.permission : createPermission(resource.permission);
  const guards = permission === null ? [auth.required] : [auth.required, auth.requirePermission(permission)];
  const fieldOf = (header: string): string => {
    const normalised = normaliseHeader(header);
    return spec.columns?.[normalised] ?? normalised;
  };

  registerEndpoint(router, endpoint(spec.path, 'POST'), [
    ...guards,
    (req, res) => {
      const file = uploadedFile(req);
      if (!file) {
        unprocessable(res, fileError('The file field is required.'));
        return;
      }
      if (!isCsv(file)) {
        unprocessable(res, fileError(`The file field must be a file of type: ${importFileTypes.join(', ')}.`));
        return;
      }
      const [header, ...records] = parseCsv(file.buffer.toString('utf8'));
      const fields = (header?.cells ?? []).map(fieldOf);
      if (!header || fields.every((field) => field === '')) {
        unprocessable(res, fileError('The file must start with a header row.'));
        return;
      }
      // Named as the file should spell them: a field's first column alias where it has one.
      const missing = (resource.required ?? [])
        .filter((field) => !fields.includes(field))
        .map((field) => Object.entries(spec.columns ?? {}).find(([, target]) => target === field)?.[0] ?? field);
      if (missing.length > 0) {
        unprocessable(res, fileError(`The file is missing the column${missing.length === 1 ? '' : 's'}: ${missing.map(attributeName).join(', ')}.`));
        return;
      }
      const rows = records.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
      if (rows.length > maxImportRows) {
        unprocessable(res, fileError(`The file may not have more than ${maxImportRows} rows.`));
        return;
      }

      const table = db.table<T>(resource.table);
      const summary: ImportSummary = { imported: 0, rejected: 0, errors: [] };
      for (const record of rows) {
        const raw: Record<string, string> = {};
        fields.forEach((field, index) => {
          if (field !== '') raw[field] = record.cells[index] ?? '';
        });
        let values = { ...resource.defaults, ...readInput<T>(raw, resource) } as Partial<T>;
        const errors = validateRecord(table, resource, values);
        values = spec.check?.(values, errors, context) ?? values;
        if (errors.empty) {
          table.insert(values as unknown as NewRow<T>);
          summary.imported += 1;
        } else {
          summary.rejected += 1;
          summary.errors.push({ row: record.line, message: rowMessage(errors) });
        }
      }
      ok(res, {
        message: `${summary.imported} row${summary.imported === 1 ? '' : 's'} imported, ${summary.rejected} rejected.`,
        data: summary,
      });
    },
  ]);
}
