// Bad input never reaches the practice API. Path ids that would walk the path, dates that are not
// real YYYY-MM-DD dates, enum values the schema does not know, and page sizes the screens do not offer are refused
// as BAD_USER_INPUT with a message a person can act on, and no call is made.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { graphql } from 'graphql';
import { loadTypeDefs } from '@portal/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context.js';
import { Loaders } from '../loaders/loaders.js';
import { createLogger } from '../log.js';
import { buildGatewaySchema } from '../schema/build.js';
import { UpstreamClient } from '../upstream/client.js';
import { UpstreamScope } from '../upstream/scope.js';

const extra = /* GraphQL */ `
  enum GizmoKind {
    SMALL @wire(name: "small")
    LARGE @wire(name: "large")
  }
  type Gizmo {
    id: ID!
  }
  type GizmoPage {
    pageInfo: PageInfo!
    nodes: [Gizmo!]!
  }
  input GizmoFilter {
    kind: GizmoKind
    from: Date
    to: Date
  }
  extend type Query {
    gizmos(page: PageInput, filter: GizmoFilter): GizmoPage! @rest(path: "gizmos")
    gizmo(id: ID!): Gizmo @rest(path: "gizmo/{id}")
  }
`;

const paths: string[] = [];
let server: Server;
let client: UpstreamClient;
beforeAll(async () => {
  server = createServer((req, res) => {
    paths.push(req.url!);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ status: true, data: { total: 0, current_page: 1, last_page: 1, per_page: 50, from: null, to: null, data: [] } }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  client = new UpstreamClient({
    baseUrl: `http://127.0.0.1:${port}/api/`,
    connectTimeoutMs: 1000,
    headersTimeoutMs: 1000,
    bodyTimeoutMs: 1000,
    connections: 2,
  });
});
afterAll(async () => {
  await client.close();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  paths.length = 0;
});

const { schema, engine } = buildGatewaySchema([...loadTypeDefs(), extra]);
function run(source: string, variableValues: Record<string, unknown>) {
  const log = createLogger('silent');
  const upstream = new UpstreamScope(client, undefined, log, 'test');
  const contextValue: GatewayContext = {
    requestId: 't',
    authorization: undefined,
    upstream,
    loaders: new Loaders(upstream),
    rest: engine,
    log,
    maxUploadBytes: 1,
  };
  return graphql({ schema, source, variableValues, contextValue });
}

const LIST = 'query($p: PageInput, $f: GizmoFilter) { gizmos(page: $p, filter: $f) { pageInfo { total } } }';

describe('bad input', () => {
  it('sends good input, dates as YYYY-MM-DD and enums in the API spelling', async () => {
    const result = await run(LIST, { p: { perPage: 100 }, f: { kind: 'LARGE', from: '2026-02-28', to: '2026-03-01' } });
    expect(result.errors).toBeUndefined();
    expect(paths).toHaveLength(1);
    expect(Object.fromEntries(new URL(paths[0]!, 'http://x').searchParams)).toMatchObject({ per_page: '100', kind: 'large', from: '2026-02-28' });
  });

  it.each(['2026-02-30', '02/03/2026', '2026-2-3', '2026-02-03T10:00:00Z', ''])('refuses the date %j', async (from) => {
    const result = await run(LIST, { f: { from } });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toMatch(/Dates are written YYYY-MM-DD and must be real calendar dates/);
    expect(paths).toHaveLength(0);
  });

  it.each(['HUGE', 'small', 'large; drop'])('refuses the enum value %j', async (kind) => {
    const result = await run(LIST, { f: { kind } });
    expect(result.errors?.[0]?.message).toMatch(/Value .* does not exist in "GizmoKind" enum/);
    expect(paths).toHaveLength(0);
  });

  it.each(['..', '.', '1/2', '1?x=1', '1#x', 'a\u0000b', '1\nx', 'x'.repeat(201)])('refuses the path id %j', async (id) => {
    const result = await run('query($id: ID!) { gizmo(id: $id) { id } }', { id });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toMatch(/^The id '.*' is not a valid identifier: it /s);
    expect(paths).toHaveLength(0);
  });

  it('refuses a page size the screens do not offer', async () => {
    const result = await run(LIST, { p: { perPage: 5000 } });
    expect(result.errors?.[0]).toMatchObject({
      message: 'The page size must be one of 50, 100, 150, 200 or 500.',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { perPage: ['The page size must be one of 50, 100, 150, 200 or 500.'] } },
    });
    expect(paths).toHaveLength(0);
  });
});
