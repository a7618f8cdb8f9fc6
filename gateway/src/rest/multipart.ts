// A payload as multipart/form-data, with the key spelling Laravel reads (`user_agent[0][label]`).
import { FormData } from 'undici';
import { UploadedFile } from './uploads.js';

function append(form: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (value instanceof UploadedFile) {
    form.append(key, new Blob([value.bytes], { type: value.mimetype }), value.filename);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => append(form, `${key}[${index}]`, item));
    return;
  }
  if (typeof value === 'object') {
    for (const [inner, v] of Object.entries(value as Record<string, unknown>)) append(form, `${key}[${inner}]`, v);
    return;
  }
  form.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
}

export function toFormData(payload: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) append(form, key, value);
  return form;
}
