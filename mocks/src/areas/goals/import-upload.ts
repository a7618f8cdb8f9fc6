// Reads a goal sheet upload and checks it whole before any row: the file is there and not empty, is a spreadsheet
// by its content (an XLSX workbook, or CSV text: no NUL bytes, valid UTF-8), has the import's columns and at least
// one row below its header. Answers 422 on `file` otherwise.
import type { Request, Response } from 'express';
import { CsvReadError, parseCsv } from '../../kit/csv.js';
import { maxImportRows, missingColumnsMessage, uploadedFile } from '../../kit/import.js';
import { isBlankRecord, normaliseHeader, type SheetRecord } from '../../kit/sheet-record.js';
import { looksLikeZip, readXlsx } from '../../kit/xlsx.js';
import { unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { requiredGoalImportColumns } from './import-check.js';

export interface GoalSheet {
  fileName: string;
  /** The file's bytes, for telling a file imported before. */
  bytes: Buffer;
  header: string[];
  records: SheetRecord[];
}

function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  return !bytes.toString('utf8').includes('\uFFFD');
}

/** The sheet, or undefined after answering 422. */
export async function readGoalSheet(req: Request, res: Response): Promise<GoalSheet | undefined> {
  const refuse = (message: string) => {
    unprocessable(res, new FieldErrors().add('file', message));
    return undefined;
  };
  const file = uploadedFile(req);
  if (!file) return refuse('The file field is required.');
  if (file.buffer.toString('utf8').trim() === '') return refuse('The file is empty.');
  if (!looksLikeZip(file.buffer) && !isText(file.buffer)) {
    return refuse('The file is not a spreadsheet: its content is neither an XLSX workbook nor CSV text.');
  }
  let read: SheetRecord[] | undefined;
  if (looksLikeZip(file.buffer)) {
    read = await readXlsx(file.buffer);
    if (!read) return refuse('The file is not a spreadsheet: it is a ZIP archive but not an XLSX workbook.');
  } else {
    try {
      read = parseCsv(file.buffer.toString('utf8'));
    } catch (error) {
      if (error instanceof CsvReadError) return refuse(`The file could not be read as CSV at line ${error.line}.`);
      throw error;
    }
  }
  const [first, ...rest] = read;
  if (!first || first.cells.every((cell) => normaliseHeader(cell) === '')) return refuse('The file must start with a header row.');
  const header = first.cells.map(normaliseHeader);
  const missing = requiredGoalImportColumns.filter((column) => !header.includes(column));
  if (missing.length > 0) return refuse(missingColumnsMessage(missing));
  const records = rest.filter((record) => !isBlankRecord(record));
  if (records.length === 0) return refuse('The file has no goal rows below its header.');
  if (records.length > maxImportRows) return refuse(`The file may not have more than ${maxImportRows} rows.`);
  return { fileName: file.originalname || 'goals', bytes: file.buffer, header, records };
}
