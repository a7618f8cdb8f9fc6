// What a staff document may be, checked in the browser before it is sent (the gateway and the API check its content
// again): a PDF, PNG, JPEG or Word document of at most 10 MB.
export const ACCEPTED_FILES = '.pdf,.png,.jpg,.jpeg,.docx,application/pdf,image/png,image/jpeg,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

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

/** 1.2 MB, 340 KB, 12 B. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** How a document can be shown in the page: a PDF in a frame, an image as itself, anything else not at all. */
export function previewKind(mimeType: string): 'pdf' | 'image' | null {
  if (mimeType === 'application/pdf') return 'pdf';
  return mimeType.startsWith('image/') ? 'image' : null;
}
