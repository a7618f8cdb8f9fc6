// The generic resolver and the loaders against a small local API: what it sends (path, query, body, names) and how
// many calls a page of 500 rows with relations costs.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { graphql, type GraphQLObjectType } from 'graphql';
import { loadTypeDefs } from '@portal/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context.js';
import { Loaders } from '../loaders/loaders.js';
import { createLogger } from '../log.js';
import { buildGatewaySchema } from '../schema/build.js';
import { UpstreamClient } from '../upstream/client.js';
import { UpstreamScope } from '../upstream/scope.js';

const extra = /* GraphQL */ `
  type Agency {
    id: ID!
    name: String!
  }
  type Tag {
    id: ID!
    label: String!
  }
  enum WidgetKind {
    BIG_ONE @wire(name: "big-one")
    SMALL
  }
  type Widget {
    id: ID!
    kind: WidgetKind
    displayName: String! @wire(name: "title")
    createdOn: Date
    agency: Agency @lookup(path: "agency-list", key: "agency_id")
    tags: [Tag!]! @lookup(path: "all-tags", key: "tag_ids", by: "tag_id")
    owner: Agency @lookup(path: "all-owners", key: "owner_id", one: "owner/{id}")
  }
  type WidgetPage {
    pageInfo: PageInfo!
    nodes: [Widget!]!
  }
  input WidgetFilter {
    kind: WidgetKind
    agencyId: ID
    dobMonth: Int
    serviceLine: ID @wire(name: "serviceLine")
    kinds: [String!]
  }
  input WidgetInput {
    displayName: String! @wire(name: "title")
    agencyId: ID
  }
  extend type Query {
    widgets(page: PageInput, filter: WidgetFilter): WidgetPage! @rest(path: "widgets")
    widget(id: ID!): Widget @rest(path: "widget/{id}")
  }
  extend type Mutation {
    updateWidget(id: ID!, input: WidgetInput!): Widget! @rest(method: POST, path: "widget-update/{id}")
    deleteWidget(id: ID!, redirectTo: String): MutationResult! @rest(method: DELETE, path: "widget/{id}")
  }
`;

interface Seen {
  method: string;
  url: string;
  body: string;
  at: number;
}
const seen: Seen[] = [];
let server: Server;
let client: UpstreamClient;

const rows = Array.from({ length: 500 }, (_, i) => ({
  id: i + 1,
  title: `Widget ${i + 1}`,
  kind: i % 2 ? 'SMALL' : 'big-one',
  created_on: '2026-01-02 10:00:00',
  agency_id: (i % 7) + 1,
  tag_ids: [(i % 3) + 1, ((i + 1) % 3) + 1],
  owner_id: (i % 4) + 1,
}));

function answer(req: IncomingMessage, body: string): unknown {
  const url = new URL(req.url!, 'http://x');
  const path = url.pathname.replace(/^\/api\//, '');
  if (path === 'widgets') {
    return { status: true, data: { total: 500, current_page: 1, last_page: 1, per_page: 500, from: 1, to: 500, data: rows } };
  }
  if (path === 'agency-list') return { status: true, data: Array.from({ length: 7 }, (_, i) => ({ id: i + 1, name: `Agency ${i + 1}` })) };
  if (path.startsWith('owner/'))
    return { status: true, data: { id: Number(path.slice('owner/'.length)), name: `Owner ${path.slice('owner/'.length)}` } };
  if (path === 'all-tags') return { status: true, data: [1, 2, 3].map((n) => ({ tag_id: n, label: `Tag ${n}` })) };
  if (path.startsWith('widget-update/') && JSON.parse(body).title === 'bad') {
    return {
      status: 422,
      body: { message: 'Invalid.', errors: { title: ['The title is too short.'], agency_id: ['The selected agency id is invalid.'] } },
    };
  }
  if (path.startsWith('widget-update/')) return { status: true, data: { id: 9, ...JSON.parse(body) } };
  if (path.startsWith('widget/')) return { status: true, message: 'Deleted.', data: rows[0] };
  return { status: true, data: null };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body, at: performance.now() });
      const reply = answer(req, body) as { status?: unknown; body?: unknown };
      // The page is slow to answer, so relation calls made only after it would arrive visibly later.
      const delay = req.url!.startsWith('/api/widgets') ? 150 : 0;
      setTimeout(() => {
        res.setHeader('content-type', 'application/json');
        if (reply.status === 422) {
          res.statusCode = 422;
          res.end(JSON.stringify(reply.body));
          return;
        }
        res.end(JSON.stringify(reply));
      }, delay);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  client = new UpstreamClient({
    baseUrl: `http://127.0.0.1:${port}/api/`,
    connectTimeoutMs: 1000,
    headersTimeoutMs: 1000,
    bodyTimeoutMs: 1000,
    connections: 4,
  });
});
afterAll(async () => {
  await client.close();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  seen.length = 0;
});

const { schema, engine } = buildGatewaySchema([...loadTypeDefs(), extra]);

function run(source: string, variables?: Record<string, unknown>) {
  const log = createLogger('silent');
  const upstream = new UpstreamScope(client, 'Bearer abc', log, 'test');
  const contextValue: GatewayContext = {
    requestId: 'test',
    authorization: 'Bearer abc',
    upstream,
    loaders: new Loaders(upstream),
    rest: engine,
    log,
    maxUploadBytes: 1024,
  };
  return graphql({ schema, source, variableValues: variables, contextValue });
}

