// Per-request loaders. A relation declared with @lookup never costs a call per row: its list call is made once per
// request (a DataLoader keyed by the list call), indexed by id, and every row is answered from that index —
// synchronously once it has loaded, so 500 rows cost no promise each. The list calls a page will need can be started
// with the page's own call (warm).
import DataLoader from 'dataloader';
import type { LookupSpec } from '../rest/directives.js';
import { dig } from '../rest/answer.js';
import { missingPayload } from '../upstream/errors.js';
import type { UpstreamScope } from '../upstream/scope.js';
import type { LookupCache } from './lookup-cache.js';

export type Row = Record<string, unknown>;
export type RowIndex = ReadonlyMap<string, Row>;

export class Loaders {
  /** One load per list call for the whole request; a failed one stays failed for the request. */
  private readonly lists = new DataLoader<LookupSpec, RowIndex, string>((specs) => Promise.all(specs.map((spec) => this.settle(spec))), {
    cacheKeyFn: (spec) => spec.list,
    batchScheduleFn: (dispatch) => {
      this.dispatch = dispatch;
    },
  });
  /** The load just asked for, sent by index() at once (see there). */
  private dispatch: (() => void) | undefined;
  /** The indexes that have answered, read without a promise. */
  private readonly loaded = new Map<string, RowIndex>();
  /** The caller's generation in the shared store, asked once for the whole request. */
  private generation: Promise<string | undefined> | undefined;

  constructor(
    private readonly upstream: UpstreamScope,
    private readonly kept?: LookupCache,
  ) {}

  /** The index of a list call, made at most once per request (and kept a moment for the caller's next requests). */
  index(spec: LookupSpec): Promise<RowIndex> {
    const index = this.lists.load(spec);
    // Each list leaves now, with the call that warms it: lists have no batch endpoint, so waiting for the end of the
    // tick to gather them would only send them after every other call of the query.
    const dispatch = this.dispatch;
    this.dispatch = undefined;
    dispatch?.();
    return index;
  }

  /** The index if its call has already answered. */
  ready(spec: LookupSpec): RowIndex | undefined {
    return this.loaded.get(spec.list);
  }

  /** Starts a list call early; a failure surfaces where a row first needs it, not here. */
  warm(spec: LookupSpec): void {
    this.index(spec).catch(() => undefined);
  }

  /** The index, or the error it failed with (a batch answers each key on its own). */
  private async settle(spec: LookupSpec): Promise<RowIndex | Error> {
    try {
      const index = await this.load(spec);
      this.loaded.set(spec.list, index);
      return index;
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }

  private load(spec: LookupSpec): Promise<RowIndex> {
    const caller = this.upstream.caller;
    const load = { rows: () => this.fetch(spec), build: (rows: readonly Row[]) => indexRows(rows, spec.by) };
    if (!this.kept || caller === undefined) return load.rows().then(load.build);
    this.generation ??= this.kept.generation(caller);
    return this.kept.index(caller, spec.list, load, this.generation);
  }

  private async fetch(spec: LookupSpec): Promise<readonly Row[]> {
    const body = await this.upstream.call({ method: 'GET', path: spec.path });
    let rows = dig(body, spec.unwrap);
    // A paginated list call answers its rows one level down.
    if (rows && !Array.isArray(rows) && Array.isArray((rows as Row).data)) rows = (rows as Row).data;
    if (!Array.isArray(rows)) throw missingPayload(spec.path, spec.unwrap || 'body');
    return rows as Row[];
  }
}

function indexRows(rows: readonly Row[], by: string): RowIndex {
  const index = new Map<string, Row>();
  for (const row of rows) {
    const id = row?.[by];
    if (id !== undefined && id !== null) index.set(String(id), row);
  }
  return index;
}

/** The related row, or rows, a record's key names; rows the list lacks are left out (a list) or null. */
export function relatedRows(index: RowIndex, ids: unknown): Row | Row[] | null {
  if (Array.isArray(ids)) {
    const rows: Row[] = [];
    for (const id of ids) {
      const row = index.get(String(id));
      if (row) rows.push(row);
    }
    return rows;
  }
  return index.get(String(ids)) ?? null;
}
