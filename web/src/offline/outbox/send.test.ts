// How a send ends, from what the gateway answered: the first answer, a refusal kept for the therapist, "busy" (the
// same key still being made: ask again), or no answer at all (the write waits, its key keeps the next send safe).
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { HttpLink } from '@apollo/client/link/http';
import { describe, expect, it } from 'vitest';
import { createIdempotencyLink } from '../../app/links/idempotencyLink';
import type { OutboxEntry } from './entry';
import { sendThrough } from './send';

const entry: OutboxEntry = {
  seq: '000000000001',
  idempotencyKey: 'key-1',
  operation: 'DeleteAbcEntry',
  variables: { id: '41' },
  summary: { what: 'ABC entry deleted' },
  madeAt: '2026-03-02T15:00:00.000Z',
  state: 'sending',
  owner: '7',
};

function gatewayAnswering(answer: () => Response | Promise<Response>) {
  const keys: (string | null)[] = [];
  const fetch = async (_uri: RequestInfo | URL, init?: RequestInit) => {
    keys.push(new Headers(init?.headers).get('idempotency-key'));
    return answer();
  };
  const client = new ApolloClient({
    link: ApolloLink.from([createIdempotencyLink(), new HttpLink({ uri: 'http://gateway.test/graphql', fetch })]),
    cache: new InMemoryCache(),
  });
  return { send: sendThrough(client), keys };
}

const graphqlAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/graphql-response+json' } });
const failure = (code: string, message: string, status: number, extensions: Record<string, unknown> = {}) =>
  graphqlAnswer({ errors: [{ message, extensions: { code, ...extensions } }] }, status);

describe('sending an outbox entry', () => {
  it('is answered with the data, and sent with its key', async () => {
    const { send, keys } = gatewayAnswering(() => graphqlAnswer({ data: { result: { __typename: 'MutationResult', ok: true, message: null } } }));
    expect(await send(entry)).toEqual({ kind: 'answered', data: { result: { __typename: 'MutationResult', ok: true, message: null } } });
    expect(keys).toEqual(['"key-1"']);
  });

  it('is refused with the API message and field errors for bad input, a record gone, or not allowed', async () => {
    for (const [code, status] of [
      ['BAD_USER_INPUT', 200],
      ['NOT_FOUND', 200],
      ['FORBIDDEN', 200],
      ['IDEMPOTENCY_KEY_REUSED', 422],
    ] as const) {
      const { send } = gatewayAnswering(() =>
        failure(code, `Refused: ${code}`, status, { fieldErrors: { antecedent: ['The antecedent field is required.'] } }),
      );
      expect(await send(entry)).toEqual({
        kind: 'refused',
        refusal: { code, message: `Refused: ${code}`, fieldErrors: { antecedent: 'The antecedent field is required.' } },
      });
    }
  });

  it('is busy while the gateway still makes the write with the same key', async () => {
    const { send } = gatewayAnswering(() => failure('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being processed.', 409));
    expect(await send(entry)).toEqual({ kind: 'busy' });
  });

  it('has no answer when the fetch fails, the API cannot be reached, or the answer is not GraphQL', async () => {
    const answers: (() => Response | Promise<Response>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => failure('UPSTREAM_UNAVAILABLE', 'Something went wrong.', 200),
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    ];
    for (const answer of answers) expect(await gatewayAnswering(answer).send(entry)).toEqual({ kind: 'no-answer' });
  });
});
