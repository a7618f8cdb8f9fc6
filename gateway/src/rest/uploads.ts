// Files sent with the GraphQL multipart request spec arrive as promises of streams. Small ones (a screenshot, a
// signature, a staff document, an import) are read into memory (at most 10 MB), checked by their content and sent
// as multipart to the API. Large ones are streamed: `openUpload` reads only their first bytes (to check the
// content), and the rest flows on to the API as it arrives, counted, and cut off once it crosses its limit.
import type { Readable } from 'node:stream';
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

export const uploadInterruptedMessage = 'The upload was interrupted; nothing was saved. Please try again.';

/** graphql-upload's error when a file crosses the gateway's cap (413); any other ends an upload cut off half-way. */
function isOverCap(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 413;
}

/** The most a file read into memory may hold, whatever the gateway's own upload cap is. */
export const maxBufferedUploadBytes = 10 * 1024 * 1024;

/** How much of a streamed upload is read before it is sent on: enough for every content check. */
export const uploadHeadBytes = 64 * 1024;

/**
 * An upload sent on as it arrives. `bytes` holds only its first bytes (for the content check); `stream()` yields
 * the whole file once, and fails (ending the call to the API with nothing saved) as soon as it crosses `maxBytes`.
 */
export class StreamedUpload extends UploadedFile {
  #failure: 'too large' | 'interrupted' | undefined;
  #used = false;

  constructor(
    filename: string,
    mimetype: string,
    head: Buffer,
    private readonly rest: AsyncIterator<Buffer>,
    private readonly source: Readable,
    readonly maxBytes: number,
    readonly tooLargeMessage: string,
  ) {
    super(filename, mimetype, head);
  }

  /** Why sending it stopped: it turned out larger than its limit, or the browser went away half-way. */
  get failure(): 'too large' | 'interrupted' | undefined {
    return this.#failure;
  }

  override renamed(filename: string): StreamedUpload {
    return new StreamedUpload(filename, this.mimetype, this.bytes, this.rest, this.source, this.maxBytes, this.tooLargeMessage);
  }

  async *stream(): AsyncGenerator<Buffer> {
    if (this.#used) throw new Error('A streamed upload can be sent once.');
    this.#used = true;
    let size = this.bytes.length;
    const cross = () => {
      this.#failure = 'too large';
      this.discard();
      return badInput(this.tooLargeMessage);
    };
    if (size > this.maxBytes) throw cross();
    yield this.bytes;
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await this.rest.next();
      } catch (error) {
        // graphql-upload ends the stream with a 413 when the gateway's cap is crossed, and otherwise when the
        // browser went away half-way.
        if (isOverCap(error)) throw cross();
        this.#failure = 'interrupted';
        this.discard();
        throw badInput(uploadInterruptedMessage);
      }
      if (next.done) return;
      size += next.value.length;
      if (size > this.maxBytes) throw cross();
      yield next.value;
    }
  }

  /** Lets go of the rest of the file (refused, or cut off). */
  discard(): void {
    this.source.destroy();
  }
}

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

/** Opens an upload to stream it on: its first bytes are read now, the rest as it is sent. */
export async function openUpload(value: unknown, field: string, maxBytes: number, tooLargeMessage: string): Promise<StreamedUpload> {
  if (!isFileUploadPromise(value)) throw badInput(`The ${field} is not a file.`, { [field]: [`The ${field} is not a file.`] });
  const upload = await value;
  const source = upload.createReadStream({ highWaterMark: uploadHeadBytes });
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let size = 0;
  try {
    while (size < uploadHeadBytes) {
      const next = await chunks.next();
      if (next.done) break;
      head.push(next.value);
      size += next.value.length;
    }
  } catch (error) {
    source.destroy();
    const message = isOverCap(error) ? tooLargeMessage : uploadInterruptedMessage;
    throw badInput(message, { [field]: [message] });
  }
  return new StreamedUpload(upload.filename, upload.mimetype, Buffer.concat(head), chunks, source, maxBytes, tooLargeMessage);
}

/** Replaces every upload promise inside a payload with the file it carries (read into memory, at most 10 MB). */
export async function readUploadsIn(value: unknown, maxBytes: number, field = 'file'): Promise<unknown> {
  if (value instanceof StreamedUpload) return value;
  if (value instanceof UploadedFile || isFileUploadPromise(value)) return readUpload(value, Math.min(maxBytes, maxBufferedUploadBytes), field);
  if (Array.isArray(value)) return Promise.all(value.map((item) => readUploadsIn(item, maxBytes, field)));
  if (value !== null && typeof value === 'object') {
    const entries = await Promise.all(
      Object.entries(value as Record<string, unknown>).map(async ([k, v]) => [k, await readUploadsIn(v, maxBytes, k)] as const),
    );
    return Object.fromEntries(entries);
  }
  return value;
}
