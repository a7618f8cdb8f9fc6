// A PDF session template's file, checked by the gateway before it reaches the API: a PDF told by its content, not
// its name, and at most 10 MB.
import type { UploadedFile } from '../../rest/uploads.js';
import { maxStaffFileBytes, staffFileKind, staffFileMessages } from '../staff-documents/file-rules.js';

export const templatePdfMessages = {
  type: 'The selected file type is not allowed. Only PDF is supported.',
  size: staffFileMessages.size,
} as const;

/** The message the file gets, or undefined when it may be sent. */
export function templatePdfError(file: UploadedFile): string | undefined {
  if (file.bytes.length > maxStaffFileBytes) return templatePdfMessages.size;
  return staffFileKind(file.bytes) === 'pdf' ? undefined : templatePdfMessages.type;
}
