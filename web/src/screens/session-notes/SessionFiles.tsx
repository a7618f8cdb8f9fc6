// The session's files (a data sheet, a scan of a paper note): listed with who attached them, opened in a new tab,
// attached several at a time (checked by content on the server: PDF, PNG, JPEG or DOCX, at most 10 MB each) and
// removed after a confirmation.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, FileInput, FormGroup, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { formatMonthFirst } from '../../dates/timestamps';
import { ConfirmAlert, RecordTable, UploadProgress, useUpload, useWrite } from '../../kit';
import { fileSize } from '../../kit/transfer/fileKinds';
import { saveProblem } from '../signatures/saveProblem';
import { RemoveSessionFileMutation, SessionFilesQuery, UploadSessionFilesMutation } from './operations';

export const maxFilesPerUpload = 5;

export function SessionFiles({ sessionId }: { sessionId: string }) {
  const { data, loading, error, refetch } = useQuery(SessionFilesQuery, { variables: { sessionId }, fetchPolicy: 'cache-and-network' });
  const upload = useUpload(UploadSessionFilesMutation);
  const remove = useWrite(RemoveSessionFileMutation);
  const [chosen, setChosen] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ id: string; fileName: string } | null>(null);
  const files = data?.sessionFiles ?? [];

  const attach = async () => {
    if (chosen.length === 0) return setProblem('Choose one or more files first.');
    if (chosen.length > maxFilesPerUpload) return setProblem(`Attach at most ${maxFilesPerUpload} files at a time.`);
    try {
      const saved = await upload.send({ sessionId, files: chosen });
      if (!saved) return;
      setChosen([]);
      setProblem(null);
      await refetch();
    } catch (caught) {
      setProblem(saveProblem(caught));
    }
  };

  return (
    <section className="kit-section session-note-step" aria-labelledby="files-heading">
      <h3 id="files-heading">Session files</h3>
      {loading && !data ? (
        <Spinner size={20} aria-label="Loading the session files" />
      ) : error && !data ? (
        <Callout intent="danger" title="The files could not be loaded">
          <Button text="Try again" onClick={() => void refetch()} />
        </Callout>
      ) : (
        <RecordTable
          caption="Session files"
          rows={files}
          empty="No files attached to this session."
          columns={[
            {
              header: 'File',
              cell: (file) => (
                <a href={file.url} target="_blank" rel="noreferrer">
                  {file.fileName}
                </a>
              ),
            },
            { header: 'Size', cell: (file) => fileSize(file.size) },
            {
              header: 'Attached by',
              cell: (file) => `${file.uploadedBy ?? '—'}${file.createdAt ? `, ${formatMonthFirst(file.createdAt) ?? ''}` : ''}`,
            },
            {
              header: 'Actions',
              cell: (file) => (
                <Button
                  minimal
                  icon="trash"
                  intent="danger"
                  aria-label={`Remove ${file.fileName}`}
                  onClick={() => setRemoving({ id: file.id, fileName: file.fileName })}
                />
              ),
            },
          ]}
        />
      )}
      <FormGroup
        label="Attach files"
        labelFor="session-files-input"
        helperText={problem ? <span role="alert">{problem}</span> : 'PDF, PNG, JPEG or Word (DOCX), at most 10 MB each.'}
        intent={problem ? 'danger' : 'none'}
      >
        <div className="kit-toolbar">
          <FileInput
            inputProps={{ id: 'session-files-input', multiple: true, accept: '.pdf,.png,.jpg,.jpeg,.docx' }}
            text={chosen.length === 0 ? 'Choose files…' : chosen.map((file) => file.name).join(', ')}
            onInputChange={(event) => {
              setChosen(Array.from(event.currentTarget.files ?? []));
              setProblem(null);
            }}
          />
          <Button icon="paperclip" text="Attach" loading={upload.pending} onClick={() => void attach()} />
        </div>
      </FormGroup>
      {upload.pending && <UploadProgress progress={upload.progress} after="Checking the files…" label="Attaching the files" />}
      <ConfirmAlert
        isOpen={removing !== null}
        confirmText="Remove"
        pending={remove.pending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          void remove.run({ id: removing.id }, 'File removed.').then(async (result) => {
            setRemoving(null);
            if (result.ok) await refetch();
          });
        }}
      >
        Remove {removing?.fileName} from this session?
      </ConfirmAlert>
    </section>
  );
}
