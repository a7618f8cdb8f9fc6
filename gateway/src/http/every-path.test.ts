// A POST to /graphql is answered one of two ways: a listed query by the trusted lane, anything else by Apollo Server
// behind Express. Whatever the way, a caller must see the same answer: the same status, headers (security, CORS,
// no-store, request id), limits and error codes, and the gateway must count and trace it the same. Each case here is
// sent both ways and the two are held to one another, metrics and spans included.
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { ApolloServer } from '@apollo/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config.js';
import { asText, byHash, post, type Sent } from '../test/graphql-post.js';
import { startStack, type Stack } from '../test/stack.js';
import { webBuildListing } from '../test/web-build.js';

const zone = 'query Zone { practiceTimeZone }';
const one = 'query OneStudent($id: ID!) { student(id: $id) { id firstName } }';
// An answer over the 1 kB under which nothing is compressed.
const many = 'query ManyStaff { staffMembers { nodes { id name email } } }';
// Four levels deep: over the limit of three this stack is given.
const deep = 'query DeepStudents { students { nodes { agency { id } } } }';
const origin = 'http://portal.test';
/** A missing variable is refused before the operation runs: nothing was read. */
const validationRefused = (variables: Record<string, unknown> | undefined) => variables !== undefined && !('id' in variables);
const webClientAccept = 'application/graphql-response+json, application/json;q=0.9';

/** The counted series of what a request does (its operation, its calls to the API), by labels. */
async function counts(stack: Stack): Promise<Map<string, number>> {
  const text = await (await fetch(`${stack.gateway.url}metrics`, { headers: { authorization: 'Bearer metrics-token' } })).text();
  return new Map(
    [...text.matchAll(/^(gateway_(?:operation|upstream_call)_\w+_count\{[^}]*\}) (\d+)$/gm)].map((match) => [match[1]!, Number(match[2])]),
  );
}

function grown(before: Map<string, number>, after: Map<string, number>): Record<string, number> {
  return Object.fromEntries(
    [...after].filter(([series, count]) => count !== (before.get(series) ?? 0)).map(([series, count]) => [series, count - (before.get(series) ?? 0)]),
  );
}

describe('every way a POST to /graphql is answered', () => {
  const spans = new InMemorySpanExporter();
  const apollo = vi.spyOn(ApolloServer.prototype, 'executeHTTPGraphQLRequest');
  let stack: Stack;
  let token: string;

  beforeAll(async () => {
    const { limits } = readConfig({}, { webDist: '/nonexistent' });
    stack = await startStack(
      {
        webDist: webBuildListing([zone, one, many, deep]),
        allowArbitraryOperations: true,
        metricsToken: 'metrics-token',
        corsOrigins: [origin],
        limits: { ...limits, maxDepth: 3 },
      },
      { spanExporter: spans },
    );
    token = await stack.signIn('Office administrator');
  });
  afterAll(async () => {
    apollo.mockRestore();
    await stack.stop();
  });
  beforeEach(() => {
    apollo.mockClear();
    spans.reset();
  });

  /** The access trail's records so far, without what differs from one request to the next (time, id, place). */
  async function trail() {
    const records = await stack.gateway.audit!.records();
    return records.map(({ userId, role, operation, operationType, studentIds, changed, outcome }) => ({
      userId,
      role,
      operation,
      operationType,
      studentIds,
      changed,
      outcome,
    }));
  }

  /**
   * The answer, what it added to the metrics, its spans by name and attributes, in the order they ended, and the
   * records it added to the access trail.
   */
  async function observe(body: unknown, headers: Record<string, string>) {
    spans.reset();
    const before = await counts(stack);
    const recorded = (await trail()).length;
    const sent: Sent = await post(stack, body, headers);
    const metrics = grown(before, await counts(stack));
    const traced = spans.getFinishedSpans().map((span) => ({ name: span.name, attributes: span.attributes }));
    const audited = (await trail()).slice(recorded);
    return { sent, metrics, traced, audited };
  }

  it.each<{
    case: string;
    text: string;
    variables?: Record<string, unknown>;
    signedIn: boolean;
    headers: Record<string, string>;
    lane: boolean;
    encoding?: string;
  }>([
    { case: 'a listed query, answered', text: zone, variables: undefined, signedIn: true, headers: {}, lane: true },
    { case: 'a long answer, asked for in brotli', text: many, signedIn: true, headers: { 'accept-encoding': 'br' }, lane: true, encoding: 'br' },
    { case: 'a long answer, asked for in gzip', text: many, signedIn: true, headers: { 'accept-encoding': 'gzip' }, lane: true, encoding: 'gzip' },
    { case: 'a long answer, asked for as it is', text: many, signedIn: true, headers: { 'accept-encoding': 'identity' }, lane: true },
    {
      case: "a query with the web client's Accept header",
      text: one,
      variables: { id: '1' },
      signedIn: true,
      headers: { accept: webClientAccept },
      lane: true,
    },
    { case: 'a query from an allowed origin (CORS)', text: one, variables: { id: '1' }, signedIn: true, headers: { origin }, lane: true },
    {
      case: 'a record that is not there (NOT_FOUND)',
      text: one,
      variables: { id: '987654' },
      signedIn: true,
      headers: { accept: webClientAccept },
      lane: false,
    },
    { case: 'no token (UNAUTHENTICATED)', text: one, variables: { id: '1' }, signedIn: false, headers: {}, lane: false },
    { case: 'a missing variable (BAD_USER_INPUT)', text: one, variables: {}, signedIn: true, headers: {}, lane: false },
    { case: 'a query over the depth limit', text: deep, variables: undefined, signedIn: true, headers: { accept: webClientAccept }, lane: false },
  ])('$case: the same answer, metrics and spans both ways', async ({ text, variables, signedIn, headers, lane, encoding }) => {
    const sentHeaders = { ...headers, ...(signedIn ? { authorization: `Bearer ${token}` } : {}) };
    const listed = await observe(byHash(text, variables), sentHeaders);
    // The lane answers what succeeds; an answer with errors, or a document it refuses, is Apollo Server's to write.
    expect(apollo).toHaveBeenCalledTimes(lane ? 0 : 1);
    apollo.mockClear();
    const spelled = await observe(asText(text, variables), sentHeaders);
    expect(apollo).toHaveBeenCalledTimes(1);

    expect(listed.sent).toEqual(spelled.sent);
    expect(listed.sent.headers['content-encoding']).toBe(encoding);
    expect(listed.metrics).toEqual(spelled.metrics);
    expect(Object.keys(listed.metrics).some((series) => series.startsWith('gateway_operation_duration_seconds_count'))).toBe(true);
    expect(listed.traced).toEqual(spelled.traced);
    expect(listed.traced.length).toBeGreaterThan(0);
    // One record for an operation on a student that ran (whatever its outcome), none for one on no student or refused
    // before it ran.
    expect(listed.audited).toEqual(spelled.audited);
    expect(listed.audited).toHaveLength(text === one && !validationRefused(variables) ? 1 : 0);
    if (text === one && !validationRefused(variables)) expect(listed.audited[0]!.studentIds).toEqual([String(variables!.id)]);
  });

  it('refuses a body over the cap the same way, whatever it holds', async () => {
    const { limits } = readConfig({}, { webDist: '/nonexistent' });
    const padding = 'x'.repeat(limits.maxJsonBodyBytes);
    const listed = await post(stack, { ...byHash(zone), padding });
    const spelled = await post(stack, { ...asText(zone), padding });
    expect(listed.status).toBe(413);
    expect(listed).toEqual(spelled);
  });
});
