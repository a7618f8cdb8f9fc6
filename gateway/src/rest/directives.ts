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
  return {
    path: String(found.path),
    key: String(found.key),
    by: found.by === undefined ? 'id' : String(found.by),
    unwrap: found.unwrap === undefined ? 'data' : String(found.unwrap),
  };
}

/** The API's name: @wire's, or the snake_case of the GraphQL name. */
export function wireNameOf(schema: GraphQLSchema, node: Declared): string {
  const found = getDirective(schema, node, 'wire')?.[0];
  return found ? String(found.name) : snakeCase(node.name);
}

export function hasWire(schema: GraphQLSchema, node: Declared): boolean {
  return getDirective(schema, node, 'wire')?.[0] !== undefined;
}
