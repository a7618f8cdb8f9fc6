// A one-file upload form's state: the file chosen, the message beside its field (required, or the API's refusal of
// the file, e.g. not a spreadsheet by its content) and the send with its progress. `send` takes the operation's other
// variables, if it has any, and answers the data, or null when nothing was sent or the person was already told why.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useState } from 'react';
import { isAnnounced } from '../../app/links';
import { fieldErrorsOf } from '../fieldErrors';
import { useUpload } from './useUpload';

type Others<TVariables> = Omit<TVariables, 'file'>;
/** No argument for an operation whose only variable is the file; its other variables otherwise. */
type SendArguments<TVariables> = keyof Others<TVariables> extends never ? [] : [others: Others<TVariables>];

export function useFileUpload<TData, TVariables extends Record<string, unknown> & { file: File }>(
  document: TypedDocumentNode<TData, TVariables>,
  failure = 'The file could not be sent.',
) {
  const upload = useUpload(document);
  const [file, setChosen] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = useCallback((chosen: File | null) => {
    setChosen(chosen);
    setError(null);
  }, []);

  const send = async (...[others]: SendArguments<TVariables>): Promise<TData | null> => {
    if (upload.pending) return null;
    if (!file) {
      setError('The file field is required.');
      return null;
    }
    setError(null);
    try {
      return await upload.send({ ...others, file } as TVariables);
    } catch (caught) {
      const fields = fieldErrorsOf(caught);
      const message = fields.file ?? Object.values(fields)[0] ?? (isAnnounced(caught) ? null : caught instanceof Error ? caught.message : failure);
      if (message) setError(message);
      return null;
    }
  };

  return { file, choose, error, send, progress: upload.progress, pending: upload.pending };
}
