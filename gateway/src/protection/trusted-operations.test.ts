import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../test/stack.js';
import { webBuildWith } from '../test/web-build.js';
import { operationHash as sha, withTypenames } from './trusted-operations.js';

const zone = 'query PracticeZone { practiceTimeZone }';
const me = 'query WhoAmI { me { id name } }';

/** A web build's folder holding a manifest of two operations (keys spelled as codegen writes them). */
const webBuild = (): string => webBuildWith({ [`sha256:${sha(zone)}`]: zone, [sha(me)]: me });

async function post(stack: Stack, body: unknown, token?: string) {
  const res = await fetch(`${stack.gateway.url}graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

const byHash = (text: string, extra: Record<string, unknown> = {}) => ({
  ...extra,
  extensions: { persistedQuery: { version: 1, sha256Hash: sha(text) } },
});

describe('trusted operations in production', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ production: true, allowArbitraryOperations: false, webDist: webBuild() });
  });
  afterAll(async () => stack.stop());

  it('runs an operation of the web build by its hash alone, and refuses sign-in, which this build does not list', async () => {
    const answer = await post(stack, byHash(zone, { operationName: 'PracticeZone' }));
    expect(answer.status).toBe(200);
    expect(typeof answer.body.data?.practiceTimeZone).toBe('string');
    const token = await stack.signIn('Office administrator').catch(() => undefined);
    // Sign-in itself is not in this manifest, so it is refused like any other unknown operation.
    expect(token).toBeUndefined();
  });

  it('refuses an operation sent as text, and an unknown hash, with PERSISTED_QUERY_NOT_FOUND, and runs neither', async () => {
    const text = await post(stack, { query: zone });
    expect(text.status).toBe(400);
    expect(text.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(text.body.errors?.[0]?.message).toMatch(/runs only the operations of the web client/);
    expect(text.body.data).toBeUndefined();
    const unknown = await post(stack, { query: '{ practiceTimeZone }', ...byHash('{ practiceTimeZone }') });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]).toMatchObject({ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
  });

  it('runs the listed text whatever text comes with a known hash', async () => {
    const answer = await post(stack, { query: '{ practiceTimeZone __typename }', ...byHash(zone) });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data ?? {})).toEqual(['practiceTimeZone']);
  });
});

describe('operations by text where arbitrary operations are allowed', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ production: true, allowArbitraryOperations: true, webDist: webBuild() });
  });
  afterAll(async () => stack.stop());

  it('runs text, answers an unknown hash alone with not-found (so the client sends the text), then runs the text', async () => {
    expect((await post(stack, { query: '{ practiceTimeZone }' })).body.data?.practiceTimeZone).toEqual(expect.any(String));
    const hashOnly = await post(stack, byHash('{ practiceTimeZone }'));
    expect(hashOnly.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const withText = await post(stack, { query: '{ practiceTimeZone }', ...byHash('{ practiceTimeZone }') });
    expect(withText.body.data?.practiceTimeZone).toEqual(expect.any(String));
  });
});

describe('withTypenames', () => {
  it('adds __typename below the root and in fragments, once, as Apollo Client does', () => {
    expect(withTypenames('query Q { me { id roles { name } ...F } } fragment F on User { email }')).toBe(
      'query Q {\n  me {\n    id\n    roles {\n      name\n      __typename\n    }\n    ...F\n    __typename\n  }\n}\n\nfragment F on User {\n  email\n  __typename\n}',
    );
    expect(withTypenames('{ me { __typename id } }')).toBe('{\n  me {\n    __typename\n    id\n  }\n}');
  });
});
