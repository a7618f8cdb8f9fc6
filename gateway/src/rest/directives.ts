// Reads the schema's declarations: which call serves a field (@rest) and the API's name for something (@wire), as the
// practice API's description reads them; and which list call resolves a relation (@lookup), which only the gateway
// needs.
import { getDirective } from '@graphql-tools/utils';
import type { GraphQLField, GraphQLSchema } from 'graphql';

export { hasWire, restOf, wireNameOf, type RestSpec } from '@portal/schema/contract';

export interface LookupSpec {
  path: string;
  key: string;
  by: string;
  unwrap: string;
  /** The list call and its index, as one name: made once per request, kept once per caller. */
  list: string;
  /** The API's call for one related record (`users/{id}`), for a list that grows with the practice. */
  one?: string;
}

export function lookupOf(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): LookupSpec | undefined {
  const found = getDirective(schema, field, 'lookup')?.[0];
  if (!found) return undefined;
  const path = String(found.path);
  const by = found.by === undefined ? 'id' : String(found.by);
  const unwrap = found.unwrap === undefined ? 'data' : String(found.unwrap);
  const one = found.one === undefined || found.one === null ? {} : { one: String(found.one) };
  return { path, key: String(found.key), by, unwrap, list: `${path}#${unwrap}#${by}`, ...one };
}
