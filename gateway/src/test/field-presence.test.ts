// The guard between the schema and the stand-in: every list the schema declares is fetched (page 1, as the
// Super Admin) through the gateway with every scalar and enum field of its rows, and no row may leave a non-null
// field missing or null. Lists that need an owner's id take the first owner (of the owner's own list) that has rows;
// a deleted list that starts empty gets one row soft-deleted first, so that every list has rows to check.
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLString, isNonNullType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../schema/build.js';
import { leafFieldsOf, listFieldsOf, presenceProblems, type ListField } from './field-presence.js';
import { startStack, type Stack } from './stack.js';

const { schema } = buildGatewaySchema();
const lists = listFieldsOf(schema);
const ready = lists.filter((list) => list.ownerArgs.length === 0);

/** The list whose rows an owner argument names: `studentId` is a row of `students`. */
function ownerListOf(arg: string): ListField | undefined {
  const owner = arg.replace(/Id$/, '');
  return ready.find((list) => list.name === `${owner}s`) ?? ready.find((list) => list.nodeType.name.toLowerCase() === owner.toLowerCase());
}

const reachable = lists.filter((list) => list.ownerArgs.every((arg) => ownerListOf(arg) !== undefined));
const unreachable = lists.filter((list) => !reachable.includes(list));

function argumentsOf(list: ListField, owners: Record<string, string>): string {
  const field = schema.getQueryType()!.getFields()[list.name]!;
  const args: string[] = [];
  for (const arg of field.args) {
    if (arg.name === 'page') args.push('page: { page: 1, perPage: 50 }');
    else if (arg.name === 'filter' && arg.type instanceof GraphQLNonNull) args.push('filter: {}');
    else if (owners[arg.name] !== undefined) args.push(`${arg.name}: ${JSON.stringify(owners[arg.name])}`);
  }
  return args.length > 0 ? `(${args.join(', ')})` : '';
}

