// Import of a CSV or spreadsheet into a resource: the file goes up as a multipart request with a progress bar,
// then a summary of the rows imported and rejected, with each rejected row's reason.
import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

import { useNotices } from '../../app/notices';
import type { ImportDocument, ImportSummaryShape } from '../types';
import { FileField } from './FileField';
import { UploadProgress } from './UploadProgress';
import { useFileUpload } from './useFileUpload';
import { LinkButton } from '../LinkButton';
import '../kit.css';

export interface ImportPageProps {
  plural: string;
  document: ImportDocument;
  listPath: string;
  /** What the file must hold: its columns, from the schema's description. */
  columns: string;
  /** File types the input offers. */
  accept?: string;
  /** A way to the sample file. */
  sample?: ReactNode;
}

export function ImportPage({ plural, document, listPath, columns, accept = '.csv,.xlsx,.xls,text/csv', sample }: ImportPageProps) {
  const id = useId().replace(/:/g, '');
  const notices = useNotices();
  const upload = useFileUpload(document, 'The file could not be imported.');
  const [summary, setSummary] = useState<ImportSummaryShape | null>(null);
  const lower = plural.toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (upload.file && !upload.pending) setSummary(null);
    const data = await upload.send();
    if (!data) return;
    setSummary(data.summary);
    notices.toast(`${rowsText(data.summary.imported)} imported.`, data.summary.rejected > 0 ? 'warning' : 'success');
  };

  return (
    <div className="kit-page">
      <form className="kit-form" noValidate onSubmit={(event) => void submit(event)} aria-label={`Import ${lower}`}>
        <p>
          Upload a CSV file with a header row and the columns <strong>{columns}</strong>. Each row is checked as the add form checks it; rows with
          problems are left out and listed below.
        </p>
        {sample}
        <FileField id={id} file={upload.file} error={upload.error} accept={accept} disabled={upload.pending} onChange={upload.choose} />
        {upload.pending && <UploadProgress progress={upload.progress} after="Checking the rows…" />}
        <div className="kit-form-actions">
          <Button type="submit" intent="primary" icon="upload" text="Upload and import" loading={upload.pending} disabled={upload.pending} />
          <LinkButton to={listPath}>Back to {lower}</LinkButton>
        </div>
      </form>
      {summary && <ImportSummary summary={summary} />}
    </div>
  );
}

/** 1 row, 2 rows: how an import's report counts. */
export function rowsText(count: number): string {
  return `${count} ${count === 1 ? 'row' : 'rows'}`;
}

export function ImportSummary({ summary }: { summary: ImportSummaryShape }) {
  return (
    <section className="kit-panel kit-import-summary" aria-label="Import summary">
      <Callout intent={summary.rejected > 0 ? 'warning' : 'success'} title="Import finished">
        {rowsText(summary.imported)} imported, {rowsText(summary.rejected)} rejected.
      </Callout>
      {summary.errors.length > 0 && <RowErrors caption="Rejected rows" errors={summary.errors} />}
    </section>
  );
}

/** The rows an import refused, each with its problem; the caption names the table for assistive technology. */
export function RowErrors({ caption, errors }: { caption: string; errors: ImportSummaryShape['errors'] }) {
  return (
    <HTMLTable compact striped className="kit-import-errors">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">Problem</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((problem) => (
          <tr key={`${problem.row}-${problem.message}`}>
            <td>{problem.row}</td>
            <td>{problem.message}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
