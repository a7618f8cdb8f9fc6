// Imports: a table with a header row (multipart, any file field, `file` preferred) becomes records of a resource.
// The table is a CSV file, or the first sheet of an XLSX workbook (known by its content, whatever its name).
// Every row is checked with the resource's own rules (required, unique, then the import's extra check); good rows
// are saved, bad rows are reported by line number (the header is line 1). The call answers
// {status: true, message, data: {imported, rejected, errors: [{row, message}]}}.
//
// A resource declares one with registerImport(router, context, {path, resource, columns?, check?}).
import type { Request, Response, Router } from 'express';
import type { NewRow, Row } from '../db/table.js';
import type { AreaContext } from '../server/area.js';
import { ok, unprocessable } from '../server/replies.js';
import { attributeName, FieldErrors } from '../server/validation.js';
import { CsvReadError, parseCsv } from './csv.js';
import { endpoint, registerEndpoint, type EndpointSpec } from './endpoint.js';
import { operationPermission, permissionGuards } from './guards.js';
import { readInput } from './input.js';
import { isBlankRecord, normaliseHeader, recordValues, type SheetRecord } from './sheet-record.js';
import type { ResourceSpec } from './types.js';
import { validateRecord } from './validate-record.js';
import { looksLikeZip, readXlsx } from './xlsx.js';

/** Rows one file may hold; a bigger file is refused whole. */
export const maxImportRows = 5000;

/** The file types a name may show for a CSV upload; a workbook is known by its content instead. */
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

/** The uploaded file: the `file` field, else the first file. */
export function uploadedFile(req: Request): Express.Multer.File | undefined {
  const files = Array.isArray(req.files) ? req.files : [];
  return files.find((file) => file.fieldname === 'file') ?? files[0];
}

export function isNamedCsv(file: Pick<Express.Multer.File, 'originalname' | 'mimetype'>): boolean {
  const extension = /\.([^.]+)$/.exec(file.originalname)?.[1]?.toLowerCase();
  if (extension !== undefined) return (importFileTypes as readonly string[]).includes(extension);
  return importMimeTypes.has(file.mimetype);
}

export interface SheetUpload {
  /** The header row's cells. */
  header: string[];
  /** The records below it, blank ones dropped. */
  records: SheetRecord[];
}

export type Refusal = { error: string };

// A workbook is read too, so the message names xlsx beside the CSV names.
const wrongTypeMessage = `The file field must be a file of type: ${[...importFileTypes, 'xlsx'].join(', ')}.`;

/** Every record of the file: a workbook's first sheet, or a CSV file's lines. */
async function readRecords(file: Express.Multer.File): Promise<SheetRecord[] | Refusal> {
  if (looksLikeZip(file.buffer)) return (await readXlsx(file.buffer)) ?? { error: wrongTypeMessage };
  if (!isNamedCsv(file)) return { error: wrongTypeMessage };
  try {
    return parseCsv(file.buffer.toString('utf8'));
  } catch (error) {
    if (error instanceof CsvReadError) return { error: `The file could not be read as CSV at line ${error.line}.` };
    throw error;
  }
}

/** The uploaded table with its header row (the first line or row), or the message the `file` field gets. */
export async function readSheetUpload(req: Request): Promise<SheetUpload | Refusal> {
  const file = uploadedFile(req);
  if (!file) return { error: 'The file field is required.' };
  const read = await readRecords(file);
  if ('error' in read) return read;
  return tableOf(read);
}

/** A sheet's records as a table: its header row (row 1) and the records below it that hold anything. */
export function tableOf(read: readonly SheetRecord[]): SheetUpload | Refusal {
  const [header, ...records] = read;
  if (!header || header.line !== 1 || header.cells.every((cell) => normaliseHeader(cell) === ''))
    return { error: 'The file must start with a header row.' };
  const rows = records.filter((record) => !isBlankRecord(record));
  if (rows.length > maxImportRows) return { error: `The file may not have more than ${maxImportRows} rows.` };
  return { header: header.cells, records: rows };
}

/**
 * The uploaded table with its header normalised, once it has every column named; undefined after answering 422 (an
 * unreadable file, no header, or a column missing).
 */
export async function readImportSheet(
  req: Request,
  res: Response,
  columns: readonly string[],
): Promise<{ header: string[]; records: SheetRecord[] } | undefined> {
  const upload = await readSheetUpload(req);
  if ('error' in upload) {
    unprocessable(res, new FieldErrors().add('file', upload.error));
    return undefined;
  }
  const header = upload.header.map(normaliseHeader);
  const missing = columns.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    unprocessable(res, new FieldErrors().add('file', missingColumnsMessage(missing)));
    return undefined;
  }
  return { header, records: upload.records };
}

/** The `file` message for columns a file lacks (named as the file should spell them). */
export function missingColumnsMessage(columns: readonly string[]): string {
  return `The file is missing the column${columns.length === 1 ? '' : 's'}: ${columns.map(attributeName).join(', ')}.`;
}

/** Every message of a row's errors, in field order, as one line. */
export function rowMessage(errors: FieldErrors): string {
  return Object.values(errors.toJSON()).flat().join(' ');
}

/** Registers an import call for a resource. */
export function registerImport<T extends Row>(router: Router, context: AreaContext, spec: ImportSpec<T>): void {
  const { db, auth } = context;
  const { resource } = spec;
  const permission = spec.permission !== undefined ? spec.permission : operationPermission(resource.permission, 'create');
  const fieldOf = (header: string): string => {
    const normalised = normaliseHeader(header);
    return spec.columns?.[normalised] ?? normalised;
  };

  registerEndpoint(router, endpoint(spec.path, 'POST'), [
    ...permissionGuards(auth, permission),
    async (req, res) => {
      const upload = await readSheetUpload(req);
      if ('error' in upload) {
        unprocessable(res, new FieldErrors().add('file', upload.error));
        return;
      }
      const fields = upload.header.map(fieldOf);
      // Named as the file should spell them: a field's first column alias where it has one.
      const missing = (resource.required ?? [])
        .filter((field) => !fields.includes(field))
        .map((field) => Object.entries(spec.columns ?? {}).find(([, target]) => target === field)?.[0] ?? field);
      if (missing.length > 0) {
        unprocessable(res, new FieldErrors().add('file', missingColumnsMessage(missing)));
        return;
      }

      const table = db.table<T>(resource.table);
      const summary: ImportSummary = { imported: 0, rejected: 0, errors: [] };
      for (const record of upload.records) {
        const raw = recordValues(fields, record);
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
