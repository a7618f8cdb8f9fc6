// Sample files (/sample-files, behind 'Sample Files'): one template per import and conversion, which staff
// download to see the columns an import expects and an administrator can replace.
import { useApolloClient } from '@apollo/client/react';
import { Button, FileInput, FormGroup, HTMLSelect, ProgressBar } from '@blueprintjs/core';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { isAnnounced } from '../../app/links';
import { formatTimestampDay } from '../../dates/timestamps';
import { useNotices } from '../../app/notices';
import type { SampleFileType } from '../../gql/graphql';
import { ConfirmAlert, ResourceList, useCurrentAddress, useUpload, useWrite, type RowAction, type RowOf } from '../../kit';
import { fieldErrorsOf } from '../../kit/fieldErrors';
import { DeleteSampleFile, SampleFileDownload, SampleFileList, UploadSampleFile } from './operations';
import { SAMPLE_FILE_TYPES, typeName } from './types';
import '../../kit/kit.css';

type Row = RowOf<typeof SampleFileList>;

function size(bytes: number | null | undefined): string {
  if (!bytes) return '—';
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function UploadForm() {
  const id = useId().replace(/:/g, '');
  const client = useApolloClient();
  const notices = useNotices();
  const upload = useUpload(UploadSampleFile);
  const [type, setType] = useState<SampleFileType | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!type || !file) {
      setError(!type ? 'The type field is required.' : 'The file field is required.');
      return;
    }
    setError(null);
    try {
      const data = await upload.send({ type, file });
      if (!data) return;
      notices.toast(`Sample file ${data.saved.fileName} uploaded.`, 'success');
      setFile(null);
      await client.refetchQueries({ include: [SampleFileList] });
    } catch (caught) {
      const message = Object.values(fieldErrorsOf(caught))[0] ?? (isAnnounced(caught) ? null : caught instanceof Error ? caught.message : null);
      if (message) setError(message);
    }
  };

  return (
    <form className="kit-form" noValidate onSubmit={(event) => void submit(event)} aria-label="Upload a sample file">
      <div className="kit-form-grid">
        <FormGroup label="Type" labelFor={`${id}-type`} labelInfo="(required)">
          <HTMLSelect id={`${id}-type`} fill value={type} onChange={(event) => setType(event.currentTarget.value as SampleFileType | '')}>
            <option value="">Select a type</option>
            {SAMPLE_FILE_TYPES.map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup
          label="File (CSV, XLSX or DOCX, at most 10 MB)"
          labelFor={`${id}-file`}
          labelInfo="(required)"
          intent={error ? 'danger' : 'none'}
          helperText={error ? <span id={`${id}-error`}>{error}</span> : 'It replaces the sample of that type.'}
        >
          <FileInput
            fill
            text={file?.name ?? 'Choose a file…'}
            buttonText="Browse"
            hasSelection={file !== null}
            inputProps={{ id: `${id}-file`, accept: '.csv,.xlsx,.docx', 'aria-describedby': error ? `${id}-error` : undefined }}
            onInputChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          />
        </FormGroup>
      </div>
      {upload.progress !== null && <ProgressBar intent="primary" value={upload.progress} aria-label="Upload progress" />}
      <Button type="submit" intent="primary" icon="upload" text="Upload" loading={upload.pending} disabled={upload.pending} />
    </form>
  );
}

function List() {
  const client = useApolloClient();
  const notices = useNotices();
  const address = useCurrentAddress();
  const deleting = useWrite(DeleteSampleFile);
  const [target, setTarget] = useState<Row | null>(null);

  const actions = useMemo<RowAction<Row>[]>(
    () => [
      {
        label: 'Download',
        intent: 'primary',
        ariaLabel: (row) => `Download ${row.fileName}`,
        onClick: (row) =>
          void client.query({ query: SampleFileDownload, variables: { uuid: row.uuid }, fetchPolicy: 'network-only' }).then(
            (result) => {
              if (result.data) window.open(result.data.download.url, '_blank', 'noopener');
            },
            (error: unknown) => {
              if (!isAnnounced(error)) notices.toast(error instanceof Error ? error.message : 'The file could not be downloaded.', 'danger');
            },
          ),
      },
      { label: 'Delete', intent: 'danger', ariaLabel: (row) => `Delete ${row.fileName}`, onClick: setTarget },
    ],
    [client, notices],
  );

  const remove = async () => {
    if (!target) return;
    const outcome = await deleting.run({ uuid: target.uuid, redirectTo: address }, 'Sample file deleted.');
    setTarget(null);
    if (outcome.ok) await client.refetchQueries({ include: [SampleFileList] });
  };

  return (
    <div className="kit-page">
      <UploadForm />
      <ResourceList
        plural="Sample Files"
        singular="Sample file"
        list={SampleFileList}
        columns={[
          { id: 'type', header: 'Type', value: (row: Row) => typeName(row.type), flex: 1.5 },
          { id: 'fileName', header: 'File', value: (row: Row) => row.fileName, flex: 2 },
          { id: 'size', header: 'Size', value: (row: Row) => size(row.size), flex: 0.6 },
          { id: 'updatedAt', header: 'Updated', value: (row: Row) => (row.updatedAt ? (formatTimestampDay(row.updatedAt) ?? '—') : '—'), flex: 0.8 },
        ]}
        rowName={(row) => row.fileName}
        actions={actions}
      />
      <ConfirmAlert
        isOpen={target !== null}
        confirmText="Delete"
        pending={deleting.pending}
        onConfirm={() => void remove()}
        onCancel={() => setTarget(null)}
      >
        <p>
          Delete the sample file <strong>{target?.fileName}</strong>?
        </p>
      </ConfirmAlert>
    </div>
  );
}

export const screens = { List };
