// A route loader's query and its screen's first request: one request to the gateway between them, whether the
// answer has arrived or is still on its way, and nothing kept longer than it should be.
import { ApolloClient, gql, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { SchemaLink } from '@apollo/client/link/schema';
import { createMockedSchema } from '@portal/mocks/resolvers';
import { GraphQLError } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { signedInAs } from '../test/render';
import { createFreshAfterWriteLink } from './links/freshAfterWriteLink';
import { createPrefetchLink, PREFETCH_FRESH_MS } from './links/prefetchLink';
import { prefetchQuery } from './prefetch';
import { createRuntime } from './runtime';

interface MeData {
  me: { id: string; name: string };
}
interface EchoVariables {
  page: { page: number; perPage: number };
  search: string | null;
}

const MeQuery: TypedDocumentNode<MeData, EchoVariables> = gql`
  query PrefetchMe($page: PageInput, $search: String) {
    me {
      id
      name
    }
  }
`;

const SignOut = gql`
  mutation PrefetchSignOut {
    logout {
      ok
    }
  }
`;

const variables: EchoVariables = { page: { page: 1, perPage: 500 }, search: null };
// The same variables as a screen might build them, in another order.
const sameVariables = { search: null, page: { perPage: 500, page: 1 } } as EchoVariables;

/** A terminating link over the mocked schema that counts the operations reaching it and can hold their answers. */
function gateway() {
  const schema = createMockedSchema({ Query: { me: () => ({ id: '7', name: 'Riley Test' }) } });
  const schemaLink = new SchemaLink({ schema });
  const state = { calls: 0, held: false, release: [] as (() => void)[] };
  const link = new ApolloLink((operation) => {
    state.calls += 1;
    return new Observable<ApolloLink.Result>((observer) => {
      const answer = () => schemaLink.request(operation)!.subscribe(observer);
      if (state.held) state.release.push(answer);
      else answer();
    });
  });
  return { link, state };
}

function clientOver(link: ApolloLink, queryDeduplication = true) {
  return new ApolloClient({ link, cache: new InMemoryCache(), queryDeduplication });
}

/** A client whose chain is the prefetch link of one session before the counting gateway. */
function prefetchingClient() {
  const { link, state } = gateway();
  return { client: clientOver(ApolloLink.from([createPrefetchLink({ owner: () => 'token-a', writes: { count: 0 } }), link])), state };
}

/** The screen asks while the route's prefetch is held on its way; both are then answered. Returns the screen's data. */
async function screenDuringPrefetch(client: ApolloClient, state: ReturnType<typeof gateway>['state']) {
  state.held = true;
  void prefetchQuery(client, MeQuery, variables);
  const screen = client.query({ query: MeQuery, variables, fetchPolicy: 'no-cache' });
  await vi.waitFor(() => expect(state.release).toHaveLength(1));
  state.held = false;
  state.release.forEach((release) => release());
  return (await screen).data;
}

describe('prefetching a screen query', () => {
  it('answers the screen from the loader’s request once it has arrived, then asks afresh', async () => {
    const { client, state } = prefetchingClient();
    void prefetchQuery(client, MeQuery, variables);
    await vi.waitFor(() => expect(state.calls).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 0));

    const first = await client.query({ query: MeQuery, variables: sameVariables, fetchPolicy: 'network-only' });
    expect(first.data?.me.name).toBe('Riley Test');
    expect(state.calls).toBe(1);

    // The kept answer is used up: the next request is the screen's own.
    await client.query({ query: MeQuery, variables, fetchPolicy: 'network-only' });
    expect(state.calls).toBe(2);
  });

  it('joins the loader’s request while it is still on its way', async () => {
    const { link, state } = gateway();
    // Apollo's own deduplication would join the two as well; without it, the join is the prefetch link's.
    const client = clientOver(ApolloLink.from([createPrefetchLink({ owner: () => 'token-a', writes: { count: 0 } }), link]), false);
    expect((await screenDuringPrefetch(client, state))?.me.id).toBe('7');
    expect(state.calls).toBe(1);
  });

  it('with Apollo’s own deduplication on, hands the screen the kept answer and leaves nothing for its next visit', async () => {
    const { client, state } = prefetchingClient();
    expect((await screenDuringPrefetch(client, state))?.me.id).toBe('7');
    expect(state.calls).toBe(1);

    // The screen visited again: its first request is its own, not the answer of the visit before.
    await client.query({ query: MeQuery, variables, fetchPolicy: 'no-cache' });
    expect(state.calls).toBe(2);
  });

  it('asks nothing for what a mounted screen already watches', async () => {
    const { client, state } = prefetchingClient();
    state.held = true;
    // The screen's chunk came before the route's: it asked first, and its answer is still on its way.
    const watching = client.watchQuery({ query: MeQuery, variables, fetchPolicy: 'cache-and-network' }).subscribe(() => undefined);
    await vi.waitFor(() => expect(state.calls).toBe(1));
    const prefetched = prefetchQuery(client, MeQuery, sameVariables);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state.calls).toBe(1);
    watching.unsubscribe();
    state.held = false;
    state.release.forEach((release) => release());
    await prefetched;

    // Nothing was kept for the screen's next request.
    await client.query({ query: MeQuery, variables, fetchPolicy: 'no-cache' });
    expect(state.calls).toBe(2);
  });

  it('asks nothing for what the cache already holds, and keeps nothing for the screen’s next own request', async () => {
    const { client, state } = prefetchingClient();
    // A screen with a cache-first policy asked once before (the user comes back to it within the app).
    await client.query({ query: MeQuery, variables, fetchPolicy: 'cache-first' });
    expect(state.calls).toBe(1);

    await prefetchQuery(client, MeQuery, variables);
    expect(state.calls).toBe(1);
    const read = await client.query({ query: MeQuery, variables, fetchPolicy: 'cache-first' });
    expect(read.data?.me.name).toBe('Riley Test');
    expect(state.calls).toBe(1);

    // A screen that asks the network whatever the cache holds sends its own request, answered by the gateway.
    await client.query({ query: MeQuery, variables, fetchPolicy: 'network-only' });
    expect(state.calls).toBe(2);
  });

  it('sends a request with other variables, of another session, or too late, to the gateway', async () => {
    let now = 0;
    let owner = 'token-a';
    const { link, state } = gateway();
    const client = clientOver(ApolloLink.from([createPrefetchLink({ owner: () => owner, writes: { count: 0 }, now: () => now }), link]));
    void prefetchQuery(client, MeQuery, variables);
    await vi.waitFor(() => expect(state.calls).toBe(1));

    await client.query({ query: MeQuery, variables: { ...variables, search: 'ann' }, fetchPolicy: 'no-cache' });
    expect(state.calls).toBe(2);

    // Signed out and in again as someone else: the first session's answer is not theirs.
    owner = 'token-b';
    await client.query({ query: MeQuery, variables, fetchPolicy: 'no-cache' });
    expect(state.calls).toBe(3);

    owner = 'token-a';
    now = PREFETCH_FRESH_MS;
    await client.query({ query: MeQuery, variables, fetchPolicy: 'no-cache' });
    expect(state.calls).toBe(4);
  });

  it('hands the screen no answer that predates a write answered since, and asks afresh', async () => {
    const { link, state } = gateway();
    const writes = { count: 0 };
    const client = clientOver(ApolloLink.from([createFreshAfterWriteLink(writes), createPrefetchLink({ owner: () => 'token-a', writes }), link]));
    await prefetchQuery(client, MeQuery, variables);
    // A save on the screen before, answered after the route's request but before the screen's own.
    await client.mutate({ mutation: SignOut });
    expect(state.calls).toBe(2);

    const screen = await client.query({ query: MeQuery, variables, fetchPolicy: 'no-cache' });
    expect(screen.data?.me.id).toBe('7');
    expect(state.calls).toBe(3);
  });

  it('announces a refusal once, for the loader’s request, and hands the screen the same answer', async () => {
    const schema = createMockedSchema({
      Query: {
        me: () => {
          throw new GraphQLError('You do not have permission to view students.', { extensions: { code: 'FORBIDDEN' } });
        },
      },
    });
    let calls = 0;
    const counted = new ApolloLink((operation, forward) => {
      calls += 1;
      return forward(operation);
    });
    const runtime = createRuntime({
      terminating: ApolloLink.from([counted, new SchemaLink({ schema })]),
      storage: null,
      session: signedInAs('Therapist'),
    });
    const modal = vi.spyOn(runtime.notices, 'showServerMessage');
    void prefetchQuery(runtime.client, MeQuery, variables);
    await vi.waitFor(() => expect(modal).toHaveBeenCalledTimes(1));

    // The error link swallowed the refusal for the loader's request; the screen receives what it let through.
    const screen = await runtime.client.query({ query: MeQuery, variables, fetchPolicy: 'no-cache' });
    expect(screen.data).toBeNull();
    expect(modal).toHaveBeenCalledTimes(1);
    expect(calls).toBe(1);
  });
});
