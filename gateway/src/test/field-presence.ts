// The field-presence guard's pieces: which Query fields are lists (an XPage with nodes, served by @rest), what
// arguments they need, every scalar and enum field of a node type as a selection, and which non-null fields a
// returned row leaves missing or null.
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { restOf } from '../rest/directives.js';

export interface ListField {
  name: string;
  nodeType: GraphQLObjectType;
  /** Required arguments other than page and filter (an owner's id, usually). */
  ownerArgs: string[];
}

const pagingArgs = new Set(['page', 'filter']);

function nodeTypeOf(field: GraphQLField<unknown, unknown>): GraphQLObjectType | undefined {
  const page = getNullableType(field.type);
  if (!isObjectType(page) || !page.name.endsWith('Page')) return undefined;
  const nodes = page.getFields().nodes;
  if (!nodes) return undefined;
  const list = getNullableType(nodes.type);
  if (!isListType(list)) return undefined;
  const node = getNamedType(list.ofType);
  return isObjectType(node) ? node : undefined;
}

/** Every Query field with @rest that answers an XPage of object nodes. */
export function listFieldsOf(schema: GraphQLSchema): ListField[] {
  const query = schema.getQueryType();
  if (!query) return [];
  const lists: ListField[] = [];
  for (const field of Object.values(query.getFields())) {
    if (!restOf(schema, field)) continue;
    const nodeType = nodeTypeOf(field);
    if (!nodeType) continue;
    const ownerArgs = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined && !pagingArgs.has(arg.name));
    lists.push({ name: field.name, nodeType, ownerArgs: ownerArgs.map((arg) => arg.name) });
  }
  return lists;
}

/** The fields of a node type that hold a scalar or an enum and need no argument. */
export function leafFieldsOf(type: GraphQLObjectType): GraphQLField<unknown, unknown>[] {
  return Object.values(type.getFields()).filter((field) => {
    const named = getNamedType(field.type);
    const leaf = isScalarType(named) || isEnumType(named);
    return leaf && field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined);
  });
}

/** A field's value is never null when its type is non-null, and neither are a non-null list's items. */
function nullsIn(value: unknown, type: GraphQLField<unknown, unknown>['type']): boolean {
  if (value === null || value === undefined) return isNonNullType(type);
  const inner = getNullableType(type);
  if (isListType(inner) && Array.isArray(value)) return value.some((item) => nullsIn(item, inner.ofType));
  return false;
}

/** "Type.field in row N is null/missing" for every non-null leaf field a row does not carry. */
export function presenceProblems(type: GraphQLObjectType, rows: readonly unknown[]): string[] {
  const problems: string[] = [];
  const fields = leafFieldsOf(type);
  rows.forEach((row, index) => {
    if (row === null || typeof row !== 'object') {
      problems.push(`${type.name} row ${index} is ${row === null ? 'null' : typeof row}`);
      return;
    }
    const record = row as Record<string, unknown>;
    for (const field of fields) {
      if (!nullsIn(record[field.name], field.type)) continue;
      problems.push(`${type.name}.${field.name} (${String(field.type)}) is ${field.name in record ? 'null' : 'missing'} in row ${index}`);
    }
  });
  return problems;
}
