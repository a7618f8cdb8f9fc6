import { ApolloClient, gql, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { ApolloLink } from '@apollo/client/link';
import { SetContextLink } from '@apollo/client/link/context';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { buildMultipartBody, createUploadLink, extractFiles, hasFiles } from './uploadLink';

interface SendFeedbackData {
  sendFeedback: { ok: boolean; message: string | null };
}

const SEND: TypedDocumentNode<SendFeedbackData, { input: Record<string, unknown> }> = gql`
  mutation SendFeedback($input: FeedbackInput!) {
    sendFeedback(input: $input) {
      ok
      message
    }
  }
`;

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'screenshot.png', { type: 'image/png' });

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function clientWith(fetchImpl: typeof fetch, next = vi.fn(() => of({ data: { sendFeedback: { ok: true, message: 'via http' } } }))) {
  const auth = new SetContextLink(() => ({ headers: { authorization: 'Bearer t0k3n' } }));
  const link = ApolloLink.from([auth, createUploadLink({ uri: '/graphql', fetch: fetchImpl }), new ApolloLink(next)]);
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), next };
}

describe('extractFiles', () => {
  it('replaces files with null and records every path of each distinct file', () => {
    const file = png();
    const other = new Blob(['x']);
    const { clone, files } = extractFiles({ input: { a: file, list: [file, { b: other }], n: 1, s: 'x', z: null } }, 'variables');
    expect(clone).toEqual({ input: { a: null, list: [null, { b: null }], n: 1, s: 'x', z: null } });
    expect([...files.entries()]).toEqual([
      [file, ['variables.input.a', 'variables.input.list.0']],
      [other, ['variables.input.list.1.b']],
    ]);
    expect(hasFiles({ input: { name: 'x' } })).toBe(false);
    expect(hasFiles({ input: { screenshot: file } })).toBe(true);
  });
});

describe('buildMultipartBody', () => {
  it('writes operations, map and the file parts in the spec order', () => {
    const body = buildMultipartBody({
      query: 'mutation SendFeedback { x }',
      operationName: 'SendFeedback',
      variables: { input: { name: 'Ann', screenshot: png() } },
    });
    expect([...body.keys()]).toEqual(['operations', 'map', '0']);
    expect(JSON.parse(body.get('operations') as string)).toEqual({
      query: 'mutation SendFeedback { x }',
      operationName: 'SendFeedback',
      variables: { input: { name: 'Ann', screenshot: null } },
    });
    expect(JSON.parse(body.get('map') as string)).toEqual({ '0': ['variables.input.screenshot'] });
    const part = body.get('0') as File;
    expect(part.name).toBe('screenshot.png');
    expect(part.size).toBe(4);
  });
});

describe('createUploadLink', () => {
  it('sends an operation with a file as a multipart POST with the preflight and context headers', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse({ data: { sendFeedback: { ok: true, message: 'stored' } } })));
    const { client, next } = clientWith(fetchImpl);
    const screenshot = png();
    const result = await client.mutate({
      mutation: SEND,
      variables: { input: { name: 'Ann Lee', consent: true, screenshot, userAgent: [{ label: 'Browser', value: 'Chrome' }] } },
    });
    expect(result.data?.sendFeedback).toMatchObject({ ok: true, message: 'stored' });
    expect(next).not.toHaveBeenCalled();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [uri, init] = fetchImpl.mock.calls[0]!;
    expect(uri).toBe('/graphql');
    expect(init?.method).toBe('POST');
    const headers = init?.headers as Record<string, string>;
    expect(headers['apollo-require-preflight']).toBe('true');
    expect(headers['authorization']).toBe('Bearer t0k3n');
    expect(Object.keys(headers).map((key) => key.toLowerCase())).not.toContain('content-type');
    const body = init?.body as FormData;
    const operations = JSON.parse(body.get('operations') as string) as { query: string; operationName: string; variables: unknown };
    expect(operations.operationName).toBe('SendFeedback');
    expect(operations.query).toContain('sendFeedback(input: $input)');
    expect(operations.variables).toEqual({
      input: { name: 'Ann Lee', consent: true, screenshot: null, userAgent: [{ label: 'Browser', value: 'Chrome' }] },
    });
    expect(JSON.parse(body.get('map') as string)).toEqual({ '0': ['variables.input.screenshot'] });
    const part = body.get('0') as File;
    expect([part.name, part.type, part.size]).toEqual(['screenshot.png', 'image/png', screenshot.size]);
  });

  it('leaves operations without files to the next link', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const { client, next } = clientWith(fetchImpl);
    const result = await client.mutate({ mutation: SEND, variables: { input: { name: 'Ann', screenshot: null } } });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(next).toHaveBeenCalledTimes(1);
    expect(result.data?.sendFeedback).toMatchObject({ message: 'via http' });
  });

  it('passes GraphQL errors on as the HttpLink would', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ data: null, errors: [{ message: 'Session expired', extensions: { code: 'SESSION_EXPIRED' } }] }), {
          status: 200,
          headers: { 'content-type': 'application/graphql-response+json' },
        }),
      ),
    );
    const { client } = clientWith(fetchImpl);
    await expect(client.mutate({ mutation: SEND, variables: { input: { screenshot: png() } } })).rejects.toMatchObject({
      errors: [{ message: 'Session expired', extensions: { code: 'SESSION_EXPIRED' } }],
    });
  });

  it('turns a non-GraphQL answer into a ServerError', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })));
    const { client } = clientWith(fetchImpl);
    const error: unknown = await client.mutate({ mutation: SEND, variables: { input: { screenshot: png() } } }).catch((e: unknown) => e);
    expect(ServerError.is(error)).toBe(true);
    expect((error as ServerError).statusCode).toBe(502);
  });
});
