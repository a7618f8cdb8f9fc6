// Reads the schema's declarations about the practice API: which call serves a field (@rest), the API's name for
// something (@wire), and what the API's answer does not hold (@lookup, @fromQuery, @computed).
import {
  getDirectiveValues,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type ConstDirectiveNode,
  type GraphQLArgument,
  type GraphQLEnumValue,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { snakeCase } from './names.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestSpec {
  method: HttpMethod;
  path: string;
  unwrap: string;
  multipart: boolean;
}

type Declared = GraphQLField<unknown, unknown> | GraphQLArgument | GraphQLInputField | GraphQLEnumValue;
type Node = { astNode?: { directives?: readonly ConstDirectiveNode[] } | null | undefined };

function directiveArgs(schema: GraphQLSchema, name: string, node: Node): Record<string, unknown> | undefined {
  const directive = schema.getDirective(name);
  if (!directive || !node.astNode) return undefined;
  return getDirectiveValues(directive, node.astNode) ?? undefined;
}

export function restOf(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): RestSpec | undefined {
  const found = directiveArgs(schema, 'rest', field);
  if (!found) return undefined;
  return {
    method: (found.method ?? 'GET') as HttpMethod,
    path: String(found.path),
    unwrap: found.unwrap === undefined ? 'data' : String(found.unwrap),
    multipart: Boolean(found.multipart),
  };
}

/** The API's name: @wire's, or the snake_case of the GraphQL name. */
export function wireNameOf(schema: GraphQLSchema, node: Declared): string {
  const found = directiveArgs(schema, 'wire', node);
  return found ? String(found.name) : snakeCase(node.name);
}

export function hasWire(schema: GraphQLSchema, node: Declared): boolean {
  return directiveArgs(schema, 'wire', node) !== undefined;
}

/** A record field the API's answer does not hold: another call, a loader, or the gateway fills it. */
export function isFilledElsewhere(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): boolean {
  return ['rest', 'lookup', 'fromQuery'].some((name) => directiveArgs(schema, name, field) !== undefined) || isComputed(schema, field);
}

/** Fields the gateway works out itself: a record field from the others, or a call's answer reshaped. */
export function isComputed(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): boolean {
  return directiveArgs(schema, 'computed', field) !== undefined;
}

/** An argument of an input-object type without @wire: its fields go into the payload itself. */
export function isSpread(schema: GraphQLSchema, arg: GraphQLArgument): boolean {
  const bare: GraphQLInputType = isNonNullType(arg.type) ? arg.type.ofType : arg.type;
  return isInputObjectType(getNamedType(arg.type)) && !isListType(bare) && !hasWire(schema, arg);
}
