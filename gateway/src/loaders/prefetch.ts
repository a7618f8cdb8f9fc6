// Which @lookup relations a query selects below a field, so that their list calls can leave together with the
// field's own call instead of one round trip after it.
import {
  getNamedType,
  isObjectType,
  Kind,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type FieldNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { lookupOf, type LookupSpec } from '../rest/directives.js';

/** Object type name → field name → its @lookup. */
export type LookupMap = ReadonlyMap<string, ReadonlyMap<string, LookupSpec>>;

export function lookupMapOf(schema: GraphQLSchema): LookupMap {
  const map = new Map<string, Map<string, LookupSpec>>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const spec = lookupOf(schema, field);
      if (!spec) continue;
      if (!map.has(type.name)) map.set(type.name, new Map());
      map.get(type.name)!.set(field.name, spec);
    }
  }
  return map;
}

const maxDepth = 5;

export function selectedLookups(info: GraphQLResolveInfo, lookups: LookupMap): LookupSpec[] {
  if (lookups.size === 0) return [];
  const found = new Map<string, LookupSpec>();
  const visit = (selections: SelectionSetNode | undefined, type: GraphQLObjectType, depth: number) => {
    if (!selections || depth > maxDepth) return;
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        const spec = lookups.get(type.name)?.get(selection.name.value);
        // A relation read by id waits for the ids its rows name: its whole list is what it avoids.
        if (spec && spec.one === undefined) found.set(spec.list, spec);
        const field = type.getFields()[selection.name.value];
        const inner = field && getNamedType(field.type);
        if (inner && isObjectType(inner)) visit(selection.selectionSet, inner, depth + 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const narrowed = selection.typeCondition ? info.schema.getType(selection.typeCondition.name.value) : type;
        if (narrowed && isObjectType(narrowed)) visit(selection.selectionSet, narrowed, depth);
      } else {
        const fragment = info.fragments[selection.name.value];
        const narrowed = fragment && info.schema.getType(fragment.typeCondition.name.value);
        if (fragment && narrowed && isObjectType(narrowed)) visit(fragment.selectionSet, narrowed, depth);
      }
    }
  };
  const returned = getNamedType(info.returnType);
  if (!isObjectType(returned)) return [];
  for (const node of info.fieldNodes) visit(node.selectionSet, returned, 0);
  return [...found.values()];
}

/**
 * The relations a query selects on the rows a field answers itself: its own rows, or a page's nodes. These can be read
 * for the whole page once its rows are in, before any row is answered.
 */
export function rowLookups(info: GraphQLResolveInfo, lookups: LookupMap, page: boolean): LookupSpec[] {
  let rowType = getNamedType(info.returnType);
  let selections = info.fieldNodes.flatMap((node) => fieldsOf(node.selectionSet, info));
  if (page) {
    const nodes = isObjectType(rowType) ? rowType.getFields()['nodes'] : undefined;
    if (!nodes) return [];
    rowType = getNamedType(nodes.type);
    selections = selections.filter((field) => field.name.value === 'nodes').flatMap((field) => fieldsOf(field.selectionSet, info));
  }
  const specs = isObjectType(rowType) ? lookups.get(rowType.name) : undefined;
  if (!specs) return [];
  const found = new Map<string, LookupSpec>();
  for (const field of selections) {
    const spec = specs.get(field.name.value);
    if (spec) found.set(spec.one ?? spec.list, spec);
  }
  return [...found.values()];
}

/** The fields of a selection set, with those of its fragments. */
function fieldsOf(selections: SelectionSetNode | undefined, info: GraphQLResolveInfo): FieldNode[] {
  return (selections?.selections ?? []).flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet, info);
    return fieldsOf(info.fragments[selection.name.value]?.selectionSet, info);
  });
}