describe('every list the schema declares carries every non-null field of its rows', () => {
  let stack: Stack;
  let token: string;
  beforeAll(async () => {
    stack = await startStack();
    token = await stack.signIn('Super Admin');
  });
  afterAll(() => stack.stop());

  async function page(list: ListField, owners: Record<string, string> = {}) {
    const selection = leafFieldsOf(list.nodeType)
      .map((field) => field.name)
      .join(' ');
    const query = `query { r: ${list.name}${argumentsOf(list, owners)} { nodes { ${selection} } } }`;
    return stack.gql<{ r: { nodes: unknown[] } | null }>(query, undefined, token);
  }

  async function ids(list: ListField): Promise<string[]> {
    const answer = await stack.gql<{ r: { nodes: { id: string }[] } }>(
      `query { r: ${list.name}${argumentsOf(list, {})} { nodes { id } } }`,
      undefined,
      token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.r.nodes.map((node) => node.id);
  }

  /** For `deletedXs`: soft-deletes the first row of `xs` with `deleteX`, when the schema has both. */
  async function softDeleteOneFor(list: ListField): Promise<boolean> {
    const live = ready.find((other) => `deleted${other.name[0]!.toUpperCase()}${other.name.slice(1)}` === list.name);
    const remove = schema.getMutationType()?.getFields()[`delete${list.nodeType.name}`];
    if (!live || !remove) return false;
    const [first] = await ids(live);
    if (first === undefined) return false;
    const result = await stack.gql(`mutation($id: ID!) { r: ${remove.name}(id: $id) { __typename } }`, { id: first }, token);
    expect(result.errors).toBeUndefined();
    return true;
  }

  it('finds the lists and an owner for every list that needs one', () => {
    expect(ready.length).toBeGreaterThan(50);
    expect(unreachable.map((list) => `${list.name}(${list.ownerArgs.join(', ')})`)).toEqual([]);
  });

  for (const list of reachable) {
    const owned = list.ownerArgs.length > 0 ? ` (owned by a row of ${list.ownerArgs.map((arg) => ownerListOf(arg)!.name).join(', ')})` : '';
    it(`${list.name}: ${list.nodeType.name}${owned}`, async () => {
      // Owners are tried in their list's order until one has rows (a single owner argument is all the schema has).
      const [ownerArg] = list.ownerArgs;
      const candidates = ownerArg === undefined ? [undefined] : await ids(ownerListOf(ownerArg)!);
      let answer: Awaited<ReturnType<typeof page>> | undefined;
      for (const candidate of candidates) {
        answer = await page(list, ownerArg === undefined || candidate === undefined ? {} : { [ownerArg]: candidate });
        if (answer.errors || (answer.data?.r?.nodes.length ?? 0) > 0) break;
      }
      if (!answer) throw new Error(`${list.name}: no owner to ask for`);
      if (!answer.errors && answer.data?.r?.nodes.length === 0 && (await softDeleteOneFor(list))) answer = await page(list);
      const problems = [
        ...(answer.errors ?? []).map((error) => `${error.message} (${String(error.extensions?.code ?? '')})`),
        ...presenceProblems(list.nodeType, answer.data?.r?.nodes ?? []),
      ];
      expect(problems).toEqual([]);
      expect(answer.data?.r?.nodes, `${list.name} answered no rows to check`).not.toHaveLength(0);
    });
  }
});

describe('the check itself', () => {
  it('fails real rows against a schema copy where a field they leave null is non-null', async () => {
    const stack = await startStack();
    try {
      const token = await stack.signIn('Super Admin');
      const list = ready.find((candidate) => candidate.name === 'students')!;
      const selection = leafFieldsOf(list.nodeType)
        .map((field) => field.name)
        .join(' ');
      const answer = await stack.gql<{ r: { nodes: Record<string, unknown>[] } }>(
        `query { r: students(page: { perPage: 50 }) { nodes { ${selection} } } }`,
        undefined,
        token,
      );
      const rows = answer.data!.r.nodes;
      expect(presenceProblems(list.nodeType, rows)).toEqual([]);
      const nullable = leafFieldsOf(list.nodeType).find((field) => !isNonNullType(field.type) && rows.some((row) => row[field.name] === null));
      expect(nullable, 'a nullable Student field that some row leaves null').toBeDefined();
      const stricter = mapSchema(schema, {
        [MapperKind.OBJECT_FIELD]: (config, fieldName, typeName) =>
          typeName === list.nodeType.name && fieldName === nullable!.name ? { ...config, type: new GraphQLNonNull(config.type) } : config,
      });
      const strictType = stricter.getType(list.nodeType.name);
      expect(isObjectType(strictType)).toBe(true);
      const problems = presenceProblems(strictType as GraphQLObjectType, rows);
      expect(problems.length).toBeGreaterThan(0);
      expect(problems[0]).toMatch(new RegExp(`^${list.nodeType.name}\\.${nullable!.name} \\(.+!\\) is null in row \\d+$`));
    } finally {
      await stack.stop();
    }
  });

  const Row = new GraphQLObjectType({
    name: 'Row',
    fields: {
      id: { type: new GraphQLNonNull(GraphQLString) },
      name: { type: new GraphQLNonNull(GraphQLString) },
      note: { type: GraphQLString },
      count: { type: GraphQLInt },
    },
  });

  it('passes rows that carry every non-null field, nullable ones null or absent', () => {
    expect(
      presenceProblems(Row, [
        { id: '1', name: 'A', note: null },
        { id: '2', name: 'B' },
      ]),
    ).toEqual([]);
  });

  it('fails a row with a non-null field null or missing', () => {
    expect(presenceProblems(Row, [{ id: '1', name: 'A' }, { id: '2', name: null }, { id: '3' }, null])).toEqual([
      'Row.name (String!) is null in row 1',
      'Row.name (String!) is missing in row 2',
      'Row row 3 is null',
    ]);
  });
});
