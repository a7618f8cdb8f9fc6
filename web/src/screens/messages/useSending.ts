// A send of a message or a reply (multipart, for the attachment), with what the form needs when it fails: the
// field errors to show beside their fields, or why it was not sent. The draft stays where it is either way.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useUpload } from '../../kit';
import { fieldErrorsOf, type FieldErrors } from '../../kit/fieldErrors';
import { mailboxQueries } from './operations';

export const notSentMessage = 'The message was not sent. Your draft is kept: press Send to try again.';

export interface Sending<TData, TVars> {
  send(variables: TVars): Promise<TData | null>;
  pending: boolean;
  progress: number | null;
  fieldErrors: FieldErrors;
  /** Why the last send failed, when it was not a field's fault. */
  failure: string | null;
  /** The form's own checks, shown as the API's are. */
  showErrors(errors: FieldErrors): void;
  /** A field was edited: its error goes until the next send. */
  clearError(field: string): void;
}

export function useSending<TData, TVars extends Record<string, unknown>>(document: TypedDocumentNode<TData, TVars>): Sending<TData, TVars> {
  const upload = useUpload(document);
  const client = useApolloClient();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const send = useCallback(
    async (variables: TVars) => {
      setFieldErrors({});
      setFailure(null);
      try {
        const data = await upload.send(variables);
        // Null: the app has told the person already (network, session); the form still says it was not sent.
        if (data === null) setFailure(notSentMessage);
        else void client.refetchQueries({ include: mailboxQueries });
        return data;
      } catch (error) {
        const fields = fieldErrorsOf(error);
        setFieldErrors(fields);
        if (Object.keys(fields).length === 0) {
          const reason = error instanceof Error && error.message ? error.message : null;
          setFailure(reason ? `${notSentMessage} (${reason})` : notSentMessage);
        }
        return null;
      }
    },
    [upload, client],
  );

  const clearError = useCallback(
    (field: string) =>
      setFieldErrors((current) => {
        if (!(field in current)) return current;
        const { [field]: _cleared, ...rest } = current;
        return rest;
      }),
    [],
  );

  return { send, pending: upload.pending, progress: upload.progress, fieldErrors, failure, showErrors: setFieldErrors, clearError };
}
