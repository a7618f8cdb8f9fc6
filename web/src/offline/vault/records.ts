// How one entry is kept at rest: its name becomes an opaque id (HMAC), its name and value are encrypted together
// with AES-GCM under a fresh 96-bit IV, and the store and id are bound in as additional data, so a record moved to
// another store or id no longer opens.
import type { VaultStore } from '../vault';
import { newIv, type VaultKeys } from './keys';

/** A record as IndexedDB holds it: nothing in it is readable without the keys. */
export interface SealedRecord {
  id: string;
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

interface Opened<T> {
  key: string;
  value: T;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function base64url(bytes: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const additionalData = (store: VaultStore, id: string) => encoder.encode(`${store}\n${id}`);

/** The opaque id an entry's name is stored under. */
export async function recordId(keys: VaultKeys, store: VaultStore, key: string): Promise<string> {
  return base64url(await crypto.subtle.sign('HMAC', keys.names, encoder.encode(`${store}\n${key}`)));
}

/** Values are kept as JSON: what JSON.stringify drops or changes (undefined, Dates, Maps) is not kept as it was. */
export async function seal<T>(keys: VaultKeys, store: VaultStore, key: string, value: T): Promise<SealedRecord> {
  const id = await recordId(keys, store, key);
  const iv = newIv();
  const plain = encoder.encode(JSON.stringify({ key, value } satisfies Opened<T>));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: additionalData(store, id) }, keys.records, plain);
  return { id, iv, data };
}

export async function unseal<T>(keys: VaultKeys, store: VaultStore, record: SealedRecord): Promise<Opened<T>> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: record.iv, additionalData: additionalData(store, record.id) },
    keys.records,
    record.data,
  );
  return JSON.parse(decoder.decode(plain)) as Opened<T>;
}
