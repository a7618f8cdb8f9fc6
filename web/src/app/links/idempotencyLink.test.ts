// A write given a key in its context carries it as the Idempotency-Key header; every other operation carries none.
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { HttpLink } from '@apollo/client/link/http';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createIdempotencyLink } from './idempotencyLink';

function recording() {
  const headers: Headers[] = [];
  const fetch = async (_uri: RequestInfo | URL, init?: RequestInit) => {
    headers.push(new Headers(init?.headers));
    return new Response(JSON.stringify({ data: { saved: { __typename: 'Saved', id: '1' } } }), { headers: { 'content-type': 'application/json' } });
  };
  const client = new ApolloClient({
    link: ApolloLink.from([createIdempotencyLink(), new HttpLink({ uri: 'http://gateway.test/graphql', fetch })]),
    cache: new InMemoryCache(),
  });
  return { client, headers };
}

// A write of no screen: parsed here, so that the client's codegen does not take it for one of its operations.
const Save = parse(`
  mutation Save {
    saved {
      id
    }
  }
`);

describe('the idempotency link', () => {
  it('sends the key of the operation context, quoted, and the same key on every send of it', async () => {
    const { client, headers } = recording();
    await client.mutate({ mutation: Save, context: { idempotencyKey: 'b1f0c9e2-4d55-4e0e-9d55-0f6f2e8a1c11' } });
    await client.mutate({ mutation: Save, context: { idempotencyKey: 'b1f0c9e2-4d55-4e0e-9d55-0f6f2e8a1c11' } });
    expect(headers.map((sent) => sent.get('idempotency-key'))).toEqual([
      '"b1f0c9e2-4d55-4e0e-9d55-0f6f2e8a1c11"',
      '"b1f0c9e2-4d55-4e0e-9d55-0f6f2e8a1c11"',
    ]);
  });

  it('sends none for an operation without a key, and keeps the headers set before it', async () => {
    const { client, headers } = recording();
    await client.mutate({ mutation: Save, context: { headers: { authorization: 'Bearer t' } } });
    expect(headers[0]!.get('idempotency-key')).toBeNull();
    await client.mutate({ mutation: Save, context: { headers: { authorization: 'Bearer t' }, idempotencyKey: 'k' } });
    expect(headers[1]!.get('authorization')).toBe('Bearer t');
    expect(headers[1]!.get('idempotency-key')).toBe('"k"');
  });
});
