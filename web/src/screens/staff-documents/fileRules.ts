// What a staff document may be, checked in the browser before it is sent (the gateway and the API check its content
// again): a PDF, PNG, JPEG or Word document of at most 10 MB.
export const ACCEPTED_FILES =
  '.pdf,.png,.jpg,.jpeg,.docx,application/pdf,image/png,image/jpeg,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export const fileMessages = {
  required: 'The file field is required.',
  type: 'The selected file type is not allowed. Only PDF, PNG, JPEG and DOCX is supported.',
  size: 'The file exceed the maximum allowed limit (10 MB).',
} as const;

const extensions = /\.(pdf|png|jpe?g|docx)$/i;

/** The message a chosen file gets, or null when it may be sent. */
export function fileProblem(file: File | null): string | null {
  if (!file) return fileMessages.required;
  if (file.size > MAX_FILE_BYTES) return fileMessages.size;
  return extensions.test(file.name) ? null : fileMessages.type;
}

// Sizes and previews are the kit's, shared with the file manager.
export { fileSize, previewKind } from '../../kit/transfer/fileKinds';
