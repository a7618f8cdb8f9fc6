// The vault as the device keeps it for the signed-in user (each user who signed in on the device has their own,
// which no other user's sign-in reads or deletes): closed (no one signed in), opening (a key is being derived), locked (signed in,
// but neither the password nor the session's offline key has opened it yet), open (its keys are in memory), or
// unavailable (this browser keeps no IndexedDB, e.g. a private window: the app then works online only).
import type { Vault, VaultEntry, VaultStore } from '../vault';
import { deleteVaultDatabase, openVaultDatabase, ownerRange, recordKey, vaultStores, type VaultDatabase, type VaultOwner } from './database';
import {
  newSalt,
  newSecret,
  passwordKey,
  PBKDF2_ITERATIONS,
  sessionKey,
  unwrapSecret,
  vaultKeys,
  wrapSecret,
  type VaultKeys,
  type WrappedSecret,
} from './keys';
import { recordId, seal, unseal } from './records';

export type VaultState = 'closed' | 'opening' | 'locked' | 'open' | 'unavailable';

export interface DeviceVault extends Vault {
  readonly state: VaultState;
  /**
   * At sign-in: opens the user's vault with their password, or makes a new one; other users' vaults stay as they
   * are. It is opening from the moment of the call; the session's offline key may still be on its way.
   */
  signIn(userId: string, password: string, offlineKey: Promise<string | null>): Promise<void>;
  /** After a reload while signed in, when closed: opens with the session's offline key when it fits, otherwise locks. */
  resume(userId: string, offlineKey: () => Promise<string | null>): Promise<void>;
  /** Opens a locked vault with the password; false when the password is not the one it was made with. */
  unlock(password: string, offlineKey: string | null): Promise<boolean>;
  /** Whether the password opens the signed-in user's vault, which stays as it is (open or locked): for the idle lock. */
  checkPassword(password: string): Promise<boolean>;
  /** Whether the signed-in user keeps a vault on this device (the password then checks against it, offline too). */
  readonly hasVault: boolean;
  /** Forgets the keys (the session ended without a sign-out, e.g. it expired); the records stay for the same user. */
  close(): void;
  /** Signing out: forgets the keys and deletes this user's vault (the database with it when no other user keeps one). */
  destroy(): Promise<void>;
  /** How many records a store holds; works while locked too (it counts sealed records). */
  count(store: VaultStore): Promise<number>;
  /** Called after every change to a store's records. */
  watch(store: VaultStore, listener: () => void): () => void;
}

export interface DeviceVaultOptions {
  /** Fixed at the app's figure; only a test of the vault itself passes another. */
  iterations?: number;
}

/** A browser without IndexedDB (a test's document, some private modes) keeps nothing: the vault is unavailable. */
const keepsNothing = () => typeof indexedDB === 'undefined';

