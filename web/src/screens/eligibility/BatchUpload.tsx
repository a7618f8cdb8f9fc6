// The upload of a batch: a CSV or Excel sheet with a Member ID column, sent with a progress bar; the sheet is checked
// by its content (a refusal shows beside the file field), and the batch's job id goes into the address.
import { Button } from '@blueprintjs/core';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FileField } from '../../kit/transfer/FileField';
import { UploadProgress } from '../../kit/transfer/UploadProgress';
import { useFileUpload } from '../../kit/transfer/useFileUpload';
import { batchAddress } from './addresses';
import { UploadEligibilityBatchMutation } from './operations';

export function BatchUpload() {
  const id = useId().replace(/:/g, '');
  const navigate = useNavigate();
  const upload = useFileUpload(UploadEligibilityBatchMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = await upload.send();
    if (data) void navigate(batchAddress(data.batch.id));
  };

  return (
    <form className="kit-panel kit-section" aria-label="Batch upload" noValidate onSubmit={(event) => void submit(event)}>
      <p>
        A CSV or Excel sheet with a <strong>Member ID</strong> column, one member a row. Each member whose id is on a student&apos;s funder is checked
        with the clearing-house, one after another; rows with an unknown or repeated member id are listed with the reason.
      </p>
      <FileField
        id={id}
        file={upload.file}
        error={upload.error}
        accept=".csv,.xlsx,text/csv"
        disabled={upload.pending}
        label="Sheet of members"
        onChange={upload.choose}
      />
      {upload.pending && <UploadProgress progress={upload.progress} after="Checking the sheet…" />}
      <div className="kit-form-actions">
        <Button type="submit" intent="primary" icon="upload" text="Check members" loading={upload.pending} />
      </div>
    </form>
  );
}
