import { beforeAll, describe, expect, it } from 'vitest';
import { newSalt, newSecret, passwordKey, PBKDF2_ITERATIONS, sessionKey, unwrapSecret, vaultKeys, wrapSecret, type VaultKeys } from './keys';
import { recordId, seal, unseal } from './records';

const base64Of = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const text = (buffer: ArrayBuffer) => new TextDecoder('latin1').decode(buffer);

describe('the password key', () => {
  const salt = newSalt();
  let right: CryptoKey;
  let wrong: CryptoKey;
  beforeAll(async () => {
    [right, wrong] = await Promise.all([
      passwordKey('Therapist#2026', salt, PBKDF2_ITERATIONS),
      passwordKey('therapist#2026', salt, PBKDF2_ITERATIONS),
    ]);
  });

  it('is PBKDF2-SHA256 with at least 600,000 iterations, never extractable', () => {
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    expect(right.extractable).toBe(false);
    expect(right.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
  });

  it('unwraps the data key it wrapped, and a wrong password unwraps nothing', async () => {
    const secret = newSecret();
    const wrapped = await wrapSecret(secret, right);
    expect(text(wrapped.data)).not.toContain(text(secret.buffer));
    expect(await unwrapSecret(wrapped, right)).toEqual(secret);
    expect(await unwrapSecret(wrapped, wrong)).toBeNull();
  });

  it('depends on the salt: the same password with another salt opens nothing', async () => {
    const wrapped = await wrapSecret(newSecret(), right);
    expect(await unwrapSecret(wrapped, await passwordKey('Therapist#2026', newSalt(), PBKDF2_ITERATIONS))).toBeNull();
  });
});

describe('the session key', () => {
  it("wraps the data key under the gateway's 32-byte offline key, and another session's key opens nothing", async () => {
    const secret = newSecret();
    const wrapped = await wrapSecret(secret, await sessionKey(base64Of(newSecret())));
    expect(await unwrapSecret(wrapped, await sessionKey(base64Of(newSecret())))).toBeNull();
    const key = base64Of(newSecret());
    expect(await unwrapSecret(await wrapSecret(secret, await sessionKey(key)), await sessionKey(key))).toEqual(secret);
  });

  it('refuses a key of another length', async () => {
    await expect(sessionKey(base64Of(new Uint8Array(16)))).rejects.toThrow('32 bytes');
  });
});

describe('records', () => {
  let keys: VaultKeys;
  beforeAll(async () => {
    keys = await vaultKeys(newSecret());
  });

  it('wipes the data key once its keys are derived, and keeps those keys non-extractable', async () => {
    const secret = newSecret();
    await vaultKeys(secret);
    expect(secret.every((byte) => byte === 0)).toBe(true);
    expect([keys.records.extractable, keys.names.extractable]).toEqual([false, false]);
  });

  it('opens what it sealed, and holds neither the name nor the value in the clear', async () => {
    const value = { student: 'Avery Quinn', trials: [1, 0, 1] };
    const sealed = await seal(keys, 'day', 'student:42', value);
    expect(await unseal(keys, 'day', sealed)).toEqual({ key: 'student:42', value });
    const stored = JSON.stringify({ id: sealed.id, data: text(sealed.data) });
    expect(stored).not.toContain('Avery');
    expect(stored).not.toContain('student:42');
  });

  it('uses a fresh 96-bit IV for every record, so the same value never looks the same twice', async () => {
    const [one, two] = [await seal(keys, 'outbox', 'a', 'same'), await seal(keys, 'outbox', 'a', 'same')];
    expect(one.iv).toHaveLength(12);
    expect(base64Of(one.iv)).not.toBe(base64Of(two.iv));
    expect(text(one.data)).not.toBe(text(two.data));
    expect(one.id).toBe(two.id);
  });

  it('names a record by an id that is stable per store and key and tells nothing of them', async () => {
    expect(await recordId(keys, 'day', 'x')).toBe(await recordId(keys, 'day', 'x'));
    expect(await recordId(keys, 'day', 'x')).not.toBe(await recordId(keys, 'outbox', 'x'));
    expect(await recordId(keys, 'day', 'x')).not.toBe(await recordId(await vaultKeys(newSecret()), 'day', 'x'));
  });

  it('refuses a record that was changed, moved to another store, or sealed under other keys', async () => {
    const sealed = await seal(keys, 'outbox', 'entry', { count: 3 });
    const changed = new Uint8Array(sealed.data.slice(0));
    changed[0]! ^= 1;
    await expect(unseal(keys, 'outbox', { ...sealed, data: changed.buffer })).rejects.toThrow();
    await expect(unseal(keys, 'day', sealed)).rejects.toThrow();
    await expect(unseal(await vaultKeys(newSecret()), 'outbox', sealed)).rejects.toThrow();
  });
});
