// The files on their way into a folder, one row each: a progress bar while it is sent, the reason when it is
// refused (by the browser's check or the server's, in the server's words), a retry for a failed one. Each file is its
// own upload, so one refused file leaves the others alone; the server saves a file whole or not at all.
import { Button, Icon, ProgressBar } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { isAnnounced } from '../../../app/links';
import { useUpload } from '../../../kit';
import { fileSize } from '../../../kit/transfer/fileKinds';
import { fieldErrorsOf } from '../../../kit/fieldErrors';
import { UploadFilesMutation } from '../operations';
import { uploadProblem } from './uploadRules';

export interface QueuedFile {
  key: string;
  file: File;
  folderId: string | null;
}

type Outcome = { state: 'sending' } | { state: 'done' } | { state: 'failed'; reason: string; retry: boolean };

interface UploadQueueProps {
  queue: readonly QueuedFile[];
  /** A file has landed: the folder's list is asked again. */
  onLanded: () => void;
  /** Clears the rows that are finished (landed or refused). */
  onClear: (keys: readonly string[]) => void;
}

export function UploadQueue({ queue, onLanded, onClear }: UploadQueueProps) {
  const [finished, setFinished] = useState<ReadonlySet<string>>(new Set());
  if (queue.length === 0) return null;
  const mark = (key: string, done: boolean) =>
    setFinished((current) => {
      const next = new Set(current);
      if (done) next.add(key);
      else next.delete(key);
      return next;
    });
  const clearable = queue.filter((entry) => finished.has(entry.key)).map((entry) => entry.key);
  return (
    <section className="files-uploads" aria-label="Uploads">
      <div className="files-uploads-head">
        <h3>Uploads</h3>
        <Button variant="minimal" size="small" text="Clear finished" disabled={clearable.length === 0} onClick={() => onClear(clearable)} />
      </div>
      <ul>
        {queue.map((entry) => (
          <UploadRow key={entry.key} entry={entry} onLanded={onLanded} onFinished={(done) => mark(entry.key, done)} />
        ))}
      </ul>
    </section>
  );
}

function reasonOf(caught: unknown): { reason: string; retry: boolean } {
  const fields = Object.values(fieldErrorsOf(caught));
  if (fields[0]) return { reason: fields[0], retry: false };
  if (isAnnounced(caught)) return { reason: 'The upload failed; nothing was saved.', retry: true };
  if (caught instanceof TypeError)
    return { reason: 'The upload was interrupted; nothing was saved. Check the connection and try again.', retry: true };
  return { reason: caught instanceof Error && caught.message ? caught.message : 'The upload failed; nothing was saved.', retry: true };
}

function UploadRow({ entry, onLanded, onFinished }: { entry: QueuedFile; onLanded: () => void; onFinished: (done: boolean) => void }) {
  const upload = useUpload(UploadFilesMutation);
  const local = uploadProblem(entry.file);
  const [outcome, setOutcome] = useState<Outcome>(local ? { state: 'failed', reason: local, retry: false } : { state: 'sending' });
  const started = useRef(false);

  const send = async () => {
    setOutcome({ state: 'sending' });
    onFinished(false);
    try {
      const data = await upload.send({ files: [entry.file], folderId: entry.folderId });
      if (!data) {
        setOutcome({ state: 'failed', reason: 'The upload failed; nothing was saved.', retry: true });
      } else {
        setOutcome({ state: 'done' });
        onLanded();
      }
    } catch (caught) {
      setOutcome({ state: 'failed', ...reasonOf(caught) });
    }
    onFinished(true);
  };

  useEffect(() => {
    // Sent once when it joins the queue (a remount in development does not send it twice).
    if (started.current) return;
    started.current = true;
    if (local) onFinished(true);
    else void send();
  }, []);

  const percent = Math.round((upload.progress ?? 0) * 100);
  const name = entry.file.name;
  return (
    <li className={`files-upload files-upload-${outcome.state}`} aria-label={name}>
      <Icon
        icon={outcome.state === 'done' ? 'tick-circle' : outcome.state === 'failed' ? 'error' : 'cloud-upload'}
        intent={outcome.state === 'done' ? 'success' : outcome.state === 'failed' ? 'danger' : 'primary'}
      />
      <span className="files-upload-name">{name}</span>
      <span className="kit-muted">{fileSize(entry.file.size)}</span>
      {outcome.state === 'sending' && (
        <span className="files-upload-progress" role="status">
          <ProgressBar intent="primary" value={percent < 100 ? (upload.progress ?? 0) : undefined} aria-label={`Upload of ${name}`} />
          <span className="kit-muted">{percent < 100 ? `${percent}%` : 'Checking…'}</span>
        </span>
      )}
      {outcome.state === 'done' && <span className="files-upload-status">Uploaded</span>}
      {outcome.state === 'failed' && (
        <span className="files-upload-status" role="alert">
          {outcome.reason}
          {outcome.retry && <Button size="small" icon="refresh" text="Retry" aria-label={`Retry ${name}`} onClick={() => void send()} />}
        </span>
      )}
    </li>
  );
}
