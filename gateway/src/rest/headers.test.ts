// A call's own request headers (a job's X-Session-ID): sent with the call, never in place of the caller's
// Authorization or the client's Accept, and part of what makes two GETs of one request the same GET.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { graphql, type GraphQLResolveInfo } from 'graphql';
import { loadTypeDefs } from '@portal/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context.js';
import { Loaders } from '../loaders/loaders.js';
import { createLogger } from '../log.js';
import { buildGatewaySchema } from '../schema/build.js';
import { UpstreamClient } from '../upstream/client.js';
import { UpstreamScope } from '../upstream/scope.js';

const extra = /* GraphQL */ `
  type Job {
    id: ID!
  }
  extend type Query {
    job: Job! @rest(path: "job")
  }
  extend type Mutation {
    startJob: Job! @rest(method: POST, path: "job-start")
  }
`;

const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
let server: Server;
let client: UpstreamClient;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url!, headers: req.headers });
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ status: true, data: { id: String(req.headers['x-session-id'] ?? 'none') } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
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
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
});

const sessionResolvers = {
  Mutation: {
    startJob: (_root: unknown, _args: unknown, ctx: GatewayContext, info: GraphQLResolveInfo) =>
      ctx.rest.call(info, {}, ctx, { headers: { 'X-Session-ID': 'job-7', Authorization: 'Bearer stolen', Accept: 'text/html' } }),
  },
};
const { schema, engine } = buildGatewaySchema([...loadTypeDefs(), extra], [sessionResolvers]);

function context(): GatewayContext {
  const log = createLogger('silent');
  const upstream = new UpstreamScope(client, 'Bearer caller', log, 'test');
  return { requestId: 'test', authorization: 'Bearer caller', upstream, loaders: new Loaders(upstream), rest: engine, log, maxUploadBytes: 1024 };
}

describe('a call with headers of its own', () => {
  it('sends them beside the usual headers, which they cannot replace', async () => {
    const result = await graphql({ schema, source: 'mutation { startJob { id } }', contextValue: context() });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ startJob: { id: 'job-7' } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers).toMatchObject({ 'x-session-id': 'job-7', authorization: 'Bearer caller', accept: 'application/json' });
  });

  it('sends none when the call names none', async () => {
    const result = await graphql({ schema, source: '{ job { id } }', contextValue: context() });
    expect(result.data).toEqual({ job: { id: 'none' } });
    expect(seen[0]!.headers['x-session-id']).toBeUndefined();
  });

  it('keeps GETs with different headers apart within one request, and makes identical ones once', async () => {
    const scope = context().upstream;
    const [a, b, c] = await Promise.all([
      scope.call({ method: 'GET', path: 'job', headers: { 'X-Session-ID': 'one' } }),
      scope.call({ method: 'GET', path: 'job', headers: { 'X-Session-ID': 'two' } }),
      scope.call({ method: 'GET', path: 'job', headers: { 'X-Session-ID': 'one' } }),
    ]);
    expect([a, b, c]).toEqual([
      { status: true, data: { id: 'one' } },
      { status: true, data: { id: 'two' } },
      { status: true, data: { id: 'one' } },
    ]);
    expect(seen).toHaveLength(2);
  });
});
