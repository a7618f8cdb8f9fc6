// Every write of the kit goes through here: sent once (a second call while one is pending is refused), its
// outcome never lost (field errors back to the form, other failures as a toast unless the link chain already
// told the user), success toasted for 3000 ms.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo, useRef } from 'react';
import { isAnnounced } from '../../app/links';
import { useNotices } from '../../app/notices';
import { fieldErrorsOf, type FieldErrors } from '../fieldErrors';

export type WriteResult<TData> = { ok: true; data: TData } | { ok: false; fieldErrors: FieldErrors; message: string | null };

export interface Write<TData, TVars> {
  run(variables: TVars, success?: string | ((data: TData) => string | null)): Promise<WriteResult<TData>>;
  pending: boolean;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The change could not be saved.';
}

export function useWrite<TData, TVars extends Record<string, unknown>>(document: TypedDocumentNode<TData, TVars>): Write<TData, TVars> {
  const notices = useNotices();
  const [mutate, { loading }] = useMutation(document);
  const inFlight = useRef(false);

  const run = useCallback(
    async (variables: TVars, success?: string | ((data: TData) => string | null)): Promise<WriteResult<TData>> => {
      if (inFlight.current) return { ok: false, fieldErrors: {}, message: null };
      inFlight.current = true;
      try {
        // Apollo's option tuple is conditional on the variables, which the generic TVars leaves open; the
        // document fixes them, so this is exact.
        const args = [{ variables }] as unknown as Parameters<typeof mutate>;
        const result = await mutate(...args);
        if (result.error) throw result.error;
        const data = result.data as TData | undefined;
        if (data === undefined || data === null) throw new Error('The server sent no answer.');
        const text = typeof success === 'function' ? success(data) : success;
        if (text) notices.toast(text, 'success');
        return { ok: true, data };
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error);
        const announced = isAnnounced(error);
        const message = announced ? null : messageOf(error);
        // Field errors show beside their fields; anything else the user has not yet been told of is a toast.
        if (message && Object.keys(fieldErrors).length === 0) notices.toast(message, 'danger');
        return { ok: false, fieldErrors, message };
      } finally {
        inFlight.current = false;
      }
    },
    [mutate, notices],
  );

  return useMemo(() => ({ run, pending: loading }), [run, loading]);
}