export function createDeviceVault({ iterations = PBKDF2_ITERATIONS }: DeviceVaultOptions = {}): DeviceVault {
  let state: VaultState = 'closed';
  let keys: VaultKeys | null = null;
  let userId: string | null = null;
  let database: Promise<VaultDatabase> | null = null;
  /** The opening under way, which reads and writes wait for. */
  let opening: Promise<unknown> = Promise.resolve();
  const listeners = new Set<() => void>();
  const watchers: Record<VaultStore, Set<() => void>> = { day: new Set(), outbox: new Set() };

  const setState = (next: VaultState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const db = (): Promise<VaultDatabase> => {
    database ??= openVaultDatabase().then((opened) => {
      // Another tab deleting the database (its sign-out) closes this connection rather than waiting on it.
      opened.addEventListener('versionchange', () => {
        opened.close();
        database = null;
        keys = null;
        if (state !== 'closed') setState('closed');
      });
      return opened;
    });
    return database;
  };

  /** Deletes one user's records and owner record, in one transaction; true when no other user keeps a vault here. */
  const deleteVault = async (owner: string): Promise<boolean> => {
    const tx = (await db()).transaction(['owner', 'day', 'outbox'], 'readwrite');
    const [, , , others] = await Promise.all([
      ...vaultStores.map((store) => tx.objectStore(store).delete(ownerRange(owner))),
      tx.objectStore('owner').delete(owner),
      tx.objectStore('owner').count(),
      tx.done,
    ]);
    return others === 0;
  };

  const readOwner = async (owner: string): Promise<VaultOwner | undefined> => (await db()).get('owner', owner);

  /** The session's wrapping key; null without one, or for a key that is not one (a mocked gateway's answer). */
  const sessionWrappingKey = (offlineKey: string | null): Promise<CryptoKey | null> =>
    offlineKey === null ? Promise.resolve(null) : sessionKey(offlineKey).catch(() => null);

  const bySession = async (secret: Uint8Array<ArrayBuffer>, offlineKey: string | null): Promise<WrappedSecret | null> => {
    const key = await sessionWrappingKey(offlineKey);
    return key ? wrapSecret(secret, key) : null;
  };

  /** A new vault for the user: a fresh salt and data key, wrapped under the password (and the session). */
  const create = async (owner: string, password: string, offlineKey: string | null): Promise<VaultKeys> => {
    const salt = newSalt();
    const secret = newSecret();
    const record: VaultOwner = {
      userId: owner,
      salt,
      iterations,
      byPassword: await wrapSecret(secret, await passwordKey(password, salt, iterations)),
      bySession: await bySession(secret, offlineKey),
    };
    const opened = await db();
    const tx = opened.transaction(['owner', 'day', 'outbox'], 'readwrite');
    await Promise.all([
      ...vaultStores.map((store) => tx.objectStore(store).delete(ownerRange(owner))),
      tx.objectStore('owner').put(record, owner),
      tx.done,
    ]);
    return vaultKeys(secret);
  };

  /** Opens the user's vault with the password: its keys, or null for a wrong password. Re-wraps for the session. */
  const withPassword = async (owner: VaultOwner, password: string, offlineKey: string | null): Promise<VaultKeys | null> => {
    const secret = await unwrapSecret(owner.byPassword, await passwordKey(password, owner.salt, owner.iterations));
    if (!secret) return null;
    await (await db()).put('owner', { ...owner, bySession: await bySession(secret, offlineKey) }, owner.userId);
    return vaultKeys(secret);
  };

  const unavailable = (error: unknown) => {
    keys = null;
    // The app goes on without offline data; the console keeps why, for whoever looks into it.
    console.warn('The offline vault is unavailable:', error);
    setState('unavailable');
  };

  /** Bumped by every sign-in, resume, close and destroy: an opening that finishes after a later one is dropped. */
  let generation = 0;

  const open = (owner: string, opened: VaultKeys, started: number) => {
    if (started !== generation) return;
    userId = owner;
    keys = opened;
    setState('open');
  };

  const run = <T>(work: () => Promise<T>): Promise<T> => {
    const done = opening.then(work, work);
    opening = done.catch(() => undefined);
    return done;
  };

  /** The open vault's keys and whose it is. */
  const openKeys = async (): Promise<VaultKeys & { owner: string }> => {
    await opening;
    if (!keys || userId === null) throw new Error(`The offline vault is ${state}.`);
    return { ...keys, owner: userId };
  };

  const changed = (store: VaultStore) => {
    for (const watcher of [...watchers[store]]) watcher();
  };

  return {
    get state() {
      return state;
    },
    get isOpen() {
      return state === 'open';
    },

    signIn(owner, password, offlineKey) {
      if (keepsNothing()) return Promise.resolve(setState('unavailable'));
      const started = ++generation;
      userId = owner;
      setState('opening');
      return run(async () => {
        try {
          const [existing, key] = await Promise.all([readOwner(owner), offlineKey]);
          const opened = existing ? await withPassword(existing, password, key) : null;
          // A vault made under an earlier password: what it held cannot be opened, so it goes.
          open(owner, opened ?? (await create(owner, password, key)), started);
          if (!opened) for (const store of ['day', 'outbox'] as const) changed(store);
        } catch (error) {
          unavailable(error);
        }
      });
    },

    resume(owner, offlineKey) {
      if (state !== 'closed') return opening.then(() => undefined);
      if (keepsNothing()) return Promise.resolve(setState('unavailable'));
      const started = ++generation;
      userId = owner;
      setState('opening');
      return run(async () => {
        const existing = await readOwner(owner);
        if (!existing) {
          // Nothing of this user's is kept here (a sign-in without a password, by organisation sign-on): this
          // session keeps nothing until a sign-in with the password.
          if (started === generation) setState('unavailable');
          return;
        }
        // Asked of the gateway only for a vault this user has here: most sessions keep none, and would send it for nothing.
        const wrapping = await sessionWrappingKey(await offlineKey());
        if (existing.bySession && wrapping) {
          const secret = await unwrapSecret(existing.bySession, wrapping);
          if (secret) return open(owner, await vaultKeys(secret), started);
        }
        if (started === generation) setState('locked');
      }).catch(unavailable);
    },

    unlock(password, offlineKey) {
      return run(async () => {
        const owner = userId;
        if (state !== 'locked' || owner === null) return state === 'open';
        // It stays locked while the password is tried: the lock screen stays, to say what came of it.
        const started = generation;
        try {
          const existing = await readOwner(owner);
          const opened = existing ? await withPassword(existing, password, offlineKey) : null;
          if (opened) open(owner, opened, started);
          return opened !== null;
        } catch (error) {
          unavailable(error);
          return false;
        }
      });
    },

    checkPassword(password) {
      return run(async () => {
        const owner = userId === null || state === 'unavailable' ? undefined : await readOwner(userId);
        if (!owner) return false;
        const secret = await unwrapSecret(owner.byPassword, await passwordKey(password, owner.salt, owner.iterations));
        secret?.fill(0);
        return secret !== null;
      });
    },

    get hasVault() {
      return userId !== null && (state === 'open' || state === 'locked');
    },

    close() {
      generation += 1;
      keys = null;
      userId = null;
      if (state !== 'closed') setState('closed');
    },

    destroy() {
      generation += 1;
      const owner = userId;
      return run(async () => {
        keys = null;
        userId = null;
        // The last vault on the device takes the database with it: other tabs' connections then close (versionchange).
        // Should this user's records not delete on their own, the whole database goes: a sign-out leaves nothing of them.
        const last = owner === null || keepsNothing() ? true : await deleteVault(owner).catch(() => true);
        const current = database;
        database = null;
        if (current) (await current.catch(() => null))?.close();
        if (last && !keepsNothing()) await deleteVaultDatabase();
        setState('closed');
        for (const store of ['day', 'outbox'] as const) changed(store);
      });
    },

    async count(store) {
      await opening;
      if (state === 'closed' || state === 'unavailable' || userId === null) return 0;
      return (await db()).count(store, ownerRange(userId));
    },

    watch(store, listener) {
      watchers[store].add(listener);
      return () => watchers[store].delete(listener);
    },

    async get<T>(store: VaultStore, key: string): Promise<T | undefined> {
      const current = await openKeys();
      const record = await (await db()).get(store, recordKey(current.owner, await recordId(current, store, key)));
      return record ? (await unseal<T>(current, store, record)).value : undefined;
    },

    async put<T>(store: VaultStore, key: string, value: T): Promise<void> {
      const current = await openKeys();
      await (await db()).put(store, { ...(await seal(current, store, key, value)), owner: current.owner });
      changed(store);
    },

    async delete(store, key) {
      const current = await openKeys();
      await (await db()).delete(store, recordKey(current.owner, await recordId(current, store, key)));
      changed(store);
    },

    async all<T>(store: VaultStore): Promise<VaultEntry<T>[]> {
      const current = await openKeys();
      const records = await (await db()).getAll(store, ownerRange(current.owner));
      const entries = await Promise.all(records.map((record) => unseal<T>(current, store, record)));
      // Ids are opaque, so the order of the names is restored here.
      return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
