// Per-request loaders. A relation declared with @lookup never costs a call per row: its list call is made once per
// request (a DataLoader keyed by the list call), indexed by id, and every row is answered from that index —
// synchronously once it has loaded, so 500 rows cost no promise each. The list calls a page will need can be started
// with the page's own call (warm). A relation over a list that grows with the practice (its people, funders, locations)
// declares the API's call for one record: the ids a page names are gathered (one batch for the page's rows) and asked
// for one call each, so a page costs what its rows name, not what the practice holds; a batch naming more ids than
// are cheaper one by one (see by-id.ts), or refused the by-id call, reads the whole list instead. A page's relations are
// read before its rows are answered (prepare), so that no row holds a promise, and the page with it, while they load.
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { LookupSpec } from '../rest/directives.js';
import { ListLengths } from './by-id.js';
import { dig } from '../rest/answer.js';
import { ErrorCode, missingPayload } from '../upstream/errors.js';
import { isRecord } from '../json-record.js';
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
  /** Per by-id call: one load per related id for the whole request, the ids of one tick asked together. */
  private readonly ones = new Map<string, DataLoader<string, Row | null>>();
  /** Per by-id call: the rows a page's relations were read for before its rows were answered. */
  private readonly settled = new Map<string, Map<string, Row | null | Error>>();

  constructor(
    private readonly upstream: UpstreamScope,
    private readonly kept?: LookupCache,
    /** The lists' lengths as last read, shared by the gateway's requests. */
    private readonly lengths: ListLengths = new ListLengths(),
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
    return this.keep(spec.list, () => this.fetch(spec), spec.by);
  }

  /** Rows of a call, indexed, and kept a moment for the caller's next requests when the gateway keeps lookups. */
  private keep(key: string, fetch: () => Promise<readonly Row[]>, by: string): Promise<RowIndex> {
    const caller = this.upstream.caller;
    const load = { rows: fetch, build: (rows: readonly Row[]) => indexRows(rows, by) };
    if (!this.kept || caller === undefined) return load.rows().then(load.build);
    this.generation ??= this.kept.generation(caller);
    return this.kept.index(caller, key, load, this.generation);
  }

  /**
   * The related row, or rows, of a relation with a by-id call (`spec.one`): from the whole list when this request has
   * it already, else by id (see by-id.ts). Ids the API does not find are left out (a list) or null, as the list does.
   */
  async related(spec: LookupSpec & { one: string }, ids: unknown): Promise<Row | Row[] | null> {
    return relatedOf(await this.oneLoader(spec).loadMany(idsOf(ids)), Array.isArray(ids));
  }

  /**
   * Reads a page's relations before its rows are answered: each relation's ids, as the rows name them, in one batch
   * (the same calls the rows would make, one tick apart), so that every row then answers at once instead of waiting
   * on a promise of its own. A failure is kept for the rows that name it.
   */
  async prepare(specs: readonly LookupSpec[], answer: unknown): Promise<void> {
    const rows: readonly unknown[] = Array.isArray(answer) ? answer : [answer];
    await Promise.all(
      specs.map((spec) => (spec.one === undefined || this.ready(spec) ? this.listRead(spec) : this.readById({ ...spec, one: spec.one }, rows))),
    );
  }

  /** A relation's whole list, read; its failure is the rows' to report. */
  private async listRead(spec: LookupSpec): Promise<void> {
    if (!this.ready(spec)) await this.index(spec).catch(() => undefined);
  }

  /** The rows' related records, by id in one batch, kept where `known` finds them. */
  private async readById(spec: LookupSpec & { one: string }, rows: readonly unknown[]): Promise<void> {
    const ids = new Set<string>();
    for (const row of rows) {
      const named = isRecord(row) ? row[spec.key] : undefined;
      if (Array.isArray(named)) for (const id of named) ids.add(String(id));
      else if (!namesNone(named)) ids.add(String(named));
    }
    if (ids.size === 0) return;
    const asked = [...ids];
    const answers = await this.oneLoader(spec).loadMany(asked);
    let known = this.settled.get(spec.one);
    if (!known) this.settled.set(spec.one, (known = new Map()));
    for (const [at, id] of asked.entries()) known.set(id, answers[at] ?? null);
  }

  /** The related row, or rows, if the page has read them already (see prepare); undefined if not. */
  known(one: string, ids: unknown): Row | Row[] | null | undefined {
    const known = this.settled.get(one);
    if (!known) return undefined;
    // One id (most relations): no list of answers is made for it, as this runs for every row.
    if (!Array.isArray(ids)) {
      const answer = known.get(String(ids));
      if (answer instanceof Error) throw answer;
      return answer;
    }
    const answers = idsOf(ids).map((id) => known.get(id));
    return answers.includes(undefined) ? undefined : relatedOf(answers as (Row | null | Error)[], true);
  }

  private oneLoader(spec: LookupSpec & { one: string }): DataLoader<string, Row | null> {
    let loader = this.ones.get(spec.one);
    if (!loader) {
      loader = new DataLoader<string, Row | null>((ids) => this.byIds(spec, ids));
      this.ones.set(spec.one, loader);
    }
    return loader;
  }

  private async byIds(spec: LookupSpec & { one: string }, ids: readonly string[]): Promise<(Row | null)[]> {
    const fromList = async () => {
      const index = await this.index(spec);
      return ids.map((id) => index.get(id) ?? null);
    };
    if (this.ready(spec) || !this.lengths.readsById(spec.list, ids.length)) return fromList();
    try {
      return await Promise.all(ids.map((id) => this.fetchOne(spec, id)));
    } catch (error) {
      // A caller may read the list (every signed-in user may) but not each record: the list answers them.
      if (error instanceof GraphQLError && error.extensions.code === ErrorCode.Forbidden) return fromList();
      throw error;
    }
  }

  private async fetchOne(spec: LookupSpec & { one: string }, id: string): Promise<Row | null> {
    const path = spec.one.replace('{id}', encodeURIComponent(id));
    const rows = async (): Promise<readonly Row[]> => {
      try {
        const row = dig(await this.upstream.call({ method: 'GET', path }), spec.unwrap);
        return isRecord(row) ? [row] : [];
      } catch (error) {
        // Deleted or gone: the list would not hold it either.
        if (error instanceof GraphQLError && error.extensions.code === ErrorCode.NotFound) return [];
        throw error;
      }
    };
    return (await this.keep(path, rows, spec.by)).get(id) ?? null;
  }

  private async fetch(spec: LookupSpec): Promise<readonly Row[]> {
    const body = await this.upstream.call({ method: 'GET', path: spec.path });
    let rows = dig(body, spec.unwrap);
    // A paginated list call answers its rows one level down.
    if (rows && !Array.isArray(rows) && Array.isArray((rows as Row).data)) rows = (rows as Row).data;
    if (!Array.isArray(rows)) throw missingPayload(spec.path, spec.unwrap || 'body');
    this.lengths.read(spec.list, rows.length);
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

/** A record's key that names no related record: missing, null or empty. */
export function namesNone(ids: unknown): ids is undefined | null | '' {
  return ids === undefined || ids === null || ids === '';
}

function idsOf(ids: unknown): string[] {
  return Array.isArray(ids) ? ids.map(String) : [String(ids)];
}

/** The related row, or rows, from the answers for their ids: a failed one fails the field; rows not found are left out (a list) or null. */
function relatedOf(answers: readonly (Row | null | Error)[], many: boolean): Row | Row[] | null {
  for (const answer of answers) if (answer instanceof Error) throw answer;
  const rows = answers as readonly (Row | null)[];
  return many ? rows.filter((row): row is Row => row !== null) : (rows[0] ?? null);
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
