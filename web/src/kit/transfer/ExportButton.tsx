import { useApolloClient } from '@apollo/client/react';
import { getMainDefinition } from '@apollo/client/utilities';
import { Button, Callout } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { isAnnounced } from '../../app/links';
import { useNotices } from '../../app/notices';
import type { DownloadShape } from '../types';
import { useWrite } from '../writes/useWrite';

// Any export whose answer is a download: a list's (its variables are the list's) or a report's (a date range).
export interface ExportButtonProps<TVars extends Record<string, unknown>> {
  /** A mutation, as most exports are, or a query where the gateway makes the file from what it holds itself. */
  document: TypedDocumentNode<{ download: DownloadShape }, TVars>;
  /** The list's own variables (the export has its search, filter and sort), or the report's. */
  variables: TVars;
  plural: string;
  /** The button's text, where a screen offers more than one export (Export XLSX, Export CSV). */
  text?: string;
}

type Exported = { ok: true; download: DownloadShape } | { ok: false };

/** Runs the export as its document declares it: a mutation through the kit's writes, a query fresh from the server. */
function useExport<TVars extends Record<string, unknown>>(document: TypedDocumentNode<{ download: DownloadShape }, TVars>) {
  const exporting = useWrite(document);
  const client = useApolloClient();
  const notices = useNotices();
  const [reading, setReading] = useState(false);
  const isQuery = useMemo(() => {
    const main = getMainDefinition(document);
    return main.kind === 'OperationDefinition' && main.operation === 'query';
  }, [document]);

  const run = async (variables: TVars): Promise<Exported> => {
    if (!isQuery) {
      const outcome = await exporting.run(variables, 'Export ready.');
      return outcome.ok ? { ok: true, download: outcome.data.download } : { ok: false };
    }
    setReading(true);
    try {
      // Each export is a new file: never one a cache kept.
      const { data } = await client.query({ query: document, variables, fetchPolicy: 'no-cache' } as Parameters<
        typeof client.query<{ download: DownloadShape }, TVars>
      >[0]);
      if (!data) throw new Error('The server sent no answer.');
      notices.toast('Export ready.', 'success');
      return { ok: true, download: data.download };
    } catch (error) {
      // What the link chain already told the user is not said twice.
      if (!isAnnounced(error)) notices.toast(error instanceof Error && error.message ? error.message : 'The export failed.', 'danger');
      return { ok: false };
    } finally {
      setReading(false);
    }
  };
  return { run, pending: exporting.pending || reading };
}

/** Asks for the export and opens the URL the API answers; a link stays in case the browser blocked the tab. */
export function ExportButton<TVars extends Record<string, unknown>>({ document, variables, plural, text = 'Export' }: ExportButtonProps<TVars>) {
  const exporting = useExport(document);
  const [ready, setReady] = useState<DownloadShape | null>(null);

  const run = async () => {
    const outcome = await exporting.run(variables);
    if (!outcome.ok) return;
    setReady(outcome.download);
    window.open(outcome.download.url, '_blank', 'noopener');
  };

  return (
    <>
      <Button icon="export" text={text} loading={exporting.pending} disabled={exporting.pending} onClick={() => void run()} />
      {ready && (
        <Callout intent="success" icon="download" className="kit-export-ready" title={`${plural} exported`}>
          <a href={ready.url} target="_blank" rel="noopener noreferrer">
            Download {ready.fileName ?? 'the file'}
          </a>
        </Callout>
      )}
    </>
  );
}
