// Sends one file through the app's own error handling and headers (the shell's links) and an upload transport,
// reporting progress. The transport is XHR in the browser; component tests give their own.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ApolloLink, execute } from '@apollo/client/link';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useRuntime } from '../../app/AppProviders';
import { createErrorLink } from '../../app/links/errorLink';
import { createHeadersLink } from '../../app/links/headersLink';
import { createXhrUploadLink } from './xhrUploadLink';

const browserTransport = createXhrUploadLink();

/** The link that carries uploads to the gateway; tests provide one over the mocked schema. */
export const UploadTransportContext = createContext<ApolloLink>(browserTransport);

export interface Upload<TData, TVars> {
  /** The answer's data; null when the app already told the user what went wrong (session, modal, toast). */
  send(variables: TVars): Promise<TData | null>;
  /** 0 to 1 while a file is on its way; null otherwise. */
  progress: number | null;
  pending: boolean;
}

/** `TVars` carries the file (or files) wherever the document takes them: `file`, or a field of an input. */
export function useUpload<TData, TVars extends Record<string, unknown>>(document: TypedDocumentNode<TData, TVars>): Upload<TData, TVars> {
  const runtime = useRuntime();
  const transport = useContext(UploadTransportContext);
  const link = useMemo(
    () =>
      ApolloLink.from([createErrorLink({ notices: runtime.notices, endSession: runtime.endSession }), createHeadersLink(runtime.session), transport]),
    [runtime, transport],
  );
  const [progress, setProgress] = useState<number | null>(null);
  const inFlight = useRef(false);

  const send = useCallback(
    (variables: TVars) =>
      new Promise<TData | null>((resolve, reject) => {
        if (inFlight.current) {
          reject(new Error('An upload is already on its way.'));
          return;
        }
        inFlight.current = true;
        setProgress(0);
        const done = () => {
          inFlight.current = false;
          setProgress(null);
        };
        execute(link, { query: document, variables, context: { onUploadProgress: setProgress } }, { client: runtime.client }).subscribe({
          next(result) {
            done();
            if (result.errors && result.errors.length > 0) reject(new CombinedGraphQLErrors(result));
            // The error link leaves data null and no errors once it has announced the failure itself.
            else resolve((result.data ?? null) as TData | null);
          },
          error(error: unknown) {
            done();
            reject(error);
          },
        });
      }),
    [link, document, runtime.client],
  );

  return { send, progress, pending: progress !== null };
}
