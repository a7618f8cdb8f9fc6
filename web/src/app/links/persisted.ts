// Operations go by their hash: every document codegen made carries it (__meta__.hash), and the gateway keeps the
// operations of the build it serves. A query is sent by hash alone and again with its text only when the gateway does
// not know the hash (a development gateway serving another build); in production it runs only the ones it knows.
import type { DocumentNode } from 'graphql';
import { ApolloLink } from '@apollo/client/link';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/** The bare sha256 hex of a codegen document, or undefined for a document written by hand. */
export function documentHash(document: DocumentNode): string | undefined {
  const hash = (document as DocumentNode & { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash.replace(/^sha256:/, '') : undefined;
}

/** The request extensions that name a document's hash, for links that build their own request body. */
export function persistedExtensions(document: DocumentNode): { persistedQuery: { version: 1; sha256Hash: string } } | undefined {
  const sha256Hash = documentHash(document);
  return sha256Hash ? { persistedQuery: { version: 1, sha256Hash } } : undefined;
}

export function createPersistedLink(): ApolloLink {
  const byHash = new PersistedQueryLink({ generateHash: (document) => documentHash(document) ?? '' });
  return ApolloLink.split(
    (operation) => documentHash(operation.query) !== undefined,
    byHash,
    new ApolloLink((operation, forward) => forward(operation)),
  );
}
