// Filtering, searching and sorting rows for a list call.
import type { Row } from '../db/table.js';
import type { ListQuery } from './list-query.js';

/** A filter: a field compared for equality with the parameter (any of them, for a list), or a predicate. */
export type FilterSpec<T> = (keyof T & string) | ((row: T, value: string[]) => boolean);

/** The parameter's values; empty strings are dropped, so an empty filter filters nothing. */
function filterValues(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list
    .filter((item): item is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof item))
    .map((item) => String(item).trim())
    .filter((item) => item !== '');
}

export function applyFilters<T extends Row>(
  rows: T[],
  filters: Readonly<Record<string, FilterSpec<T>>> | undefined,
  params: Record<string, unknown>,
): T[] {
  if (!filters) return rows;
  let result = rows;
  for (const [key, spec] of Object.entries(filters)) {
    const values = filterValues(params[key]);
    if (values.length === 0) continue;
    result =
      typeof spec === 'function' ? result.filter((row) => spec(row, values)) : result.filter((row) => values.includes(String(row[spec] ?? '')));
  }
  return result;
}

export function applySearch<T extends Row>(rows: T[], fields: readonly (keyof T & string)[], search: string): T[] {
  if (search === '' || fields.length === 0) return rows;
  const needle = search.toLowerCase();
  return rows.filter((row) =>
    fields.some((field) => {
      const value = row[field];
      return value !== null && value !== undefined && String(value).toLowerCase().includes(needle);
    }),
  );
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Sorts by a known field (id otherwise); empty values go last whichever the direction; ties keep id order. */
export function applySort<T extends Row>(rows: T[], query: Pick<ListQuery, 'sortBy' | 'sortField'>): T[] {
  const known = query.sortField !== undefined && rows.some((row) => Object.hasOwn(row, query.sortField!));
  const field = (known ? query.sortField! : 'id') as keyof T;
  const direction = query.sortBy === 'asc' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = left[field];
    const b = right[field];
    const aEmpty = a === null || a === undefined || a === '';
    const bEmpty = b === null || b === undefined || b === '';
    if (aEmpty || bEmpty) return aEmpty === bEmpty ? left.id - right.id : aEmpty ? 1 : -1;
    return compareValues(a, b) * direction || (left.id - right.id) * direction;
  });
}
