// Every request limit and every refusal the gateway makes, over real HTTP: depth, aliases, tokens, cost and
// directives; field suggestions; stack traces, introspection and the sandbox in production; batching; the JSON body
// cap; CSRF prevention. And the largest screen query, with every document the web client sends, fits the limits.
import { mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { buildGatewaySchema } from '../schema/build.js';
import { startStack, type Stack } from '../test/stack.js';
import { requestLimits } from './limits.js';

const defaults = readConfig({}, { webDist: '/nonexistent' });

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

type Answer = { errors?: { message: string; extensions?: Record<string, unknown> }[]; data?: unknown };

async function post(url: string, body: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Answer; headers: Headers }> {
  const res = await fetch(`${url}graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...headers },
    body,
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as Answer, headers: res.headers };
}

const limitOf = (answer: Answer) => answer.errors?.find((e) => e.extensions?.limit)?.extensions;

describe('document limits (defaults)', () => {
  it('has defaults at least as strict as the common anchors', () => {
    expect(defaults.limits).toMatchObject({ maxDepth: 10, maxAliases: 15, maxTokens: 1000, maxDirectives: 50, maxJsonBodyBytes: 102_400 });
    expect(defaults.limits.maxCost).toBeLessThanOrEqual(1000);
  });

  // __type(...) { ofType { ofType ... } } is the one deep path this schema has.
  const nested = (levels: number) => `{ __type(name: "Query") { ${'ofType { '.repeat(levels - 2)}name${' }'.repeat(levels - 2)} } }`;

  it('accepts a query 10 levels deep and refuses one 11 levels deep', async () => {
    const ok = await stack.gql(nested(10));
    expect(ok.errors).toBeUndefined();
    const deep = await stack.gql(nested(11));
    expect(deep.errors?.[0]).toMatchObject({
      message: 'The query is nested 11 levels deep; at most 10 levels are allowed.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit: 'depth', max: 10, found: 11 },
    });
  });

  it('accepts 15 aliases and refuses 16', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: version`).join(' ')} }`;
    expect((await stack.gql(aliases(15))).errors).toBeUndefined();
    const refused = await stack.gql(aliases(16));
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The query uses 16 aliases; at most 15 are allowed.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit: 'aliases', max: 15, found: 16 },
    });
  });

  it('refuses a document of more than 1000 tokens before validating it', async () => {
    const long = `{ ${'version '.repeat(999)}}`; // 1001 tokens
    const refused = await stack.gql(long);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The query is too long: it has more than 1000 tokens (names, values and punctuation); at most 1000 are allowed.',
      extensions: { code: 'GRAPHQL_PARSE_FAILED', limit: 'tokens', max: 1000 },
    });
    // 992 tokens pass. (A thousand copies of one field would instead meet graphql-js's own overlap budget.)
    expect((await stack.gql(`{ ${'__type(name: "Query") { name } '.repeat(110)}}`)).errors).toBeUndefined();
  });

  it('accepts 50 directives and refuses 51', async () => {
    const directives = (n: number) => `{ ${'version @skip(if: false) '.repeat(n)}}`;
    expect((await stack.gql(directives(50))).errors).toBeUndefined();
    const refused = await stack.gql(directives(51));
    expect(limitOf(refused)).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'directives', max: 50, found: 51 });
    expect(refused.errors?.[0]?.message).toBe('The query uses 51 directives; at most 50 are allowed.');
  });

  it('refuses a query whose cost is over the limit', async () => {
    // Cheap in tokens, expensive in cost: every level multiplies what is below it by 1.5.
    const level = (depth: number): string =>
      depth === 0 ? 'name kind description specifiedByURL' : `name kind description ofType { ${level(depth - 1)} }`;
    const query = `{ ${Array.from({ length: 6 }, (_, i) => `t${i}: __type(name: "Query") { ${level(6)} }`).join(' ')} }`;
    const refused = await stack.gql(query);
    const limit = limitOf(refused);
    expect(limit).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'cost', max: 1000 });
    expect(limit?.found).toBeGreaterThan(1000);
    expect(refused.errors?.find((e) => e.extensions?.limit)?.message).toMatch(
      /^The query is too expensive: its cost is \d+, at most 1000 is allowed\./,
    );
  });

  it('answers a refusal 400 to a client that accepts application/graphql-response+json, 200 to a legacy JSON one', async () => {
    const query = JSON.stringify({ query: `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: version`).join(' ')} }` });
    const modern = await post(stack.gateway.url, query, { accept: 'application/graphql-response+json, application/json;q=0.9' });
    expect(modern.status).toBe(400);
    expect(modern.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    const legacy = await post(stack.gateway.url, query, { accept: 'application/json' });
    expect(legacy.status).toBe(200);
    for (const answer of [modern, legacy]) {
      expect(answer.body.errors?.[0]?.extensions?.limit).toBe('aliases');
      expect(answer.body).not.toHaveProperty('data');
    }
  });

  it('shows field suggestions outside production', async () => {
    const answer = await stack.gql('{ verson }');
    expect(answer.errors?.[0]?.message).toBe('Cannot query field "verson" on type "Query". Did you mean "version"?');
  });

  it('refuses batched requests', async () => {
    const batch = await post(stack.gateway.url, JSON.stringify([{ query: '{ version }' }, { query: '{ version }' }]));
    expect(batch.status).toBe(400);
    expect(batch.body.errors?.[0]?.message).toMatch(/batch/i);
  });
});

