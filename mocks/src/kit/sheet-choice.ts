// Spreadsheet uploads whose sheet a person chooses: the file is known by its content (a workbook is a ZIP that
// exceljs opens; a CSV file is text named .csv or .txt), its sheets are listed, and the chosen sheet is read as a
// table (header row 1) once it has every column an import needs.
import { CsvReadError, parseCsv } from './csv.js';
import { isNamedCsv, tableOf, type Refusal, type SheetUpload } from './import.js';
import { normaliseHeader } from './sheet-record.js';
import { looksLikeZip, readXlsx, xlsxSheetNames } from './xlsx.js';

/** The one sheet a CSV file has. */
export const csvSheetName = 'CSV';

export const notASpreadsheetMessage = 'The file is not a spreadsheet: upload an XLSX workbook or a CSV file.';

export interface SpreadsheetFile {
  /** What the content showed. */
  fileType: 'xlsx' | 'csv';
  sheets: string[];
}

interface UploadedBytes {
  buffer: Buffer;
  originalname: string;
  mimetype: string;
}

/** Text with no NUL byte and valid UTF-8: what a CSV file holds (a PDF or image named .csv is not). */
function looksLikeText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  return !bytes.toString('utf8').includes('\uFFFD');
}

/** The file's type and sheets, or why it is no spreadsheet. */
export async function spreadsheetOf(file: UploadedBytes): Promise<SpreadsheetFile | Refusal> {
  if (looksLikeZip(file.buffer)) {
    const sheets = await xlsxSheetNames(file.buffer);
    if (!sheets) return { error: notASpreadsheetMessage };
    if (sheets.length === 0) return { error: 'The workbook has no sheets.' };
    return { fileType: 'xlsx', sheets };
  }
  if (!isNamedCsv(file) || !looksLikeText(file.buffer)) return { error: notASpreadsheetMessage };
  return { fileType: 'csv', sheets: [csvSheetName] };
}

/** The chosen sheet as a table, or why it cannot be read. */
export async function readChosenSheet(bytes: Buffer, fileType: SpreadsheetFile['fileType'], sheet: string): Promise<SheetUpload | Refusal> {
  if (fileType === 'csv') {
    try {
      return tableOf(parseCsv(bytes.toString('utf8')));
    } catch (error) {
      if (error instanceof CsvReadError) return { error: `The file could not be read as CSV at line ${error.line}.` };
      throw error;
    }
  }
  const records = await readXlsx(bytes, sheet);
  if (!records) return { error: `The workbook has no sheet named ${sheet}.` };
  if (records.length === 0) return { error: `The sheet ${sheet} is empty.` };
  return tableOf(records);
}

/**
 * The chosen sheet once its header has every column (as the file should spell them), with each column's field
 * (normalised header), or the message naming the columns it lacks.
 */
export async function readSheetWithColumns(
  bytes: Buffer,
  fileType: SpreadsheetFile['fileType'],
  sheet: string,
  columns: readonly string[],
): Promise<(SheetUpload & { fields: string[] }) | Refusal> {
  const table = await readChosenSheet(bytes, fileType, sheet);
  if ('error' in table) return table;
  const fields = table.header.map(normaliseHeader);
  const missing = columns.filter((column) => !fields.includes(normaliseHeader(column)));
  if (missing.length > 0) return { error: `The sheet ${sheet} is missing the column${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}.` };
  return { ...table, fields };
}
