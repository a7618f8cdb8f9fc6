// CSV as spreadsheets write and read it (RFC 4180), on csv-stringify and csv-parse: the writer every export uses
// and the reader every import uses.
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { SheetRecord } from './sheet-record.js';

/** A cell as text. Text a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join(', ');
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const number = typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(text);
  return !number && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * RFC 4180 CSV with a header row and CRLF line ends; a byte-order mark so spreadsheets read it as UTF-8. A cell is
 * quoted when it holds a comma, a quote or a line break, or starts or ends with a space.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const records = [headers, ...rows].map((cells) => cells.map(cellText));
  return stringify(records, { bom: true, record_delimiter: '\r\n', quoted_match: /[\r\n]|^\s|\s$/ });
}

/** Why a file is not CSV (a quoted cell never closed, say), with the line the unreadable record starts on. */
export class CsvReadError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(reason);
    this.name = 'CsvReadError';
  }
}

/**
 * RFC 4180 CSV: quoted cells may hold commas, quotes ("") and line breaks; CRLF, LF or CR end a line; a leading
 * byte-order mark is dropped; a quote inside an unquoted cell is kept as text. Each record keeps the line it
 * started on; a blank line is a record of one empty cell. Throws CsvReadError for a file that is not CSV.
 */
export function parseCsv(text: string): SheetRecord[] {
  const records: SheetRecord[] = [];
  // Every line belongs to a record (blank lines included), so a record starts on the line after the last one ended.
  let ended = 0;
  try {
    parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      on_record: (cells: string[], context) => {
        records.push({ line: ended + 1, cells });
        ended = context.lines;
        return null;
      },
    });
  } catch (error) {
    // The record that could not be read starts after the last one read.
    if (error instanceof CsvError) throw new CsvReadError(ended + 1, error.message);
    throw error;
  }
  return records;
}
