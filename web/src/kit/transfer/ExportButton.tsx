import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DownloadShape } from '../types';
import { useWrite } from '../writes/useWrite';

// Any export whose answer is a download: a list's (its variables are the list's) or a report's (a date range).
export interface ExportButtonProps<TVars extends Record<string, unknown>> {
  document: TypedDocumentNode<{ download: DownloadShape }, TVars>;
  /** The list's own variables (the export has its search, filter and sort), or the report's. */
  variables: TVars;
  plural: string;
  /** The button's text, where a screen offers more than one export (Export XLSX, Export CSV). */
  text?: string;
}

/** Asks for the export and opens the URL the API answers; a link stays in case the browser blocked the tab. */
export function ExportButton<TVars extends Record<string, unknown>>({ document, variables, plural, text = 'Export' }: ExportButtonProps<TVars>) {
  const exporting = useWrite(document);
  const [ready, setReady] = useState<DownloadShape | null>(null);

  const run = async () => {
    const outcome = await exporting.run(variables, 'Export ready.');
    if (!outcome.ok) return;
    const download = outcome.data.download;
    setReady(download);
    window.open(download.url, '_blank', 'noopener');
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
