// What an uploaded file is by its content, not its name: a conversion reads only a Word document or a workbook, and
// says what it got instead.
import { unzipSync } from 'fflate';
import { staffFileKind } from '../staff-documents/contents.js';
import { looksLikeZip } from '../../kit/xlsx.js';
import { ConversionError } from './conversion-error.js';

export type ConversionInput = 'docx' | 'xlsx';

const described: Readonly<Record<string, string>> = {
  docx: 'a Word document (.docx)',
  xlsx: 'a spreadsheet (.xlsx)',
  pdf: 'a PDF document',
  png: 'a PNG image',
  jpeg: 'a JPEG image',
  zip: 'a ZIP archive',
};

function isWorkbook(bytes: Buffer): boolean {
  if (!looksLikeZip(bytes)) return false;
  try {
    return unzipSync(bytes, { filter: (entry) => entry.name === 'xl/workbook.xml' })['xl/workbook.xml'] !== undefined;
  } catch {
    return false;
  }
}

function kindOf(bytes: Buffer): string | undefined {
  if (isWorkbook(bytes)) return 'xlsx';
  const known = staffFileKind(bytes);
  if (known) return known;
  return looksLikeZip(bytes) ? 'zip' : undefined;
}

/** Throws a ConversionError naming the file and what it is, unless it holds the expected kind. */
export function expectContent(bytes: Buffer, fileName: string, expected: ConversionInput): void {
  if (bytes.length === 0) throw new ConversionError(`The file '${fileName}' is empty (0 bytes).`);
  const kind = kindOf(bytes);
  if (kind === expected) return;
  const what = kind ? described[kind]! : 'not a Word document or a spreadsheet';
  throw new ConversionError(`The file '${fileName}' is ${what} by its content, not ${described[expected]}.`);
}
