// Bytes of uploaded and generated files, kept in memory beside the tables by an unguessable storage key (one store
// per stand-in and purpose), and served the way the API's storage links are: the address is the credential, and the
// name survives in Content-Disposition (RFC 6266 with an RFC 5987 `filename*`, so Unicode names and spaces do).
import { randomBytes } from 'node:crypto';
import type { Response } from 'express';
import type { Db } from '../db/index.js';

export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

export class StoredBytes {
  readonly #bytes = new Map<string, Buffer>();

  /** `maxKept` drops the oldest beyond that many (for prepared downloads, so a long run never grows without bound). */
  constructor(private readonly maxKept = Number.POSITIVE_INFINITY) {}

  keep(key: string, bytes: Buffer): void {
    this.#bytes.set(key, bytes);
    while (this.#bytes.size > this.maxKept) this.#bytes.delete(this.#bytes.keys().next().value!);
  }

  get(key: string): Buffer | undefined {
    return this.#bytes.get(key);
  }

  drop(key: string): void {
    this.#bytes.delete(key);
  }
}

const stores = new WeakMap<Db, Map<string, StoredBytes>>();

/** The store of one purpose (`files`, ...) of one stand-in. */
export function storedBytesOf(db: Db, purpose: string, maxKept?: number): StoredBytes {
  let byPurpose = stores.get(db);
  if (!byPurpose) {
    byPurpose = new Map();
    stores.set(db, byPurpose);
  }
  let store = byPurpose.get(purpose);
  if (!store) {
    store = new StoredBytes(maxKept);
    byPurpose.set(purpose, store);
  }
  return store;
}

/** RFC 5987 value characters: attr-char stays, everything else is percent-encoded UTF-8. */
function rfc5987(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `inline` or `attachment`, an ASCII fallback name for old clients and the exact name as `filename*`. */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

export function sendStored(res: Response, file: { bytes: Buffer; mimeType: string; fileName: string; disposition: 'inline' | 'attachment' }): void {
  res
    .status(200)
    .type(file.mimeType)
    .set('Content-Disposition', contentDisposition(file.disposition, file.fileName))
    .set('Cache-Control', 'private, no-store')
    .set('X-Content-Type-Options', 'nosniff')
    .send(file.bytes);
}
