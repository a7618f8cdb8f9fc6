// Reads the schema's declarations: which call serves a field (@rest), the API's name for something (@wire), and
// which list call resolves a relation (@lookup).
import { getDirective } from '@graphql-tools/utils';
import type { GraphQLArgument, GraphQLEnumValue, GraphQLField, GraphQLInputField, GraphQLSchema } from 'graphql';
import type { HttpMethod } from '../upstream/client.js';
import { snakeCase } from './names.js';

export interface RestSpec {
  method: HttpMethod;
  path: string;
  unwrap: string;
  multipart: boolean;
}

export interface LookupSpec {
  path: string;
  key: string;
  by: string;
  unwrap: string;
  /** The list call and its index, as one name: made once per request, kept once per caller. */
  list: string;
}

type Declared = GraphQLField<unknown, unknown> | GraphQLArgument | GraphQLInputField | GraphQLEnumValue;

export function restOf(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): RestSpec | undefined {
  const found = getDirective(schema, field, 'rest')?.[0];
  if (!found) return undefined;
  return {
    method: (found.method ?? 'GET') as HttpMethod,
    path: String(found.path),
    unwrap: found.unwrap === undefined ? 'data' : String(found.unwrap),
    multipart: Boolean(found.multipart),
  };
}

export function lookupOf(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): LookupSpec | undefined {
  const found = getDirective(schema, field, 'lookup')?.[0];
  if (!found) return undefined;
  const path = String(found.path);
  const by = found.by === undefined ? 'id' : String(found.by);
  const unwrap = found.unwrap === undefined ? 'data' : String(found.unwrap);
  return { path, key: String(found.key), by, unwrap, list: `${path}#${unwrap}#${by}` };
}

/** The API's name: @wire's, or the snake_case of the GraphQL name. */
export function wireNameOf(schema: GraphQLSchema, node: Declared): string {
  const found = getDirective(schema, node, 'wire')?.[0];
  return found ? String(found.name) : snakeCase(node.name);
}

export function hasWire(schema: GraphQLSchema, node: Declared): boolean {
  return getDirective(schema, node, 'wire')?.[0] !== undefined;
}
