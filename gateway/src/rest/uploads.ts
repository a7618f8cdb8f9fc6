// Files sent with the GraphQL multipart request spec arrive as promises of streams; before a call they are read
// into memory (bounded), so that they can be checked by their content and sent as multipart to the API.
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { badInput } from '../upstream/errors.js';

export class UploadedFile {
  constructor(
    readonly filename: string,
    readonly mimetype: string,
    readonly bytes: Buffer,
  ) {}

  renamed(filename: string): UploadedFile {
    return new UploadedFile(filename, this.mimetype, this.bytes);
  }
}

export const fileTooLargeMessage = 'The file exceed the maximum allowed limit (10 MB).';

function isFileUploadPromise(value: unknown): value is Promise<FileUpload> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

export async function readUpload(value: unknown, maxBytes: number, field: string): Promise<UploadedFile> {
  if (value instanceof UploadedFile) return value;
  if (!isFileUploadPromise(value)) throw badInput(`The ${field} is not a file.`, { [field]: [`The ${field} is not a file.`] });
  const upload = await value;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of upload.createReadStream({ highWaterMark: 64 * 1024 })) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw badInput(fileTooLargeMessage, { [field]: [fileTooLargeMessage] });
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    // graphql-upload ends the stream with its own error when its multipart limit (the same cap) is crossed.
    if ((error as { extensions?: { code?: string } }).extensions?.code === 'BAD_USER_INPUT') throw error;
    throw badInput(fileTooLargeMessage, { [field]: [fileTooLargeMessage] });
  }
  return new UploadedFile(upload.filename, upload.mimetype, Buffer.concat(chunks));
}

/** Replaces every upload promise inside a payload with the file it carries. */
export async function readUploadsIn(value: unknown, maxBytes: number, field = 'file'): Promise<unknown> {
  if (value instanceof UploadedFile || isFileUploadPromise(value)) return readUpload(value, maxBytes, field);
  if (Array.isArray(value)) return Promise.all(value.map((item) => readUploadsIn(item, maxBytes, field)));
  if (value !== null && typeof value === 'object') {
    const entries = await Promise.all(
      Object.entries(value as Record<string, unknown>).map(async ([k, v]) => [k, await readUploadsIn(v, maxBytes, k)] as const),
    );
    return Object.fromEntries(entries);
  }
  return value;
}
