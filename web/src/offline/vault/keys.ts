// The vault's keys, WebCrypto only. A random 256-bit secret (the data key) is what protects the records; it is
// stored only wrapped (AES-GCM) under a key derived from the user's password, and under a key the gateway gives a
// signed-in caller. In memory it lives only as non-extractable keys derived from it with HKDF: one AES-GCM key for
// the records, one HMAC key that turns record names into opaque ids.

/** PBKDF2-SHA256 iterations for the password key: OWASP's figure for PBKDF2-HMAC-SHA256 (2023). */
export const PBKDF2_ITERATIONS = 600_000;

const SECRET_BYTES = 32;
const IV_BYTES = 12;
const SALT_BYTES = 16;

/** A secret encrypted with AES-GCM under a wrapping key. */
export interface WrappedSecret {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

/** The keys an open vault holds in memory. */
export interface VaultKeys {
  records: CryptoKey;
  names: CryptoKey;
}

const subtle = (): SubtleCrypto => globalThis.crypto.subtle;
const encoder = new TextEncoder();

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

export const newSalt = (): Uint8Array<ArrayBuffer> => randomBytes(SALT_BYTES);
export const newIv = (): Uint8Array<ArrayBuffer> => randomBytes(IV_BYTES);

/** The key that wraps the data key, derived from the password (never kept). */
export async function passwordKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const material = await subtle().importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
}

/** The key that wraps the data key for a signed-in session: the gateway's offline key (base64 of 32 bytes). */
export async function sessionKey(offlineKey: string): Promise<CryptoKey> {
  const raw = Uint8Array.from(atob(offlineKey), (char) => char.charCodeAt(0));
  if (raw.length !== SECRET_BYTES) throw new Error('The offline key is not 32 bytes.');
  return subtle().importKey('raw', raw, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

export const newSecret = (): Uint8Array<ArrayBuffer> => randomBytes(SECRET_BYTES);

export async function wrapSecret(secret: Uint8Array<ArrayBuffer>, wrappingKey: CryptoKey): Promise<WrappedSecret> {
  const iv = newIv();
  return { iv, data: await subtle().encrypt({ name: 'AES-GCM', iv }, wrappingKey, secret) };
}

/** The data key, or null when the wrapping key is not the one it was wrapped under (a wrong password). */
export async function unwrapSecret(wrapped: WrappedSecret, wrappingKey: CryptoKey): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    return new Uint8Array(await subtle().decrypt({ name: 'AES-GCM', iv: wrapped.iv }, wrappingKey, wrapped.data));
  } catch {
    return null;
  }
}

/** The in-memory keys of an open vault; the secret's bytes are wiped once they are derived. */
export async function vaultKeys(secret: Uint8Array<ArrayBuffer>): Promise<VaultKeys> {
  const base = await subtle().importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  secret.fill(0);
  const hkdf = (info: string) => ({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: encoder.encode(info) });
  const [records, names] = await Promise.all([
    subtle().deriveKey(hkdf('portal vault records'), base, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']),
    subtle().deriveKey(hkdf('portal vault names'), base, { name: 'HMAC', hash: 'SHA-256', length: 256 }, false, ['sign']),
  ]);
  return { records, names };
}
