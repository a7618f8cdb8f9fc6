// A payload as multipart/form-data, with the bracket keys query strings use too (`status[]`, `user_agent[0][label]`).
// Files held in memory go as undici's FormData; a payload with a streamed upload is written part by part as a
// stream, so the file flows to the API as it arrives and is never held whole.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { FormData } from 'undici';
import { toFormFields, type FieldValue } from './bracket-fields.js';
import { StreamedUpload } from './uploads.js';

/** A multipart body sent as a stream, with the content type that names its boundary. */
export interface StreamedForm {
  contentType: string;
  body: Readable;
}

/** Quotes in part headers as browsers write them (the WHATWG form encoding): `"`, CR and LF percent-encoded. */
function quoted(text: string): string {
  return `"${text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;
}

async function* parts(fields: readonly [string, FieldValue][], boundary: string): AsyncGenerator<Buffer> {
  for (const [key, value] of fields) {
    if (typeof value === 'string') {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name=${quoted(key)}\r\n\r\n${value}\r\n`);
      continue;
    }
    // The file name goes as UTF-8 bytes, as a browser sends it.
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(key)}; filename=${quoted(value.filename)}\r\n` +
        `Content-Type: ${value.mimetype || 'application/octet-stream'}\r\n\r\n`,
    );
    if (value instanceof StreamedUpload) yield* value.stream();
    else yield value.bytes;
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}

/** The body of a multipart call: a stream when it carries a streamed upload, else a FormData. */
export function multipartBody(payload: Record<string, unknown>): FormData | StreamedForm {
  const fields = toFormFields(payload);
  if (!fields.some(([, value]) => value instanceof StreamedUpload)) return formDataOf(fields);
  const boundary = `----PortalFormBoundary${randomBytes(12).toString('hex')}`;
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Readable.from(parts(fields, boundary), { objectMode: false }) };
}

/** A payload of files held in memory as a FormData. */
export function toFormData(payload: Record<string, unknown>): FormData {
  return formDataOf(toFormFields(payload));
}

function formDataOf(fields: readonly [string, FieldValue][]): FormData {
  const form = new FormData();
  for (const [key, value] of fields) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([value.bytes], { type: value.mimetype }), value.filename);
  }
  return form;
}
