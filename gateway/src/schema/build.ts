// Builds the executable schema from schema/*.graphql: area resolvers where a call needs real shaping, the generic
// @rest resolver everywhere else, @lookup relations through loaders, and record fields read in the API's spelling.
import { makeExecutableSchema } from '@graphql-tools/schema';
import { getDirective, MapperKind, mapSchema, type IResolvers } from '@graphql-tools/utils';
import {
  coerceInputValue,
  GraphQLEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLFieldResolver,
  type GraphQLInputField,
  type GraphQLSchema,
} from 'graphql';
import { loadTypeDefs } from '@portal/schema';
import type { GatewayContext } from '../context.js';
import { lookupOf } from '../rest/directives.js';
import { RestEngine } from '../rest/engine.js';
import { namesNone, relatedRows } from '../loaders/loaders.js';
import { lookupMapOf } from '../loaders/prefetch.js';
import { snakeCase } from '../rest/names.js';
import { areaResolvers } from '../areas/index.js';
import { checkFromQuery, fromQueryResolver, isFromQuery } from './from-query.js';
import { scalarResolvers } from './scalars.js';

export interface GatewaySchema {
  schema: GraphQLSchema;
  engine: RestEngine;
}

type Source = Record<string, unknown> | null | undefined;

/** Reads a record field by its wire name, falling back to the GraphQL name (hand-shaped objects use that). */
function fieldReader(wire: string, name: string): GraphQLFieldResolver<Source, GatewayContext> {
  return (source) => {
    if (source === null || source === undefined) return null;
    const value = source[wire];
    return value !== undefined ? value : source[name];
  };
}

export function buildGatewaySchema(
  typeDefs: string[] = loadTypeDefs(),
  resolvers: IResolvers<unknown, GatewayContext>[] = areaResolvers,
): GatewaySchema {
  const base = makeExecutableSchema({ typeDefs, resolvers: [scalarResolvers, ...resolvers] });
  const engine = new RestEngine(base, lookupMapOf(base));
  for (const type of Object.values(base.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      engine.compile(type.name, field);
      if (isFromQuery(base, field)) checkFromQuery(base, type.name, field);
    }
  }
  const schema = mapSchema(base, {
    // An enum value travels in the API's spelling both ways: its internal value is its @wire name, so arguments
    // arrive in resolvers already spelled for the API and answers read back into the GraphQL name.
    [MapperKind.ENUM_TYPE]: (type) => {
      const config = type.toConfig();
      let changed = false;
      for (const [name, value] of Object.entries(config.values)) {
        const wire = getDirective(base, value, 'wire')?.[0]?.name as string | undefined;
        if (wire !== undefined && wire !== name) {
          value.value = wire;
          changed = true;
        }
      }
      return changed ? new GraphQLEnumType(config) : type;
    },
    [MapperKind.OBJECT_FIELD]: (config, fieldName, typeName) => {
      if (config.resolve) return config;
      const compiled = engine.get(`${typeName}.${fieldName}`);
      if (compiled) return { ...config, resolve: engine.resolver(compiled) as GraphQLFieldResolver<unknown, unknown> };
      const owner = base.getType(typeName);
      const field = isObjectType(owner) ? owner.getFields()[fieldName] : undefined;
      if (field && isFromQuery(base, field)) return { ...config, resolve: fromQueryResolver };
      const lookup = field && lookupOf(base, field);
      if (lookup) {
        const one = lookup.one === undefined ? undefined : { ...lookup, one: lookup.one };
        const resolve: GraphQLFieldResolver<Source, GatewayContext> = (source, _args, ctx) => {
          const ids = source?.[lookup.key];
          if (namesNone(ids)) return null;
          const index = ctx.loaders.ready(lookup);
          if (index) return relatedRows(index, ids);
          if (one) {
            const known = ctx.loaders.known(one.one, ids);
            return known !== undefined ? known : ctx.loaders.related(one, ids);
          }
          return ctx.loaders.index(lookup).then((loaded) => relatedRows(loaded, ids));
        };
        return { ...config, resolve: resolve as GraphQLFieldResolver<unknown, unknown> };
      }
      const wire = (getDirective(base, config, 'wire')?.[0]?.name as string | undefined) ?? snakeCase(fieldName);
      // A field spelled alike on both sides keeps the default resolver, which the compiled executor reads inline
      // (`row.name`) instead of calling a function per row and field.
      if (wire === fieldName) return config;
      return { ...config, resolve: fieldReader(wire, fieldName) as GraphQLFieldResolver<unknown, unknown> };
    },
  });
  rewireDefaults(base, schema);
  return { schema, engine };
}

/**
 * A default value is held as internal values, and the base schema's enum values are their GraphQL names: once they
 * travel in their wire spelling, each default is coerced again from the base schema's, so that introspection prints
 * it (`sortBy: ASC`) and a resolver receives it spelled for the API, as it receives a value the client sent.
 */
function rewireDefaults(base: GraphQLSchema, schema: GraphQLSchema): void {
  const rewire = (target: GraphQLArgument | GraphQLInputField, source: GraphQLArgument | GraphQLInputField | undefined) => {
    if (source?.defaultValue !== undefined) target.defaultValue = coerceInputValue(source.defaultValue, target.type);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const before = base.getType(type.name);
    if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(before) || isInterfaceType(before))) {
      for (const field of Object.values(type.getFields())) {
        const args = before.getFields()[field.name]?.args ?? [];
        for (const arg of field.args)
          rewire(
            arg,
            args.find((candidate) => candidate.name === arg.name),
          );
      }
    }
    if (isInputObjectType(type) && isInputObjectType(before)) {
      for (const field of Object.values(type.getFields())) rewire(field, before.getFields()[field.name]);
    }
  }
}
