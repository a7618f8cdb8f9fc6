// Runs each operation as JavaScript that graphql-jit compiles for it, instead of graphql-js walking the document
// field by field: on the 500-row student page with its agency, funder and staff names, execution falls from ~16 ms
// to ~3 ms for the same answer (gateway/bench/results.md). Apollo Server takes another executor only through its
// gateway interface, so this is a "gateway" that serves the one local schema. Parsing, validation, the limits and
// every plugin stay Apollo's; a document graphql-jit cannot compile runs on graphql-js as before.
import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { execute, getOperationAST, getVariableValues, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type GatewayInterface = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type Run = (contextValue: unknown, variables: Record<string, unknown>) => Promise<ExecutionResult>;

/** Told of each result of an operation it chose to watch when the operation was compiled (the access trail). */
export type OperationWatch = (
  document: DocumentNode,
  operationName: string | undefined,
) => ((contextValue: unknown, variables: Record<string, unknown>, result: ExecutionResult) => void) | undefined;

interface Executor {
  run: Run;
  /** False where graphql-jit could not compile the operation and graphql-js runs it. */
  compiled: boolean;
}

/** One executor per operation of a document, kept as long as Apollo's document cache keeps the document. */
export class CompiledOperations {
  private readonly byDocument = new WeakMap<DocumentNode, Map<string, Executor>>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly watch?: OperationWatch,
  ) {}

  get(document: DocumentNode, operationName: string | undefined): Executor {
    let operations = this.byDocument.get(document);
    if (!operations) {
      operations = new Map();
      this.byDocument.set(document, operations);
    }
    const key = operationName ?? '';
    let executor = operations.get(key);
    if (!executor) {
      executor = this.watched(this.compile(document, operationName), document, operationName);
      operations.set(key, executor);
    }
    return executor;
  }

  // Both ways a request is answered (the trusted lane, Apollo Server) run operations here, so a watch sees each once.
  private watched(executor: Executor, document: DocumentNode, operationName: string | undefined): Executor {
    const seen = this.watch?.(document, operationName);
    if (!seen) return executor;
    const { run } = executor;
    return {
      ...executor,
      run: async (contextValue, variables) => {
        const result = await run(contextValue, variables);
        seen(contextValue, variables, result);
        return result;
      },
    };
  }

  private compile(document: DocumentNode, operationName: string | undefined): Executor {
    const interpreted: Executor = {
      run: async (contextValue, variableValues) => execute({ schema: this.schema, document, contextValue, variableValues, operationName }),
      compiled: false,
    };
    let compiled: CompiledQuery | ExecutionResult;
    try {
      compiled = compileQuery(this.schema, document, operationName);
    } catch {
      return interpreted;
    }
    // Not compiled: graphql-jit's errors name what is wrong (e.g. the operation); graphql-js reports the same cases
    // in its own words, which the rest of the gateway and its tests know.
    if (!isCompiledQuery(compiled)) return interpreted;
    const query = compiled;
    const variableDefinitions = getOperationAST(document, operationName)?.variableDefinitions ?? [];
    return {
      run: async (contextValue, variableValues) => {
        const result = await query.query(undefined, contextValue, variableValues);
        // No data at all means the variables were refused. Say so in graphql-js's words, which Apollo Server
        // recognises as BAD_USER_INPUT (400); graphql-jit's own would reach the caller as an internal error.
        if (result.data === undefined && result.errors) {
          const coerced = getVariableValues(this.schema, variableDefinitions, variableValues);
          if (coerced.errors) return { errors: coerced.errors };
        }
        return result;
      },
      compiled: true,
    };
  }
}

/**
 * `answered` gives the result of a request that was already run (see http/trusted-query-lane.ts), so that Apollo
 * Server formats its errors without running it again.
 */
export function compiledExecution(
  schema: GraphQLSchema,
  operations = new CompiledOperations(schema),
  answered: (context: object) => ExecutionResult | undefined = () => undefined,
): GatewayInterface {
  const listeners = new Set<Parameters<GatewayInterface['onSchemaLoadOrUpdate']>[0]>();
  return {
    onSchemaLoadOrUpdate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      for (const listener of listeners) listener({ apiSchema: schema, coreSupergraphSdl: '' });
      return {
        // The name the client asked for: Apollo Server's resolved operationName is null when no operation has it,
        // and the document's only operation would then run instead of the refusal Apollo Server expects.
        executor: async ({ document, request, context }) =>
          answered(context) ?? operations.get(document, request.operationName ?? undefined).run(context, request.variables ?? {}),
      };
    },
    async stop() {
      listeners.clear();
    },
  };
}
