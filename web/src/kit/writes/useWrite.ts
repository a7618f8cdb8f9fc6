// Every write of the kit goes through here: sent once (a second call while one is pending is refused), its
// outcome never lost (field errors back to the form, other failures as a toast unless the link chain already
// told the user), success toasted for 3000 ms. Each attempt carries an idempotency key: a kit form's submission
// gives its own (submissionKey.ts); otherwise the same values sent again before an answer came (a retry after a lost
// connection) carry the same key, so the gateway makes the write once, and once answered the next write is a new one.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo, useRef } from 'react';
import { isAnnounced } from '../../app/links';
import { useNotices } from '../../app/notices';
import { fieldErrorsOf, type FieldErrors } from '../fieldErrors';
import { currentSubmissionKey } from './submissionKey';

export type WriteResult<TData> = { ok: true; data: TData } | { ok: false; fieldErrors: FieldErrors; message: string | null };

export interface Write<TData, TVars> {
  run(variables: TVars, success?: string | ((data: TData) => string | null)): Promise<WriteResult<TData>>;
  pending: boolean;
}

/** The values of an attempt, as the key's reuse compares them (a file by its name, size and date). */
function attemptValues(variables: Record<string, unknown>): string {
  return JSON.stringify(variables, (_key, value: unknown) =>
    typeof File !== 'undefined' && value instanceof File ? `file:${value.name}:${value.size}:${value.lastModified}` : value,
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The change could not be saved.';
}

export function useWrite<TData, TVars extends Record<string, unknown>>(document: TypedDocumentNode<TData, TVars>): Write<TData, TVars> {
  const notices = useNotices();
  const [mutate, { loading }] = useMutation(document);
  const inFlight = useRef(false);
  const attempt = useRef<{ values: string; key: string } | null>(null);

  const run = useCallback(
    async (variables: TVars, success?: string | ((data: TData) => string | null)): Promise<WriteResult<TData>> => {
      if (inFlight.current) return { ok: false, fieldErrors: {}, message: null };
      inFlight.current = true;
      const values = attemptValues(variables);
      if (attempt.current?.values !== values) attempt.current = { values, key: crypto.randomUUID() };
      const context = { idempotencyKey: currentSubmissionKey() ?? attempt.current.key };
      let answered = true;
      try {
        // Apollo's option tuple is conditional on the variables, which the generic TVars leaves open; the
        // document fixes them, so this is exact.
        const args = [{ variables, context }] as unknown as Parameters<typeof mutate>;
        const result = await mutate(...args);
        if (result.error) throw result.error;
        const data = result.data as TData | undefined;
        if (data === undefined || data === null) throw new Error('The server sent no answer.');
        const text = typeof success === 'function' ? success(data) : success;
        if (text) notices.toast(text, 'success');
        return { ok: true, data };
      } catch (error) {
        // Only a GraphQL answer says what became of the write; after anything else (no connection, a proxy's error
        // page) the same values sent again are the same write, with the same key.
        answered = CombinedGraphQLErrors.is(error);
        const fieldErrors = fieldErrorsOf(error);
        const announced = isAnnounced(error);
        const message = announced ? null : messageOf(error);
        // Field errors show beside their fields; anything else the user has not yet been told of is a toast.
        if (message && Object.keys(fieldErrors).length === 0) notices.toast(message, 'danger');
        return { ok: false, fieldErrors, message };
      } finally {
        inFlight.current = false;
        if (answered) attempt.current = null;
      }
    },
    [mutate, notices],
  );

  return useMemo(() => ({ run, pending: loading }), [run, loading]);
}
