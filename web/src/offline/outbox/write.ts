// What the outbox needs to know of a kind of write: its document, and how it shows before the API has answered
// (its likely answer, and where that answer goes in the cache). Declared once per write (writes.ts).
import type { ApolloCache } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { OutboxEntry } from './entry';

export interface OutboxWrite<TData, TVars extends Record<string, unknown>> {
  /** The operation's name, which the outbox keeps with each entry to find this declaration again after a reload. */
  operation: string;
  document: TypedDocumentNode<TData, TVars>;
  /** The answer as the screens show it while the write waits (ids of its own: `outbox-<seq>`). */
  optimistic?: (cache: ApolloCache, variables: TVars, entry: OutboxEntry) => TData;
  /** A new write that makes a waiting one pointless (a later draft of the same note): the waiting one is dropped unsent. */
  supersedes?: (waiting: TVars, made: TVars) => boolean;
  /** Puts an answer (the likely one while it waits, then the API's) where the screens read it. */
  update?: (cache: ApolloCache, data: TData, variables: TVars) => void;
}

/** Declares a write with its types tied together; the outbox keeps the variables as plain JSON. */
export function outboxWrite<TData, TVars extends Record<string, unknown>>(write: OutboxWrite<TData, TVars>): OutboxWrite<TData, TVars> {
  return write;
}

/** The id a write's record has until the API gives it one. */
export function waitingId(entry: Pick<OutboxEntry, 'seq'>): string {
  return `outbox-${entry.seq}`;
}

/** The outbox place of a record shown before its write was answered, or undefined for a record the API holds. */
export function seqOfWaitingId(id: string): string | undefined {
  return id.startsWith('outbox-') ? id.slice('outbox-'.length) : undefined;
}