describe('the @rest engine', () => {
  it('sends page and filter arguments as a query string in the API spelling', async () => {
    const result = await run(`query($p: PageInput, $f: WidgetFilter) { widgets(page: $p, filter: $f) { pageInfo { total currentPage } } }`, {
      p: { page: 2, perPage: 100, search: 'ann', sortField: 'name' },
      f: { agencyId: '3', dobMonth: 4, serviceLine: '7', kinds: ['a', 'b'] },
    });
    expect(result.errors).toBeUndefined();
    const url = new URL(seen[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/widgets');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      page: '2',
      per_page: '100',
      search: 'ann',
      sort_by: 'desc',
      sort_field_name: 'name',
      agency_id: '3',
      dob_month: '4',
      serviceLine: '7',
    });
    expect(url.searchParams.getAll('kinds[]')).toEqual(['a', 'b']);
  });

  it('sends a write as a JSON body in snake_case and reads the record back by wire names', async () => {
    const result = await run(`mutation { updateWidget(id: "9", input: { displayName: "New", agencyId: "2" }) { id displayName } }`);
    expect(result.errors).toBeUndefined();
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/widget-update/9' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ title: 'New', agency_id: '2' });
    expect(result.data?.updateWidget).toEqual({ id: '9', displayName: 'New' });
  });

  it('sends DELETE arguments as the query string and answers a MutationResult', async () => {
    const result = await run(`mutation { deleteWidget(id: "4", redirectTo: "/agency?page=2") { ok message } }`);
    expect(result.data?.deleteWidget).toEqual({ ok: true, message: 'Deleted.' });
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: '/api/widget/4?redirect_to=%2Fagency%3Fpage%3D2' });
  });

  it('sends enum values in the API spelling and reads them back by their GraphQL names', async () => {
    const result = await run(`{ widgets(filter: { kind: BIG_ONE }) { nodes { kind } } }`);
    expect(result.errors).toBeUndefined();
    expect(new URL(seen[0]!.url, 'http://x').searchParams.get('kind')).toBe('big-one');
    const kinds = (result.data?.widgets as { nodes: { kind: string }[] }).nodes.slice(0, 2).map((n) => n.kind);
    expect(kinds).toEqual(['BIG_ONE', 'SMALL']);
  });

  it("names field errors by the caller's fields, not the API's", async () => {
    const result = await run(`mutation { updateWidget(id: "9", input: { displayName: "bad", agencyId: "x" }) { id } }`);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { displayName: ['The title is too short.'], agencyId: ['The selected agency id is invalid.'] },
    });
  });

  it('refuses a walking id before any call', async () => {
    const result = await run(`{ widget(id: "../get-user") { id } }`);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(seen).toHaveLength(0);
  });

  it('forwards the caller token', async () => {
    await run(`{ widget(id: "1") { id } }`);
    expect(seen).toHaveLength(1);
  });

  it('serves a 500-row page with two relations in three upstream calls', async () => {
    const result = await run(`{ widgets { nodes { id displayName createdOn agency { name } tags { label } } } }`);
    expect(result.errors).toBeUndefined();
    const nodes = (result.data?.widgets as { nodes: { agency: { name: string }; tags: { label: string }[]; createdOn: string }[] }).nodes;
    expect(nodes).toHaveLength(500);
    expect(nodes[8]!.agency.name).toBe('Agency 2');
    expect(nodes[0]!.tags.map((t) => t.label)).toEqual(['Tag 1', 'Tag 2']);
    expect(nodes[0]!.createdOn).toBe('2026-01-02');
    expect(seen.map((s) => new URL(s.url, 'http://x').pathname).sort()).toEqual(['/api/agency-list', '/api/all-tags', '/api/widgets']);
  });

  it("answers every row's relations at once, the records read by id for the whole page first", async () => {
    // A row that waited on a promise per relation would hold it, and the page with it, while the calls are out.
    const widget = schema.getType('Widget') as GraphQLObjectType;
    const answered: boolean[] = [];
    const wrap = (name: string) => {
      const field = widget.getFields()[name]!;
      const resolve = field.resolve!;
      field.resolve = (...args) => {
        const value = resolve(...args);
        answered.push(!(value instanceof Promise));
        return value;
      };
      return () => (field.resolve = resolve);
    };
    const unwrap = [wrap('owner'), wrap('agency'), wrap('tags')];
    try {
      const result = await run(`{ widgets { nodes { id owner { name } agency { name } tags { label } } } }`);
      expect(result.errors).toBeUndefined();
      const nodes = (result.data?.widgets as { nodes: { owner: { name: string } }[] }).nodes;
      expect(nodes.slice(0, 5).map((node) => node.owner.name)).toEqual(['Owner 1', 'Owner 2', 'Owner 3', 'Owner 4', 'Owner 1']);
    } finally {
      for (const restore of unwrap) restore();
    }
    expect(answered).toHaveLength(1500);
    expect(answered.every(Boolean)).toBe(true);
    const paths = seen.map((s) => new URL(s.url, 'http://x').pathname).sort();
    expect(paths).toEqual(['/api/agency-list', '/api/all-tags', '/api/owner/1', '/api/owner/2', '/api/owner/3', '/api/owner/4', '/api/widgets']);
  });

  it('starts the relation list calls together with the page call, not after its answer', async () => {
    const result = await run(`{ widgets { nodes { id agency { name } tags { label } } } }`);
    expect(result.errors).toBeUndefined();
    const started = Math.min(...seen.map((s) => s.at));
    for (const call of seen) expect(call.at - started).toBeLessThan(100);
  });

  it('starts relation lists selected through fragments too, and only the selected ones', async () => {
    await run(`{ widgets { nodes { ...W } } } fragment W on Widget { id ... on Widget { agency { name } } }`);
    expect(seen.map((s) => new URL(s.url, 'http://x').pathname).sort()).toEqual(['/api/agency-list', '/api/widgets']);
    const started = Math.min(...seen.map((s) => s.at));
    for (const call of seen) expect(call.at - started).toBeLessThan(100);
  });
});
