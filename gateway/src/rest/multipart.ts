// A payload as multipart/form-data, with the bracket keys query strings use too (`status[]`, `user_agent[0][label]`).
import { FormData } from 'undici';
import { toFormFields } from './bracket-fields.js';

export function toFormData(payload: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of toFormFields(payload)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([value.bytes], { type: value.mimetype }), value.filename);
  }
  return form;
}
