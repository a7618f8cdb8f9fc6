// A read answered after a write of the same client is sent again: the answer it had may predate the write, and
// every identical read that joined it in flight (the write's refetch) would get it too.
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { parse } from 'graphql';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createFreshAfterWriteLink, MAX_READ_TRIES } from './freshAfterWriteLink';

// Operations of no screen: parsed here, so that the client's codegen does not take them for its own.
const Count = parse('query Count { count }');
const Open = parse('query Open { opened }');
const MarkRead = parse('mutation MarkRead { markRead }');

/** A gateway whose every request waits until the test answers it, in the order the test chooses. */
function heldGateway() {
  const requests: { name: string; answer: (data: Record<string, unknown>) => void }[] = [];
  const terminating = new ApolloLink((operation) => {
    const answer = new Subject<ApolloLink.Result>();
    requests.push({
      name: operation.operationName ?? '',
      answer: (data) => {
        answer.next({ data });
        answer.complete();
      },
    });
    return answer.asObservable();
  });
  const client = new ApolloClient({ link: ApolloLink.from([createFreshAfterWriteLink(), terminating]), cache: new InMemoryCache() });
  const pending = (name: string) => {
    const found = requests.find((request) => request.name === name);
    if (!found) throw new Error(`no ${name} request waits`);
    requests.splice(requests.indexOf(found), 1);
    return found;
  };
  const sent = () => requests.map((request) => request.name);
  return { client, pending, sent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the fresh-after-write link', () => {
  it('sends a read once when no write is answered while it waits', async () => {
    const gateway = heldGateway();
    const read = gateway.client.query({ query: Count, fetchPolicy: 'network-only' });
    await settle();
    gateway.pending('Count').answer({ count: 3 });
    expect((await read).data).toEqual({ count: 3 });
    expect(gateway.sent()).toEqual([]);
  });

  it('sends a read again when a mutation is answered before it, and delivers the second answer to every read that joined it', async () => {
    const gateway = heldGateway();
    const before = gateway.client.query({ query: Count, fetchPolicy: 'network-only' });
    await settle();
    const write = gateway.client.mutate({ mutation: MarkRead });
    await settle();
    gateway.pending('MarkRead').answer({ markRead: true });
    await write;
    // The write's refetch joins the read still in flight (Apollo deduplicates identical reads).
    const refetch = gateway.client.query({ query: Count, fetchPolicy: 'network-only' });
    gateway.pending('Count').answer({ count: 3 });
    await settle();
    expect(gateway.sent()).toEqual(['Count']);
    gateway.pending('Count').answer({ count: 2 });
    expect((await before).data).toEqual({ count: 2 });
    expect((await refetch).data).toEqual({ count: 2 });
  });

  it('counts a query declared as changing data as a write', async () => {
    const gateway = heldGateway();
    const before = gateway.client.query({ query: Count, fetchPolicy: 'network-only' });
    await settle();
    const open = gateway.client.query({ query: Open, fetchPolicy: 'network-only', context: { changesData: true } });
    await settle();
    gateway.pending('Open').answer({ opened: true });
    await open;
    gateway.pending('Count').answer({ count: 3 });
    await settle();
    gateway.pending('Count').answer({ count: 2 });
    expect((await before).data).toEqual({ count: 2 });
  });

  it('delivers the last answer after a few tries, so that writes answered one after another cannot hold a read', async () => {
    const gateway = heldGateway();
    const read = gateway.client.query({ query: Count, fetchPolicy: 'network-only' });
    for (let tries = 1; tries <= MAX_READ_TRIES; tries += 1) {
      await settle();
      const write = gateway.client.mutate({ mutation: MarkRead });
      await settle();
      gateway.pending('MarkRead').answer({ markRead: true });
      await write;
      gateway.pending('Count').answer({ count: 10 - tries });
    }
    expect((await read).data).toEqual({ count: 10 - MAX_READ_TRIES });
    expect(gateway.sent()).toEqual([]);
  });
});
