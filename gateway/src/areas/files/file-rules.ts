// What the file manager accepts, checked by the gateway on a file's first bytes before the rest is sent: PDF, PNG,
// JPEG, GIF, a Word document (DOCX), a workbook (XLSX), or UTF-8 text named .csv or .txt; at most 50 MB a file (the
// seed names no limit for the file manager). The API checks the whole file again.
import { staffFileKind } from '../staff-documents/file-rules.js';

export const maxFileBytes = 50 * 1024 * 1024;

export const fileMessages = {
  type: 'The selected file type is not allowed. Only PDF, PNG, JPEG, GIF, DOCX, XLSX, CSV and TXT is supported.',
  size: 'The file exceed the maximum allowed limit (50 MB).',
} as const;

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'docx' | 'xlsx' | 'csv' | 'txt';

function isGif(head: Buffer): boolean {
  const signature = head.subarray(0, 6).toString('latin1');
  return signature === 'GIF87a' || signature === 'GIF89a';
}

/** A workbook is a ZIP whose first entries name the xl/ folder (names are stored uncompressed). */
function isWorkbook(head: Buffer): boolean {
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04 && head.includes('xl/', 0, 'latin1');
}

/** UTF-8 (a character cut at the end of the head is fine) with no control character but tab, CR, LF and FF. */
function isText(head: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    // eslint-disable-next-line no-control-regex -- finding control characters is what the check is for
    return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

/** The kind a file's first bytes show; text counts only under a .csv or .txt name. */
export function fileKindOf(head: Buffer, fileName: string): FileKind | undefined {
  const known = staffFileKind(head);
  if (known) return known;
  if (isGif(head)) return 'gif';
  if (isWorkbook(head)) return 'xlsx';
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if ((extension === 'csv' || extension === 'txt') && head.length > 0 && isText(head)) return extension;
  return undefined;
}
