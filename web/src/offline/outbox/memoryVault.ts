// A vault that keeps its stores in memory, open from the start: the outbox's tests use it in place of the device's.
import type { Vault, VaultEntry, VaultStore } from '../vault';

export class MemoryVault implements Vault {
  isOpen = true;
  private readonly stores = new Map<VaultStore, Map<string, string>>([
    ['day', new Map()],
    ['outbox', new Map()],
  ]);
  private readonly listeners = new Set<() => void>();

  async get<T>(store: VaultStore, key: string): Promise<T | undefined> {
    const value = this.stores.get(store)!.get(key);
    return value === undefined ? undefined : (JSON.parse(value) as T);
  }

  async put<T>(store: VaultStore, key: string, value: T): Promise<void> {
    // Kept as JSON, as the device's vault keeps it: what comes back is a copy.
    this.stores.get(store)!.set(key, JSON.stringify(value));
  }

  async delete(store: VaultStore, key: string): Promise<void> {
    this.stores.get(store)!.delete(key);
  }

  async all<T>(store: VaultStore): Promise<VaultEntry<T>[]> {
    return [...this.stores.get(store)!.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, value]) => ({ key, value: JSON.parse(value) as T }));
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Opens or closes it, telling its listeners. */
  setOpen(open: boolean): void {
    this.isOpen = open;
    for (const listener of this.listeners) listener();
  }
}
