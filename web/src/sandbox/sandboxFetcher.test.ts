import { describe, expect, it, vi } from 'vitest';
import { createSandboxFetcher, sandboxHeaders } from './sandboxFetcher';

describe('sandbox headers', () => {
  it('always sends the preflight header and the session token when there is one', () => {
    expect(sandboxHeaders('abc')).toMatchObject({ authorization: 'Bearer abc', 'apollo-require-preflight': 'true' });
    expect(sandboxHeaders(null)).not.toHaveProperty('authorization');
  });

  it("lets the header editor's Authorization win over the session's", () => {
    const headers = sandboxHeaders('abc', { Authorization: 'Bearer mine', 'x-trace': 1 });
    expect(headers['Authorization']).toBe('Bearer mine');
    expect(headers).not.toHaveProperty('authorization');
    expect(headers['x-trace']).toBe('1');
  });

  it('does not let the header editor drop the preflight header', () => {
    expect(sandboxHeaders(null, { 'apollo-require-preflight': 'false' })['apollo-require-preflight']).toBe('true');
  });
});

describe('createSandboxFetcher', () => {
  it('posts the operation as JSON to /graphql with the token from the session in localStorage', async () => {
    window.localStorage.setItem('token', 'stored-token');
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify({ data: { version: '1.2.0' } }))));
    const fetcher = createSandboxFetcher({ fetch: fetchImpl });
    const result = await fetcher({ query: '{ version }', operationName: null, variables: {} });
    expect(result).toEqual({ data: { version: '1.2.0' } });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ query: '{ version }', operationName: null, variables: {} });
    expect(init?.headers).toMatchObject({
      authorization: 'Bearer stored-token',
      'apollo-require-preflight': 'true',
      'content-type': 'application/json',
    });
  });

  it('reports an answer that is not JSON with its status', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(new Response('Not Found', { status: 404, statusText: 'Not Found' })));
    const fetcher = createSandboxFetcher({ fetch: fetchImpl, token: () => null });
    await expect(fetcher({ query: '{ version }' })).rejects.toThrow('The gateway answered 404 Not Found: Not Found');
  });
});
