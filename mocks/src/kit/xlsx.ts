// XLSX on exceljs: the one-sheet workbooks exports write, and the sheets of a workbook an import reads (the first, or
// the one a person chose).
import ExcelJS from 'exceljs';
import type { SheetRecord } from './sheet-record.js';

// Characters XML 1.0 cannot carry; a workbook holding one would not open.
// eslint-disable-next-line no-control-regex -- those characters are control characters
const unwritable = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
function sheetTitle(name: string): string {
  return (
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .replace(unwritable, '')
      .trim()
      .slice(0, 31)
      .trim() || 'Sheet1'
  );
}

/** Numbers and dates keep their type; lists are joined with '; '; everything else is text; nothing is an empty cell. */
function cellValue(value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (value instanceof Date) return value;
  const text = Array.isArray(value) ? value.map(String).join('; ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.replace(unwritable, '') || null;
}

/** A workbook of one sheet: the header row in bold, then the rows. */
export async function toXlsx(sheetName: string, header: readonly string[], rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetTitle(sheetName));
  sheet.addRow(header.map(cellValue)).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map(cellValue));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** 2025-03-04 for a date alone, 2025-03-04 09:30:00 with a time (Excel keeps no time zone: read as UTC). */
function dateText(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
}

/** A cell as the text a person sees: a formula's result, a link's text, a date as YYYY-MM-DD. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return value.error;
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Whether the bytes are a ZIP archive, as every XLSX is. */
export function looksLikeZip(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).equals(zipSignature);
}

async function loadWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook | undefined> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    return undefined;
  }
  return workbook;
}

/** The workbook's sheet names in order; undefined for a file that is no workbook. */
export async function xlsxSheetNames(bytes: Buffer): Promise<string[] | undefined> {
  return (await loadWorkbook(bytes))?.worksheets.map((sheet) => sheet.name);
}

/**
 * The rows that hold anything of the named sheet (the first unless named), each with its row number; undefined for a
 * file that is no workbook or has no such sheet.
 */
export async function readXlsx(bytes: Buffer, sheetName?: string): Promise<SheetRecord[] | undefined> {
  const workbook = await loadWorkbook(bytes);
  const sheet = sheetName === undefined ? workbook?.worksheets[0] : workbook?.getWorksheet(sheetName);
  if (!sheet) return undefined;
  const records: SheetRecord[] = [];
  sheet.eachRow((row, line) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(cellText(row.getCell(column).value));
    records.push({ line, cells });
  });
  return records;
}
