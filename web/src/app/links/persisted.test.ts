import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { HttpLink } from '@apollo/client/link/http';
import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { PracticeTimeZoneQuery } from '../../dates/practiceZone';
import { createPersistedLink, documentHash } from './persisted';

interface Sent {
  query?: string;
  extensions?: { persistedQuery?: { sha256Hash: string } };
}

/** A gateway that knows no hash until told, recording what each request carried. */
function gateway(knows: boolean) {
  const sent: Sent[] = [];
  const fetch = async (_uri: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Sent;
    sent.push(body);
    const found = knows || body.query !== undefined;
    const answer = found
      ? { data: { practiceTimeZone: 'America/New_York' } }
      : { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };
    return new Response(JSON.stringify(answer), { status: found ? 200 : 400, headers: { 'content-type': 'application/json' } });
  };
  const client = new ApolloClient({
    link: ApolloLink.from([createPersistedLink(), new HttpLink({ uri: 'http://gateway.test/graphql', fetch })]),
    cache: new InMemoryCache(),
  });
  return { client, sent };
}

describe('operations by hash', () => {
  it('sends a codegen document by its hash alone', async () => {
    const hash = documentHash(PracticeTimeZoneQuery);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const { client, sent } = gateway(true);
    const { data } = await client.query({ query: PracticeTimeZoneQuery });
    expect(data?.practiceTimeZone).toBe('America/New_York');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.query).toBeUndefined();
    expect(sent[0]!.extensions?.persistedQuery?.sha256Hash).toBe(hash);
  });

  it('sends the text as well when the gateway does not know the hash', async () => {
    const { client, sent } = gateway(false);
    const { data } = await client.query({ query: PracticeTimeZoneQuery });
    expect(data?.practiceTimeZone).toBe('America/New_York');
    expect(sent.map((body) => body.query === undefined)).toEqual([true, false]);
    expect(sent[1]!.query).toContain('practiceTimeZone');
  });

  it('sends a document written by hand as text, without a hash', async () => {
    const { client, sent } = gateway(false);
    await client.query({
      query: gql`
        query HandWritten {
          practiceTimeZone
        }
      `,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.extensions?.persistedQuery).toBeUndefined();
    expect(sent[0]!.query).toContain('HandWritten');
  });
});
