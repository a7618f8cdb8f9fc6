// Uploads a practice-management charges export (CSV or XLSX; the gateway and the API check it by its content) and
// starts its import; the job is then followed from the address. A file refused whole says why under the field.
import { Button, ProgressBar } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { isAnnounced } from '../../app/links';
import { useNotices } from '../../app/notices';
import { useUpload } from '../../kit';
import { FileField } from '../../kit/transfer/FileField';
import { fieldErrorsOf } from '../auth/fieldErrors';
import { ImportKareoData } from './operations';

export function KareoUploadForm({ onStarted }: { onStarted: (id: string) => void }) {
  const notices = useNotices();
  const upload = useUpload(ImportKareoData);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (upload.pending) return;
    if (!file) {
      setError('The file field is required.');
      return;
    }
    setError(null);
    try {
      const data = await upload.send({ file });
      if (!data) return;
      onStarted(data.job.id);
      if (data.job.status === 'failed') notices.toast('The file has no valid rows to import.', 'warning');
    } catch (caught) {
      const message = Object.values(fieldErrorsOf(caught))[0] ?? (isAnnounced(caught) ? null : caught instanceof Error ? caught.message : 'The file could not be imported.');
      if (message) setError(message);
    }
  };

  const percent = upload.progress === null ? 0 : Math.round(upload.progress * 100);
  return (
    <form className="kit-form practice-import-form" noValidate onSubmit={(event) => void submit(event)} aria-label="Import a practice-management export">
      <p>
        Upload the charges export of the practice-management system (CSV or XLSX) with the columns <strong>Encounter ID, Patient Name, Date of Service, CPT Code, Units</strong> and
        optionally Modifiers, Rendering Provider, Insurance and Charges. Rows are checked first; rows with problems are left out and listed; a charge
        already imported (same encounter, CPT code and date) is not added again.
      </p>
      <FileField id="kareo" file={file} error={error} accept=".csv,.xlsx,text/csv" disabled={upload.pending} label="Charges export" onChange={(chosen) => { setFile(chosen); setError(null); }} />
      {upload.pending && (
        <div role="status" aria-live="polite">
          <ProgressBar intent="primary" value={percent < 100 ? (upload.progress ?? 0) : undefined} aria-label="Upload progress" />
          <p className="kit-muted">{percent < 100 ? `Uploading… ${percent}%` : 'Checking the rows…'}</p>
        </div>
      )}
      <div className="kit-form-actions">
        <Button type="submit" intent="primary" icon="upload" text="Upload and import" loading={upload.pending} disabled={upload.pending} />
      </div>
    </form>
  );
}
