// The @lookup lists (agencies, funders, staff, students ...) a caller's requests keep reading, kept per caller for a
// short time (LOOKUP_CACHE_MS; 0 keeps nothing): indexed once and answered to that caller's next requests. Never
// shared between callers (the key is the caller's own Authorization), dropped whenever that caller writes, and a
// failed call is not kept. At most `maxCallers` callers are kept, the least recently seen dropped first.
import type { RowIndex } from './loaders.js';

interface Kept {
  expires: number;
  index: Promise<RowIndex>;
}

export class LookupCache {
  private readonly callers = new Map<string, Map<string, Kept>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxCallers = 1_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  index(caller: string, key: string, load: () => Promise<RowIndex>): Promise<RowIndex> {
    if (!this.enabled) return load();
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
    index.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return index;
  }

  drop(caller: string): void {
    this.callers.delete(caller);
  }
}
