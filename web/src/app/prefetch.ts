// A route's loader starts its screen's first queries while the screen's chunk is still on its way: without it the
// query waits for the chunk to arrive, compile and render, and the two waits add up. The answer is kept by the link
// chain (links/prefetchLink.ts) for the screen's own first request, which takes it instead of asking again.
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';

export function prefetchQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<void> {
  // What the cache already holds whole is not asked again: a cache-first screen reads it without a request, and a
  // screen whose policy asks the network anyway sends its own (one request either way). Coming back to a screen
  // within the app, the loader would otherwise ask for an answer nothing takes.
  if (client.readQuery({ query, variables }) !== null) return Promise.resolve();
  // Not written to the cache here: the screen's own request, answered from the kept copy, does what its fetch
  // policy says. A failure is announced by the chain; the screen shows it when it mounts. Settles when answered, so
  // that a route can ask for what it draws first and the rest after.
  return client.query({ query, variables, fetchPolicy: 'no-cache', context: { prefetch: true } }).then(
    () => undefined,
    () => undefined,
  );
}
