// The vault's IndexedDB database: one per browser profile, holding a vault per user who signed in on it with their
// password. Each user's owner record holds what opening needs (the salt and iterations in the clear, the data key
// only wrapped); the stores hold sealed records under [user id, record id], so one user's records are read, counted
// and deleted without touching another's (which they could not open anyway: each is sealed under its user's key).
import { deleteDB, openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import type { VaultStore } from '../vault';
import type { WrappedSecret } from './keys';
import type { SealedRecord } from './records';

export const VAULT_DATABASE = 'portal-vault';
const VERSION = 2;

export interface VaultOwner {
  userId: string;
  salt: Uint8Array<ArrayBuffer>;
  iterations: number;
  /** The data key under the password's key. */
  byPassword: WrappedSecret;
  /** The data key under the gateway's offline key for the current session, when one was given. */
  bySession: WrappedSecret | null;
}

/** A sealed record with the user whose vault it belongs to. */
export interface OwnedRecord extends SealedRecord {
  owner: string;
}

type RecordKey = [owner: string, id: string];

interface VaultSchema extends DBSchema {
  /** Keyed by user id. */
  owner: { key: string; value: VaultOwner };
  day: { key: RecordKey; value: OwnedRecord };
  outbox: { key: RecordKey; value: OwnedRecord };
}

export type VaultDatabase = IDBPDatabase<VaultSchema>;

export const vaultStores: readonly VaultStore[] = ['day', 'outbox'];

/** Every record of one user's vault: arrays sort after strings, so [owner, []] closes the range. */
export const ownerRange = (owner: string): IDBKeyRange => IDBKeyRange.bound([owner], [owner, []]);

export const recordKey = (owner: string, id: string): RecordKey => [owner, id];

function createRecordStores(db: IDBPDatabase<VaultSchema>) {
  for (const store of vaultStores) db.createObjectStore(store, { keyPath: ['owner', 'id'] });
}

/** A store as version 1 had it, read and written without the current schema's types. */
interface LooseStore {
  get(key: IDBValidKey): Promise<unknown>;
  getAll(): Promise<unknown[]>;
  put(value: unknown, key?: IDBValidKey): Promise<unknown>;
  delete(key: IDBValidKey): Promise<void>;
}

/** Version 1 held one user's vault (its owner record under 'owner'): it becomes that user's, nothing of it lost. */
async function fromVersionOne(db: IDBPDatabase<VaultSchema>, tx: IDBPTransaction<VaultSchema, ('owner' | VaultStore)[], 'versionchange'>) {
  const store = (name: string) => tx.objectStore(name as 'owner') as unknown as LooseStore;
  const owner = (await store('owner').get('owner')) as VaultOwner | undefined;
  const kept = { day: await store('day').getAll(), outbox: await store('outbox').getAll() };
  for (const name of vaultStores) db.deleteObjectStore(name);
  createRecordStores(db);
  await store('owner').delete('owner');
  if (!owner) return;
  await store('owner').put(owner, owner.userId);
  for (const name of vaultStores) for (const record of kept[name]) await store(name).put({ ...(record as SealedRecord), owner: owner.userId });
}

export function openVaultDatabase(): Promise<VaultDatabase> {
  return openDB<VaultSchema>(VAULT_DATABASE, VERSION, {
    upgrade(db, oldVersion, _newVersion, tx) {
      if (oldVersion === 0) {
        db.createObjectStore('owner');
        createRecordStores(db);
        return;
      }
      void fromVersionOne(db, tx);
    },
  });
}

/** Deletes the whole database; an open connection must be closed first or the deletion waits for it. */
export function deleteVaultDatabase(): Promise<void> {
  return deleteDB(VAULT_DATABASE);
}
