// @fromQuery: a field that answers as the Query field of the same name, with the same arguments, but may be null.
// A composed page (the dashboard) asks many areas in one request; its sections are such fields, so one area failing
// nulls only its own section. The declarations are checked when the schema is built, so a section cannot drift from
// the field it stands for.
import { getDirective } from '@graphql-tools/utils';
import {
  getNullableType,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';

export function isFromQuery(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): boolean {
  return getDirective(schema, field, 'fromQuery')?.[0] !== undefined;
}

/** Throws when the field's arguments or type differ from the Query field it names. */
export function checkFromQuery(schema: GraphQLSchema, typeName: string, field: GraphQLField<unknown, unknown>): void {
  const coordinate = `${typeName}.${field.name}`;
  const target = schema.getQueryType()?.getFields()[field.name];
  if (!target) throw new Error(`${coordinate} is @fromQuery, but Query has no field ${field.name}`);
  const signature = (of: GraphQLField<unknown, unknown>) => of.args.map((arg) => `${arg.name}: ${String(arg.type)}`).join(', ');
  if (signature(field) !== signature(target)) {
    throw new Error(`${coordinate} takes (${signature(field)}) where Query.${field.name} takes (${signature(target)})`);
  }
  if (String(getNullableType(field.type)) !== String(getNullableType(target.type))) {
    throw new Error(`${coordinate} is ${String(field.type)} where Query.${field.name} is ${String(target.type)}`);
  }
}

const queryResolvers = new WeakMap<GraphQLSchema, Map<string, GraphQLFieldResolver<unknown, unknown>>>();

function queryResolverOf(schema: GraphQLSchema, name: string): GraphQLFieldResolver<unknown, unknown> {
  let byName = queryResolvers.get(schema);
  if (!byName) queryResolvers.set(schema, (byName = new Map()));
  let resolve = byName.get(name);
  if (!resolve) {
    resolve = schema.getQueryType()?.getFields()[name]?.resolve;
    if (!resolve) throw new Error(`Query.${name} has no resolver`);
    byName.set(name, resolve);
  }
  return resolve;
}

/** Runs the Query field's own resolver, as if the field had been asked at the top of the query. */
export const fromQueryResolver: GraphQLFieldResolver<unknown, unknown> = (_source, args, ctx, info: GraphQLResolveInfo) => {
  const queryType = info.schema.getQueryType() as GraphQLObjectType;
  return queryResolverOf(info.schema, info.fieldName)(info.rootValue, args, ctx, { ...info, parentType: queryType });
};
