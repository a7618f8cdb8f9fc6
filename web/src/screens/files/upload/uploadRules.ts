// What the file manager takes, checked in the browser before a file is sent, in the server's words (the gateway and
// the API check the content again): PDF, PNG, JPEG, GIF, DOCX, XLSX, CSV or TXT, at most 50 MB each.
export const ACCEPTED_UPLOADS = '.pdf,.png,.jpg,.jpeg,.gif,.docx,.xlsx,.csv,.txt';

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export const uploadMessages = {
  type: 'The selected file type is not allowed. Only PDF, PNG, JPEG, GIF, DOCX, XLSX, CSV and TXT is supported.',
  size: 'The file exceed the maximum allowed limit (50 MB).',
} as const;

const extensions = /\.(pdf|png|jpe?g|gif|docx|xlsx|csv|txt)$/i;

/** Why a file will not be sent, or null when it may be. */
export function uploadProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.size;
  return extensions.test(file.name) ? null : uploadMessages.type;
}
