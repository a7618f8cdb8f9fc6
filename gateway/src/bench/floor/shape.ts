// How a GraphQL answer spells the API's values: ids as strings, null for what is absent, a page's pageInfo; and the
// __typename the gateway adds to every selection set of a listed operation, as Apollo Client's own documents carry.
import type { Row } from './upstream.js';

export const id = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

/** The value itself, or null where the API left it out. */
export const value = (entry: unknown): unknown => entry ?? null;

export interface Named {
  id: string;
  name: unknown;
  __typename?: string;
}

/** `{ id, name }` of a related record (and its __typename when given), or null when the API has no record with that id. */
export function idName(byId: ReadonlyMap<string, Row>, key: unknown, typename?: string): Named | null {
  const related = byId.get(String(key));
  if (!related) return null;
  return typename
    ? { id: String(related.id), name: value(related.name), __typename: typename }
    : { id: String(related.id), name: value(related.name) };
}

/** The related records of a list of ids, in the ids' order; ids the API has no record for are left out. */
export function idNames(byId: ReadonlyMap<string, Row>, keys: unknown, typename?: string): Named[] {
  if (!Array.isArray(keys)) return [];
  return keys.flatMap((key) => idName(byId, key, typename) ?? []);
}

export interface PageInfo {
  total: unknown;
  perPage: unknown;
  currentPage: unknown;
  lastPage: unknown;
  from: unknown;
  to: unknown;
  __typename?: string;
}

export function pageInfo(page: unknown, typenames = false): PageInfo {
  const wire = page as Row;
  const info = {
    total: value(wire.total),
    perPage: value(wire.per_page),
    currentPage: value(wire.current_page),
    lastPage: value(wire.last_page),
    from: value(wire.from),
    to: value(wire.to),
  };
  return typenames ? { ...info, __typename: 'PageInfo' } : info;
}
