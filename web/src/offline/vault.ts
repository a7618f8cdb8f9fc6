// What the device keeps for the signed-in user while they may be offline (the day's data, the outbox of writes),
// only ever encrypted at rest. This is the one surface the rest of the client uses; the vault's own files hold how
// it keys, encrypts, opens and clears.

/** The vault's stores: the day's data kept for offline use, and the writes waiting to be sent. */
export type VaultStore = 'day' | 'outbox';

export interface VaultEntry<T> {
  key: string;
  value: T;
}

export interface Vault {
  /** Whether its key is in memory: reads and writes work only while it is open. */
  readonly isOpen: boolean;
  get<T>(store: VaultStore, key: string): Promise<T | undefined>;
  put<T>(store: VaultStore, key: string, value: T): Promise<void>;
  delete(store: VaultStore, key: string): Promise<void>;
  /** Every entry of a store, in the order of their keys. */
  all<T>(store: VaultStore): Promise<VaultEntry<T>[]>;
  /** Called when it opens or closes (signed in, unlocked, signed out). */
  subscribe(listener: () => void): () => void;
}
