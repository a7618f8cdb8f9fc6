// What a staff document may be, checked by the gateway before it reaches the API: PDF, PNG, JPEG or a Word document
// (DOCX), told by the file's content, not its name, and at most 10 MB.
import type { UploadedFile } from '../../rest/uploads.js';
import { imageKind } from '../help-desk/feedback-rules.js';

export const staffFileMessages = {
  type: 'The selected file type is not allowed. Only PDF, PNG, JPEG and DOCX is supported.',
  size: 'The file exceed the maximum allowed limit (10 MB).',
} as const;

export const maxStaffFileBytes = 10 * 1024 * 1024;

export type StaffFileKind = 'pdf' | 'png' | 'jpeg' | 'docx';

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/** A DOCX is a ZIP archive whose directory names word/document.xml (names are stored uncompressed). */
function isWordDocument(bytes: Buffer): boolean {
  return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && bytes.includes('word/document.xml', 0, 'latin1');
}

export function staffFileKind(bytes: Buffer): StaffFileKind | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  const image = imageKind(bytes);
  if (image) return image;
  if (isWordDocument(bytes)) return 'docx';
  return undefined;
}

/** The message the file gets, or undefined when it may be sent. */
export function staffFileError(file: UploadedFile): string | undefined {
  if (file.bytes.length > maxStaffFileBytes) return staffFileMessages.size;
  return staffFileKind(file.bytes) ? undefined : staffFileMessages.type;
}
