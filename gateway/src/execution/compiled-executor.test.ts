import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, GraphQLError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../schema/build.js';
import { CompiledOperations, compiledExecution } from './compiled-executor.js';

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    enum Tone {
      WARM
      COLD
    }
    type Item {
      id: ID!
      name: String!
      tone: Tone
      parts: [Item!]!
    }
    type Query {
      items(first: Int!): [Item!]!
      failing: Item
    }
    type Mutation {
      first: Int!
      second: Int!
    }
  `,
  resolvers: {
    Query: {
      items: (_: unknown, { first }: { first: number }) =>
        Array.from({ length: first }, (_, index) => ({ id: String(index), name: `Item ${index}`, tone: index % 2 ? 'COLD' : 'WARM', parts: [] })),
      failing: () => {
        throw new GraphQLError('Not today.', { extensions: { code: 'UPSTREAM_ERROR' } });
      },
    },
    Mutation: {
      // Mutation fields run one after another: the second sees the first done.
      first: (_: unknown, __: unknown, ctx: { order: string[] }) => ctx.order.push('first'),
      second: async (_: unknown, __: unknown, ctx: { order: string[] }) => ctx.order.push('second'),
    },
  },
});

async function serve() {
  const server = new ApolloServer<{ order: string[] }>({ gateway: compiledExecution(schema) });
  await server.start();
  return server;
}

describe('compiled execution', () => {
  it('compiles the operations of the gateway schema, and answers as graphql-js does', async () => {
    const document = parse('query Page($first: Int!) { items(first: $first) { id name tone parts { id } } }');
    const operations = new CompiledOperations(schema);
    const executor = operations.get(document, 'Page');
    expect(executor.compiled).toBe(true);
    expect(operations.get(document, 'Page')).toBe(executor);
    const compiled = await executor.run({}, { first: 3 });
    expect(compiled).toEqual(await execute({ schema, document, variableValues: { first: 3 } }));

    const gateway = buildGatewaySchema().schema;
    const students = parse('query { students(page: { perPage: 5 }) { nodes { id name agency { name } funders { name } } } }');
    expect(new CompiledOperations(gateway).get(students, undefined).compiled).toBe(true);
  });

  it('runs on graphql-js what it cannot compile', () => {
    const document = parse('query A { items(first: 1) { id } }');
    expect(new CompiledOperations(schema).get(document, 'NoSuchOperation').compiled).toBe(false);
  });

  it('keeps Apollo Server’s errors: a resolver’s code, and BAD_USER_INPUT for a bad variable', async () => {
    const server = await serve();
    try {
      const failing = await server.executeOperation({ query: '{ failing { id } }' }, { contextValue: { order: [] } });
      expect(failing.body.kind === 'single' && failing.body.singleResult.errors?.[0]).toMatchObject({
        message: 'Not today.',
        path: ['failing'],
        extensions: { code: 'UPSTREAM_ERROR' },
      });
      const bad = await server.executeOperation(
        { query: 'query Page($first: Int!) { items(first: $first) { id } }', variables: { first: 'many' } },
        { contextValue: { order: [] } },
      );
      expect(bad.http.status).toBe(400);
      expect(bad.body.kind === 'single' && bad.body.singleResult.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      // A name no operation of the document has is refused, not answered by the document's only operation.
      const unnamed = await server.executeOperation(
        { query: 'query A { items(first: 1) { id } }', operationName: 'B' },
        { contextValue: { order: [] } },
      );
      expect(unnamed.http.status).toBe(400);
      expect(unnamed.body.kind === 'single' && unnamed.body.singleResult.errors?.[0]?.message).toBe('Unknown operation named "B".');
    } finally {
      await server.stop();
    }
  });

  it('runs mutation fields in order', async () => {
    const server = await serve();
    try {
      const order: string[] = [];
      const answer = await server.executeOperation({ query: 'mutation { second first }' }, { contextValue: { order } });
      expect(answer.body.kind === 'single' && answer.body.singleResult.data).toEqual({ second: 1, first: 2 });
      expect(order).toEqual(['second', 'first']);
    } finally {
      await server.stop();
    }
  });
});
