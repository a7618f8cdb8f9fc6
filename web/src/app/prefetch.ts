// A route's loader starts its screen's first queries while the screen's chunk is still on its way: without it the
// query waits for the chunk to arrive, compile and render, and the two waits add up. The answer is kept by the link
// chain (links/prefetchLink.ts) for the screen's own first request, which takes it instead of asking again.
import type { ApolloClient, DefaultContext, OperationVariables, TypedDocumentNode } from '@apollo/client';
// Apollo's own key for variables (object keys sorted), as the link chain keeps answers by it.
import { canonicalStringify } from '@apollo/client/utilities';
import { getOperationAST } from 'graphql';

/** Whether a mounted screen already watches this query: it has asked, or holds, what the loader would start. */
function watched(client: ApolloClient, query: TypedDocumentNode<unknown, never>, variables: OperationVariables): boolean {
  const name = getOperationAST(query)?.name?.value;
  const key = canonicalStringify(variables);
  for (const observable of client.getObservableQueries('active')) {
    if (observable.queryName === name && canonicalStringify(observable.variables) === key) return true;
  }
  return false;
}

export function prefetchQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  /** The screen's own request's switches (`errorsInPlace`), so that the chain treats a failure the way it would its. */
  context: DefaultContext = {},
): Promise<void> {
  // What the cache already holds whole is not asked again: a cache-first screen reads it without a request, and a
  // screen whose policy asks the network anyway sends its own (one request either way). Coming back to a screen
  // within the app, the loader would otherwise ask for an answer nothing takes.
  if (client.readQuery({ query, variables }) !== null) return Promise.resolve();
  // Nor what a screen already asked for: a route's queries start in a chunk of their own, which may arrive after the
  // screen's, and an answer kept then would be handed, stale, to the screen's next first request.
  if (watched(client, query, variables)) return Promise.resolve();
  // Not written to the cache here: the screen's own request, answered from the kept copy, does what its fetch
  // policy says. A failure is announced by the chain; the screen shows it when it mounts. Settles when answered, so
  // that a route can ask for what it draws first and the rest after.
  // Not merged with an identical request either: Apollo would hand the screen's own request, made while this one is
  // on its way, this one's answer without it passing the chain, and the answer kept there would be left for the
  // screen's next visit.
  return client.query({ query, variables, fetchPolicy: 'no-cache', context: { ...context, prefetch: true, queryDeduplication: false } }).then(
    () => undefined,
    () => undefined,
  );
}
