// The @lookup lists (agencies, funders, staff, students ...) a caller's requests keep reading, kept per caller for a
// short time (LOOKUP_CACHE_MS; 0 keeps nothing): indexed once and answered to that caller's next requests. Never
// shared between callers (the key is the caller's own Authorization), dropped whenever that caller writes, and a
// failed call is not kept. At most `maxCallers` callers are kept, the least recently seen dropped first.
//
// Behind several replicas a `LookupStore` (Redis) holds the caller's generation, bumped by each of their writes on
// any replica, and the lists themselves: a list one replica fetched is answered by the others, and a write on one
// replica retires what every replica kept. This process keeps its built indexes by generation, so a request costs
// one small read of the generation, not a list to parse again.
import type { Row, RowIndex } from './loaders.js';

/** Where kept lists live beyond this process. Every method may reject: the cache then asks the API itself. */
export interface LookupStore {
  /** The caller's current generation. */
  generation(caller: string): Promise<string>;
  read(caller: string, generation: string, key: string): Promise<readonly Row[] | undefined>;
  write(caller: string, generation: string, key: string, rows: readonly Row[], ttlMs: number): Promise<void>;
  /** Retires everything kept for the caller, on every replica. */
  bump(caller: string): Promise<void>;
}

interface Kept {
  expires: number;
  index: Promise<RowIndex>;
}

export interface LookupLoad {
  /** The list's rows, from the API. */
  rows(): Promise<readonly Row[]>;
  /** Its index by the lookup's key. */
  build(rows: readonly Row[]): RowIndex;
}

export interface LookupCacheOptions {
  /** Shared with the other replicas (Redis); this process alone when absent. */
  store?: LookupStore | undefined;
  maxCallers?: number;
  /** Told when the store fails (the cache then asks the API). */
  onStoreError?: (error: unknown) => void;
}

export class LookupCache {
  private readonly callers = new Map<string, Map<string, Kept>>();
  private readonly store: LookupStore | undefined;
  private readonly maxCallers: number;
  private readonly onStoreError: (error: unknown) => void;

  constructor(
    private readonly ttlMs: number,
    options: LookupCacheOptions = {},
  ) {
    this.store = options.store;
    this.maxCallers = options.maxCallers ?? 1_000;
    this.onStoreError = options.onStoreError ?? (() => undefined);
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The caller's generation for one request (asked once per request), or undefined without a shared store. */
  generation(caller: string): Promise<string | undefined> | undefined {
    if (!this.enabled || !this.store) return undefined;
    return this.store.generation(caller).catch((error: unknown) => {
      this.onStoreError(error);
      return undefined;
    });
  }

  async index(caller: string, key: string, load: LookupLoad, generation?: Promise<string | undefined>): Promise<RowIndex> {
    if (!this.enabled) return load.build(await load.rows());
    if (!generation) return this.kept(caller, key, () => load.rows().then((rows) => load.build(rows)));
    const current = await generation;
    // The store is away: nothing can say whether another replica's write retired a kept list, so none is used.
    if (current === undefined) return load.build(await load.rows());
    return this.kept(caller, `${current}\u0000${key}`, async () => {
      const stored = await this.store!.read(caller, current, key).catch((error: unknown) => {
        this.onStoreError(error);
        return undefined;
      });
      if (stored) return load.build(stored);
      const rows = await load.rows();
      // Stored before the answer goes out, so that a replica asked next finds it.
      await this.store!.write(caller, current, key, rows, this.ttlMs).catch(this.onStoreError);
      return load.build(rows);
    });
  }

  /** Resolves once the other replicas will not use what was kept either (the store never queues: it fails at once). */
  async drop(caller: string): Promise<void> {
    this.callers.delete(caller);
    await this.store?.bump(caller).catch(this.onStoreError);
  }

  private kept(caller: string, key: string, load: () => Promise<RowIndex>): Promise<RowIndex> {
    // A lookup is kept for a span of elapsed time, which the machine's clock measures; it is no date.
    const now = Date.now();
    let kept = this.callers.get(caller);
    if (kept) {
      // Seen again: to the back of the queue of callers to drop.
      this.callers.delete(caller);
      this.callers.set(caller, kept);
    } else {
      kept = new Map();
      this.callers.set(caller, kept);
      if (this.callers.size > this.maxCallers) this.callers.delete(this.callers.keys().next().value!);
    }
    const fresh = kept.get(key);
    if (fresh && fresh.expires > now) return fresh.index;
    const index = load();
    const entry: Kept = { expires: now + this.ttlMs, index };
    kept.set(key, entry);
    const mine = kept;
    index.catch(() => {
      if (mine.get(key) === entry) mine.delete(key);
    });
    return index;
  }
}
