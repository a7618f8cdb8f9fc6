// The vault's IndexedDB database: one per browser profile, owned by the last user who signed in on it. The owner
// record holds what opening needs (the salt and iterations in the clear, the data key only wrapped); the stores
// hold sealed records.
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { VaultStore } from '../vault';
import type { WrappedSecret } from './keys';
import type { SealedRecord } from './records';

export const VAULT_DATABASE = 'portal-vault';

export interface VaultOwner {
  userId: string;
  salt: Uint8Array<ArrayBuffer>;
  iterations: number;
  /** The data key under the password's key. */
  byPassword: WrappedSecret;
  /** The data key under the gateway's offline key for the current session, when one was given. */
  bySession: WrappedSecret | null;
}

interface VaultSchema extends DBSchema {
  owner: { key: 'owner'; value: VaultOwner };
  day: { key: string; value: SealedRecord };
  outbox: { key: string; value: SealedRecord };
}

export type VaultDatabase = IDBPDatabase<VaultSchema>;

export const vaultStores: readonly VaultStore[] = ['day', 'outbox'];

export function openVaultDatabase(): Promise<VaultDatabase> {
  return openDB<VaultSchema>(VAULT_DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('owner');
      for (const store of vaultStores) db.createObjectStore(store, { keyPath: 'id' });
    },
  });
}

/** Deletes the whole database; an open connection must be closed first or the deletion waits for it. */
export function deleteVaultDatabase(): Promise<void> {
  return deleteDB(VAULT_DATABASE);
}
