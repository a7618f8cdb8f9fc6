// A larger practice made from the seeded one: at scale N, each table that grows with the practice holds N copies of
// its seeded rows. Copy k (1..N-1) shifts every id by k times the table's seeded span, and every reference to another
// copied table by that table's span, so each copy's records refer to records of the same copy and the relations and
// distributions stay those of the seed. Copying costs no faker draw: a large practice starts about as fast as a small one.
import type { Row } from './table.js';

/** A table that grows with the practice, and the fields of its rows that hold ids of other such tables. */
export interface ScaledTable {
  table: string;
  /** Field → the copied table its id (or list of ids) refers to; references to other tables are kept as they are. */
  references: Readonly<Record<string, string>>;
  /** What a copy must change besides ids to stay valid (a unique email, name or code), given its copy number. */
  distinct?: (row: Row & Record<string, unknown>, copy: number) => Record<string, unknown>;
}

/** The scale of the stand-in's practice: STANDIN_SCALE, a positive integer, 1 when unset. */
export function scaleOf(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 1;
  const scale = Number(raw);
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`STANDIN_SCALE must be a positive integer, got ${raw}`);
  return scale;
}

/** The largest id of each table's seeded rows: a copy's ids start after the copy before it. */
export type Spans = ReadonlyMap<string, number>;

export function spanOf(rows: readonly Row[]): number {
  let span = 0;
  for (const row of rows) span = Math.max(span, row.id);
  return span;
}

/** Copy `copy` of the seeded rows: ids and references shifted, distinct fields changed. Cloned in one go: a clone per row costs more than the copying. */
export function copyRows(rows: readonly Row[], copy: number, spec: ScaledTable, spans: Spans): Row[] {
  const copied = structuredClone(rows) as (Row & Record<string, unknown>)[];
  const own = spans.get(spec.table) ?? 0;
  const references = Object.entries(spec.references).flatMap(([field, table]) => {
    const span = spans.get(table);
    return span === undefined ? [] : [{ field, by: copy * span }];
  });
  for (const row of copied) {
    row.id += copy * own;
    for (const { field, by } of references) {
      const value = row[field];
      if (typeof value === 'number') row[field] = value + by;
      else if (Array.isArray(value)) row[field] = value.map((id: unknown) => (typeof id === 'number' ? id + by : id));
    }
    if (spec.distinct) Object.assign(row, spec.distinct(row, copy));
  }
  return copied;
}