describe('HTTP refusals', () => {
  it('caps a JSON body at 100 KB with a GraphQL error', async () => {
    const padding = 'x'.repeat(101 * 1024);
    const big = await post(stack.gateway.url, JSON.stringify({ query: '{ version }', variables: { padding } }));
    expect(big.status).toBe(413);
    expect(big.headers.get('content-type')).toMatch(/^application\/json; charset=utf-8/);
    expect(big.body.errors?.[0]).toEqual({
      message: 'The request body is larger than the 100 KB allowed.',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
    const fits = await post(stack.gateway.url, JSON.stringify({ query: '{ version }', variables: { padding: 'x'.repeat(99 * 1024) } }));
    expect(fits.status).toBe(200);
  });

  it('answers a body that is not JSON with a GraphQL error', async () => {
    const broken = await post(stack.gateway.url, '{"query": "{ version }"', { accept: 'application/graphql-response+json' });
    expect(broken.status).toBe(400);
    expect(broken.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect(broken.body.errors?.[0]).toEqual({ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } });
    // Named, but ranked below application/json: the answer is application/json, as for a query.
    const ranked = await post(stack.gateway.url, '{"query": "{ version }"', { accept: 'application/json, application/graphql-response+json;q=0.5' });
    expect(ranked.status).toBe(400);
    expect(ranked.headers.get('content-type')).toMatch(/^application\/json; charset=utf-8/);
  });

  it('refuses more files than the multipart limit allows', async () => {
    const form = new FormData();
    const map: Record<string, string[]> = {};
    for (let i = 0; i < 6; i += 1) map[String(i)] = [`variables.f${i}`];
    form.append('operations', JSON.stringify({ query: '{ version }', variables: {} }));
    form.append('map', JSON.stringify(map));
    for (let i = 0; i < 6; i += 1) form.append(String(i), new Blob(['x']), `f${i}.png`);
    const res = await fetch(`${stack.gateway.url}graphql`, { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: form });
    expect(res.status).toBe(413);
    const body = (await res.json()) as Answer;
    expect(body.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(body.errors?.[0]?.message).toMatch(/5 max file uploads exceeded/);
  });

  it('keeps CSRF prevention on: a simple request without the preflight header is refused', async () => {
    const simple = await fetch(`${stack.gateway.url}graphql?query=${encodeURIComponent('{ version }')}`);
    expect(simple.status).toBe(400);
    expect(((await simple.json()) as Answer).errors?.[0]).toMatchObject({
      message: expect.stringMatching(/Cross-Site Request Forgery/),
      extensions: { code: 'BAD_REQUEST' },
    });
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: '{ version }' }));
    form.append('map', '{}');
    const upload = await fetch(`${stack.gateway.url}graphql`, { method: 'POST', body: form });
    expect(upload.status).toBe(400);
    const preflighted = await fetch(`${stack.gateway.url}graphql?query=${encodeURIComponent('{ version }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(((await preflighted.json()) as { data: unknown }).data).toEqual({ version: expect.any(String) });
  });
});

describe('production', () => {
  let production: Stack;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
    writeFileSync(join(webDist, 'sandbox.html'), '<!doctype html><title>sandbox</title>');
    const prod = readConfig({ NODE_ENV: 'production' }, { webDist });
    production = await startStack({
      production: prod.production,
      introspection: prod.introspection,
      sandbox: prod.sandbox,
      limits: prod.limits,
      webDist,
    });
  });
  afterAll(() => production.stop());

  it('hides field suggestions', async () => {
    const answer = await production.gql('{ verson }');
    expect(answer.errors?.[0]?.message).toBe('Cannot query field "verson" on type "Query".');
  });

  it('sends no stack traces, nor does npm start: only development (npm run dev) shows them', async () => {
    const prod = await production.gql('{ verson }');
    expect(prod.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
    const started = await stack.gql('{ verson }');
    expect(started.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(readConfig({}, { webDist }).errorStackTraces).toBe(false);
    expect(readConfig({ NODE_ENV: 'development' }, { webDist }).errorStackTraces).toBe(true);
  });

  it('refuses introspection', async () => {
    const answer = await production.gql('{ __schema { queryType { name } } }');
    expect(answer.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/introspection is not allowed/),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect((await stack.gql<{ __schema: unknown }>('{ __schema { queryType { name } } }')).data?.__schema).toBeTruthy();
  });

  it('does not serve the sandbox', async () => {
    for (const path of ['sandbox', 'sandbox.html']) {
      const res = await fetch(`${production.gateway.url}${path}`);
      expect(await res.text()).not.toMatch(/<title>sandbox/);
    }
    expect((await fetch(`${production.gateway.url}sandbox.html`)).status).toBe(404);
  });
});

// The cost rule reads only the document; this schema just lets it validate.
const screenSchema = buildSchema(`
  type Query { students(page: PageInput, filter: StudentFilter): StudentPage! }
  input PageInput { page: Int perPage: Int search: String sortField: String }
  input StudentFilter { agencyId: ID status: Int dobMonth: Int }
  type PageInfo { total: Int! currentPage: Int! lastPage: Int! perPage: Int! from: Int to: Int }
  type StudentPage { pageInfo: PageInfo! nodes: [Student!]! }
  type Named { id: ID! name: String! }
  type Student {
    id: ID! firstName: String lastName: String dateOfBirth: String status: Int serviceLine: String email: String
    phone: String address: String city: String state: String zip: String gender: String createdAt: String updatedAt: String
    agency: Named funders: [Named!]! staff: [Named!]!
  }
`);

/** The largest screen query today: a 500-row student page with agency, funders and staff names, through fragments. */
const studentPage = `
  query StudentList($page: PageInput, $filter: StudentFilter) {
    students(page: $page, filter: $filter) {
      pageInfo { total currentPage lastPage perPage from to }
      nodes { ...StudentRow }
    }
  }
  fragment StudentRow on Student {
    id firstName lastName dateOfBirth status serviceLine email phone address city state zip gender createdAt updatedAt
    agency { ...Name }
    funders { ...Name }
    staff { ...Name }
  }
  fragment Name on Named { id name }
`;

describe('the screens fit the limits', () => {
  const { validationRules } = requestLimits(defaults.limits);

  it('fits the largest screen query (a 500-row student page with agency, funders and staff names)', () => {
    expect(validate(screenSchema, parse(studentPage, { maxTokens: defaults.limits.maxTokens }), validationRules)).toEqual([]);
  });

  it('would refuse the same screen under a cost limit below its cost, so the rule does measure it', () => {
    const tight = requestLimits({ ...defaults.limits, maxCost: 100 });
    const errors = validate(screenSchema, parse(studentPage), tight.validationRules);
    expect(errors[0]?.extensions).toMatchObject({ limit: 'cost', max: 100 });
  });

  it('fits every operation the web client sends (web/src/gql/gql.ts)', () => {
    const file = join(import.meta.dirname, '../../../web/src/gql/gql.ts');
    expect(existsSync(file)).toBe(true);
    const source = readFileSync(file, 'utf8');
    const block = source.slice(source.indexOf('type Documents = {'), source.indexOf('};', source.indexOf('type Documents = {')));
    const documents = [...block.matchAll(/^\s*("(?:[^"\\]|\\.)*"): typeof/gm)].map((m) => JSON.parse(m[1]!) as string);
    expect(documents.length).toBeGreaterThan(0);
    const { schema } = buildGatewaySchema();
    for (const document of documents) {
      const errors = validate(schema, parse(document, { maxTokens: defaults.limits.maxTokens }), validationRules);
      expect(
        errors.map((e) => e.message),
        document,
      ).toEqual([]);
    }
  });
});
