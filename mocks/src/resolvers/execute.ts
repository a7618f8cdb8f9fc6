// Runs one operation against the mocked schema, the way a test of a client calls it: a document (a string, a parsed
// document or a generated typed document), its variables, a scenario, and resolvers of the test's own.
import { execute, parse, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { ScenarioName } from './scenarios.js';
import { createMockedSchema, scenarioContextKey, type IResolvers, type MockedSchemaOptions } from './schema.js';

/** A document that carries its result and variables types (what graphql-codegen's TypedDocumentNode is). */
export interface TypedOperation<TData, TVariables> extends DocumentNode {
  __apiType?: (variables: TVariables) => TData;
}

export interface ExecuteMockedOptions<TVariables> extends Omit<MockedSchemaOptions, 'scenario'> {
  variables?: TVariables;
  /** 'practice' unless told. */
  scenario?: ScenarioName;
  /** Resolvers of this test, over the mocks. */
  resolvers?: IResolvers;
  operationName?: string;
}

// One schema serves every scenario (the context names it); a new one is made only for a test's own resolvers.
const shared = new Map<string, GraphQLSchema>();

function schemaFor(options: ExecuteMockedOptions<unknown>): GraphQLSchema {
  const { seed, today, resolvers } = options;
  if (resolvers) return createMockedSchema(resolvers, { seed, today });
  const key = `${seed ?? ''}|${today ?? ''}`;
  let schema = shared.get(key);
  if (!schema) {
    schema = createMockedSchema({}, { seed, today });
    shared.set(key, schema);
  }
  return schema;
}

export async function executeMocked<TData = Record<string, unknown>, TVariables = Record<string, unknown>>(
  operation: string | TypedOperation<TData, TVariables>,
  options: ExecuteMockedOptions<TVariables> = {},
): Promise<ExecutionResult<TData>> {
  const document = typeof operation === 'string' ? parse(operation) : operation;
  const result = await execute({
    schema: schemaFor(options as ExecuteMockedOptions<unknown>),
    document,
    variableValues: (options.variables ?? {}) as Record<string, unknown>,
    operationName: options.operationName,
    contextValue: { [scenarioContextKey]: options.scenario ?? 'practice' },
  });
  return result as ExecutionResult<TData>;
}
