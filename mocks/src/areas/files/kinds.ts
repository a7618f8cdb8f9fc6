// What an uploaded file is, told by its content and never by its name: PDF, PNG, JPEG, GIF, a Word document (DOCX),
// a workbook (XLSX), or text (CSV or TXT: UTF-8 without control characters, named .csv or .txt). The limit per file is
// 50 MB: the seed names none for the file manager.
import { unzipSync } from 'fflate';
import { staffFileKind } from '../staff-documents/contents.js';

export const maxFileBytes = 50 * 1024 * 1024;

export const fileMessages = {
  required: 'The files field is required.',
  type: 'The selected file type is not allowed. Only PDF, PNG, JPEG, GIF, DOCX, XLSX, CSV and TXT is supported.',
  size: 'The file exceed the maximum allowed limit (50 MB).',
} as const;

export const fileKinds = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  txt: 'text/plain',
} as const;

export type FileKind = keyof typeof fileKinds;

/** PDFs and images open in the browser; the rest download. */
export function isPreviewable(mimeType: string): boolean {
  return mimeType === fileKinds.pdf || mimeType.startsWith('image/');
}

function isGif(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 6)).toString('latin1');
  return head === 'GIF87a' || head === 'GIF89a';
}

function isWorkbook(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) return false;
  try {
    return unzipSync(bytes, { filter: (entry) => entry.name === 'xl/workbook.xml' })['xl/workbook.xml'] !== undefined;
  } catch {
    return false;
  }
}

/** UTF-8 text: decodes strictly, and holds no control character but tab, line feed, form feed and carriage return. */
function isText(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // eslint-disable-next-line no-control-regex -- finding control characters is what the check is for
    return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

/** The kind of the bytes, or undefined when not allowed; text counts only under a .csv or .txt name. */
export function fileKindOf(bytes: Uint8Array, fileName: string): FileKind | undefined {
  const known = staffFileKind(bytes);
  if (known) return known;
  if (isGif(bytes)) return 'gif';
  if (isWorkbook(bytes)) return 'xlsx';
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if ((extension === 'csv' || extension === 'txt') && bytes.length > 0 && isText(bytes)) return extension;
  return undefined;
}
