// The upload of a batch: a CSV or Excel sheet with a Member ID column, sent with a progress bar; the sheet is checked
// by its content (a refusal shows beside the file field), and the batch's job id goes into the address.
import { Button, ProgressBar } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isAnnounced } from '../../app/links';
import { useUpload } from '../../kit';
import { FileField } from '../../kit/transfer/FileField';
import { fieldErrorsOf } from '../auth/fieldErrors';
import { batchAddress } from './addresses';
import { UploadEligibilityBatchMutation } from './operations';

export function BatchUpload() {
  const id = useId().replace(/:/g, '');
  const navigate = useNavigate();
  const upload = useUpload(UploadEligibilityBatchMutation);
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
      if (data) void navigate(batchAddress(data.batch.id));
    } catch (caught) {
      const message = Object.values(fieldErrorsOf(caught))[0] ?? (isAnnounced(caught) ? null : caught instanceof Error ? caught.message : 'The file could not be sent.');
      if (message) setError(message);
    }
  };

  return (
    <form className="kit-panel kit-section" aria-label="Batch upload" noValidate onSubmit={(event) => void submit(event)}>
      <p>
        A CSV or Excel sheet with a <strong>Member ID</strong> column, one member a row. Each member whose id is on a
        student&apos;s funder is checked with the clearing-house, one after another; rows with an unknown or repeated
        member id are listed with the reason.
      </p>
      <FileField id={id} file={file} error={error} accept=".csv,.xlsx,text/csv" disabled={upload.pending} onChange={(chosen) => { setFile(chosen); setError(null); }} />
      {upload.progress !== null && <ProgressBar value={upload.progress} intent="primary" aria-label="Upload progress" />}
      <div className="kit-form-actions">
        <Button type="submit" intent="primary" icon="upload" text="Check members" loading={upload.pending} />
      </div>
    </form>
  );
}
