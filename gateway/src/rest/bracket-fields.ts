// Arguments as the bracket-keyed fields Laravel reads and qs decodes, one rule for query strings and multipart forms:
// nested objects as `a[b]`, arrays of plain values as repeated `a[]`, arrays that hold objects or arrays by index
// (`a[0][b]`: `a[][b]` cannot say where one item ends), booleans as 1/0, dates as ISO 8601 in the practice zone;
// null, undefined and empty arrays are left out. Keys stay as given (the API's snake_case).
import qs from 'qs';
import { toIsoTimestamp } from '../dates/dates.js';
import { UploadedFile } from './uploads.js';

export type FieldValue = string | UploadedFile;

function isComposite(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !(value instanceof Date) && !(value instanceof UploadedFile);
}

/** One value as qs should see it; called by qs for every value at every depth. */
function shape(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return toIsoTimestamp(value);
  if (Array.isArray(value) && value.some(isComposite)) return Object.fromEntries(value.map((item, index) => [String(index), item]));
  return value;
}

const bracketOptions = { arrayFormat: 'brackets', skipNulls: true } as const;

// Brackets stay readable in keys, as Laravel's own URLs write them; everything else is percent-encoded.
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
}

/**
 * The same string qs writes, for the common case of plain values only (a page, a search, an id), without qs's walk
 * and option handling on every call; undefined when any value is an object or an array.
 */
function flatQueryString(params: Record<string, unknown>): string | undefined {
  let text = '';
  for (const key of Object.keys(params)) {
    const value = shape(params[key]);
    if (value === null || value === undefined) continue;
    if (typeof value === 'object') return undefined;
    text += `${text === '' ? '' : '&'}${encodeKey(key)}=${encodeURIComponent(String(value))}`;
  }
  return text;
}

/** GET and DELETE arguments as a query string; empty when nothing is left to send. */
export function toQueryString(params: Record<string, unknown>): string {
  return (
    flatQueryString(params) ??
    qs.stringify(params, {
      ...bracketOptions,
      filter: (_key, value: unknown) => shape(value),
      encoder: (text: unknown, _default: unknown, _charset: unknown, kind: 'key' | 'value') =>
        kind === 'key' ? encodeKey(String(text)) : encodeURIComponent(String(text)),
    })
  );
}

/** A payload as form fields, in order, files kept as files (for multipart/form-data). */
export function toFormFields(payload: Record<string, unknown>): [string, FieldValue][] {
  const files: [string, FieldValue][] = [];
  const text = qs.stringify(payload, {
    ...bracketOptions,
    // Files are taken out where qs meets them, under the key qs gave them, and sent after the text fields.
    filter: (key, value: unknown) => {
      if (!(value instanceof UploadedFile)) return shape(value);
      files.push([key, value]);
      return undefined;
    },
    encoder: (value: unknown) => encodeURIComponent(String(value)),
  });
  const fields =
    text === ''
      ? []
      : text.split('&').map((pair): [string, FieldValue] => {
          const [key = '', value = ''] = pair.split('=');
          return [decodeURIComponent(key), decodeURIComponent(value)];
        });
  return [...fields, ...files];
}
