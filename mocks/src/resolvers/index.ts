// Mocked resolvers for client tests: the real schema (@portal/schema), every field mocked, the resolvers a test
// gives taking precedence (an object they return is completed by mocks for the fields it leaves out).
import { addMocksToSchema, type IMocks } from '@graphql-tools/mock';
import { makeExecutableSchema, type IExecutableSchemaDefinition } from '@graphql-tools/schema';
import { loadTypeDefs } from '@portal/schema';
import type { GraphQLSchema } from 'graphql';
import { scalarMocks, shapeMocks } from './scalars.js';

/** The resolver map makeExecutableSchema takes (one map, not a list). */
export type IResolvers = Exclude<NonNullable<IExecutableSchemaDefinition['resolvers']>, readonly unknown[]>;

export function createMockedSchema(resolvers: IResolvers = {}, mocks: IMocks = {}): GraphQLSchema {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });
  return addMocksToSchema({
    schema,
    mocks: { ...scalarMocks, ...shapeMocks, ...mocks },
    preserveResolvers: true,
  });
}

export { scalarMocks, shapeMocks };
