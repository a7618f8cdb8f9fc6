// The lane for listed queries answers exactly as Apollo Server does (status, headers, body) for every Accept header it
// takes, and leaves to Apollo Server what it does not take: errors (formatted there, with the one upstream call already
// made), mutations, unlisted texts in production, a bad variables object.
import { ApolloServer } from '@apollo/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withTypenames } from '../protection/trusted-operations.js';
import { asText, byHash, post } from '../test/graphql-post.js';
import { startStack, type Stack } from '../test/stack.js';
import { webBuildListing } from '../test/web-build.js';

const list = 'query Students($page: PageInput) { students(page: $page) { pageInfo { total } nodes { id name agency { id name } } } }';
const one = 'query OneStudent($id: ID!) { student(id: $id) { id firstName } }';
const zone = 'query Zone { practiceTimeZone }';
const webBuild = (): string => webBuildListing([list, one, zone]);

describe('the lane for listed queries', () => {
  let stack: Stack;
  let token: string;
  const apollo = vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');
  beforeAll(async () => {
    stack = await startStack({ webDist: webBuild(), allowArbitraryOperations: true, metricsToken: 'metrics-token' });
    token = await stack.signIn('Office administrator');
    apollo.mockClear();
  });
  afterAll(async () => {
    apollo.mockRestore();
    await stack.stop();
  });
  afterEach(() => apollo.mockClear());

  it.each([
    ['no Accept header', {}],
    ["the web client's Accept header", { accept: 'application/graphql-response+json, application/json;q=0.9' }],
    ['*/*', { accept: '*/*' }],
    ['application/json', { accept: 'application/json' }],
  ])('answers a listed query by its hash as Apollo Server answers it, with %s', async (_name, accept) => {
    const headers = { authorization: `Bearer ${token}`, ...accept };
    const variables = { page: { perPage: 50 } };
    const fast = await post(stack, byHash(list, variables), headers);
    expect(apollo).not.toHaveBeenCalled();
    const slow = await post(stack, asText(list, variables), headers);
    expect(apollo).toHaveBeenCalledTimes(1);
    expect(fast.status).toBe(200);
    expect(JSON.parse(fast.text).data.students.nodes.length).toBeGreaterThan(10);
    expect(fast).toEqual(slow);
  });

  it('counts what it answers in the operation metrics, by name and outcome', async () => {
    const count = async () => {
      const metrics = await (await fetch(`${stack.gateway.url}metrics`, { headers: { authorization: 'Bearer metrics-token' } })).text();
      return Number(/gateway_operation_duration_seconds_count\{[^}]*operation="Zone"[^}]*outcome="ok"[^}]*\} (\d+)/.exec(metrics)?.[1] ?? 0);
    };
    const before = await count();
    expect((await post(stack, byHash(zone))).status).toBe(200);
    expect(apollo).not.toHaveBeenCalled();
    expect(await count()).toBe(before + 1);
  });

  it('answers a listed text where operations may come as text, and not in production where they may not', async () => {
    const answer = await post(stack, { query: withTypenames(zone) });
    expect(answer.status).toBe(200);
    expect(apollo).not.toHaveBeenCalled();
    const production = await startStack({ webDist: webBuild(), production: true, allowArbitraryOperations: false });
    try {
      const refused = await post(production, { query: withTypenames(zone) });
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.text).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
      expect((await post(production, byHash(zone))).status).toBe(200);
    } finally {
      await production.stop();
    }
  });

  it('hands an answer with errors to Apollo Server, which formats it as its own, without calling the API again', async () => {
    const headers = { authorization: `Bearer ${token}`, accept: 'application/graphql-response+json, application/json;q=0.9' };
    stack.standIn.calls.reset();
    const fast = await post(stack, byHash(one, { id: '987654' }), headers);
    expect(apollo).toHaveBeenCalledTimes(1);
    expect(stack.standIn.calls.count({ path: 'student/987654' })).toBe(1);
    const slow = await post(stack, asText(one, { id: '987654' }), headers);
    expect(JSON.parse(fast.text).errors[0].extensions.code).toBe('NOT_FOUND');
    expect(fast).toEqual(slow);
  });

  it('leaves variables of the wrong kind, a mutation and a wrong operation name to Apollo Server', async () => {
    const wrongKind = await post(stack, { ...byHash(list), variables: [1] });
    expect(wrongKind.status).toBe(400);
    const named = await post(stack, { ...byHash(zone), operationName: 'Other' });
    expect(named.status).toBe(400);
    expect(JSON.parse(named.text).errors[0].message).toBe('Unknown operation named "Other".');
    expect(apollo).toHaveBeenCalledTimes(2);
    apollo.mockClear();
    await stack.signIn('Therapist');
    expect(apollo).toHaveBeenCalledTimes(1);
  });

  it('refuses a missing required variable in the words Apollo Server uses', async () => {
    const fast = await post(stack, byHash(one, {}), { authorization: `Bearer ${token}` });
    const slow = await post(stack, asText(one, {}), { authorization: `Bearer ${token}` });
    // 200: a client that asks for application/json only gets request errors with 200.
    expect(fast.status).toBe(200);
    expect(JSON.parse(fast.text).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(fast).toEqual(slow);
  });
});
