// Uploads a practice-management charges export (CSV or XLSX; the gateway and the API check it by its content) and
// starts its import; the job is then followed from the address. A file refused whole says why under the field.
import { Button } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import { useNotices } from '../../app/notices';
import { FileField } from '../../kit/transfer/FileField';
import { UploadProgress } from '../../kit/transfer/UploadProgress';
import { useFileUpload } from '../../kit/transfer/useFileUpload';
import { ImportKareoData } from './operations';

export function KareoUploadForm({ onStarted }: { onStarted: (id: string) => void }) {
  const notices = useNotices();
  const upload = useFileUpload(ImportKareoData, 'The file could not be imported.');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = await upload.send();
    if (!data) return;
    onStarted(data.job.id);
    if (data.job.status === 'failed') notices.toast('The file has no valid rows to import.', 'warning');
  };
  return (
    <form
      className="kit-form practice-import-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Import a practice-management export"
    >
      <p>
        Upload the charges export of the practice-management system (CSV or XLSX) with the columns{' '}
        <strong>Encounter ID, Patient Name, Date of Service, CPT Code, Units</strong> and optionally Modifiers, Rendering Provider, Insurance and
        Charges. Rows are checked first; rows with problems are left out and listed; a charge already imported (same encounter, CPT code and date) is
        not added again.
      </p>
      <FileField
        id="kareo"
        file={upload.file}
        error={upload.error}
        accept=".csv,.xlsx,text/csv"
        disabled={upload.pending}
        label="Charges export"
        onChange={upload.choose}
      />
      {upload.pending && <UploadProgress progress={upload.progress} after="Checking the rows…" />}
      <div className="kit-form-actions">
        <Button type="submit" intent="primary" icon="upload" text="Upload and import" loading={upload.pending} disabled={upload.pending} />
      </div>
    </form>
  );
}
