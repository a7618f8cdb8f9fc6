// Small adapters from a typed document to what `studentResource` asks for.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useQuery } from '@apollo/client/react';
import { useWrite } from '../../../kit';
import type { WriteResult } from '../../../kit/writes/useWrite';
import type { Rows } from './studentResource';

/** A per-student list query aliased `rows`, refreshed from the network each visit. */
export function useStudentRows<TRow>(document: TypedDocumentNode<{ rows: TRow[] }, { studentId: string }>, studentId: string): Rows<TRow> {
  const { data, loading, error, refetch } = useQuery(document, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  return { rows: data?.rows, loading, error, refetch };
}

/** A record query aliased `record`. */
export function useRecord<TRecord extends object>(document: TypedDocumentNode<{ record: TRecord }, { id: string }>, id: string) {
  const { data, loading } = useQuery(document, { variables: { id }, fetchPolicy: 'network-only' });
  return { record: data?.record as Record<string, unknown> | undefined, loading };
}

/** A delete by id, aliased `result`. */
export function useRemoveById<TRow extends { id: string }>(
  document: TypedDocumentNode<{ result: { ok: boolean; message?: string | null } }, { id: string }>,
  done: string,
): (row: TRow) => Promise<WriteResult<unknown>> {
  const write = useWrite(document);
  return (row) => write.run({ id: row.id }, (answer) => answer.result.message || done);
}

/** The row type of a list document aliased `rows`. */
export type RowOf<TDocument> = TDocument extends TypedDocumentNode<infer TResult, infer _TVars>
  ? TResult extends { rows: ReadonlyArray<infer TRow> }
    ? TRow
    : never
  : never;
