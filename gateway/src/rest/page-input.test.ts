// Paging arguments are bounded before any list call: page sizes to the options the screens offer, pages from 1, the
// search text in length, the sort field to a column name.
import { graphql } from 'graphql';
import { loadTypeDefs } from '@portal/schema';
import { afterAll, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context.js';
import { Loaders } from '../loaders/loaders.js';
import { createLogger } from '../log.js';
import { buildGatewaySchema } from '../schema/build.js';
import { UpstreamClient } from '../upstream/client.js';
import { UpstreamScope } from '../upstream/scope.js';
import { pageInputErrors, pageMessages, pageSizes } from './page-input.js';

describe('pageInputErrors', () => {
  it.each(pageSizes)('accepts the page size %i', (perPage) => {
    expect(pageInputErrors({ page: 1, perPage })).toEqual({});
  });

  it.each([0, 1, 49, 51, 250, 501, 10_000, -50])('refuses the page size %i', (perPage) => {
    expect(pageInputErrors({ perPage })).toEqual({ perPage: ['The page size must be one of 50, 100, 150, 200 or 500.'] });
  });

  it('refuses a page below 1, an overlong search and a sort field that is not a column name', () => {
    expect(pageInputErrors({ page: 0, search: 'x'.repeat(201), sortField: 'name; drop table students' })).toEqual({
      page: [pageMessages.page],
      search: [pageMessages.search],
      sortField: [pageMessages.sortField],
    });
    expect(pageInputErrors({ page: 3, search: 'x'.repeat(200), sortField: 'agency.name' })).toEqual({});
  });
});

describe('list calls', () => {
  const extra = /* GraphQL */ `
    type Gadget {
      id: ID!
    }
    type GadgetPage {
      pageInfo: PageInfo!
      nodes: [Gadget!]!
    }
    extend type Query {
      gadgets(page: PageInput): GadgetPage! @rest(path: "gadgets")
    }
  `;
  const { schema, engine } = buildGatewaySchema([...loadTypeDefs(), extra]);
  // Nothing listens there: a call that got through would be UPSTREAM_UNAVAILABLE, not BAD_USER_INPUT.
  const client = new UpstreamClient({
    baseUrl: 'http://127.0.0.1:9/api/',
    connectTimeoutMs: 500,
    headersTimeoutMs: 500,
    bodyTimeoutMs: 500,
    connections: 1,
  });
  afterAll(() => client.close());

  const run = (page: Record<string, unknown>) => {
    const log = createLogger('silent');
    const upstream = new UpstreamScope(client, undefined, log, 'test');
    const contextValue: GatewayContext = {
      requestId: 'test',
      authorization: undefined,
      upstream,
      loaders: new Loaders(upstream),
      rest: engine,
      log,
      maxUploadBytes: 1,
    };
    return graphql({ schema, source: 'query($p: PageInput) { gadgets(page: $p) { nodes { id } } }', variableValues: { p: page }, contextValue });
  };

  it('refuses an unoffered page size before calling the API', async () => {
    const result = await run({ perPage: 1000 });
    expect(result.errors?.[0]?.message).toBe('The page size must be one of 50, 100, 150, 200 or 500.');
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { perPage: [pageMessages.perPage] } });
  });

  it('lets an offered one through to the API', async () => {
    const result = await run({ perPage: 500 });
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
