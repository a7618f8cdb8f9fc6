// One dialog for a new document and for a replacement: the label it answers (new documents only), its name, and the
// file, sent with a progress bar. Errors show beside their fields; nothing is sent while the file is refused.
import { Button, Dialog, DialogBody, DialogFooter, FileInput, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import { isAnnounced } from '../../app/links';
import { useNotices } from '../../app/notices';
import { UploadProgress, useUpload } from '../../kit';
import { fieldErrorsOf } from '../../kit/fieldErrors';
import { ACCEPTED_FILES, fileProblem } from './fileRules';
import { ReplaceStaffFileMutation, UploadStaffFileMutation } from './operations';

export interface LabelChoice {
  labelId: string;
  label: string;
}

/** What the dialog is for: a new document (maybe for a label chosen beforehand), or a replacement of one. */
export type UploadTarget = { kind: 'new'; labelId: string | null } | { kind: 'replace'; fileId: string; name: string };

interface UploadDialogProps {
  staffId: string;
  target: UploadTarget | null;
  labels: readonly LabelChoice[];
  onClose: () => void;
  onSaved: () => void;
}

export function UploadDialog({ target, ...props }: UploadDialogProps) {
  // Each opening starts from a clean form: the form's state lives in a child keyed by the target.
  const key = target === null ? 'closed' : target.kind === 'new' ? `new-${target.labelId ?? ''}` : `replace-${target.fileId}`;
  return (
    <Dialog
      isOpen={target !== null}
      onClose={props.onClose}
      title={target?.kind === 'replace' ? `Replace ${target.name}` : 'Upload a document'}
      icon="cloud-upload"
    >
      {target && <UploadForm key={key} target={target} {...props} />}
    </Dialog>
  );
}

function UploadForm({ staffId, target, labels, onClose, onSaved }: UploadDialogProps & { target: UploadTarget }) {
  const id = useId().replace(/:/g, '');
  const notices = useNotices();
  const upload = useUpload(UploadStaffFileMutation);
  const replace = useUpload(ReplaceStaffFileMutation);
  const sending = upload.pending || replace.pending;
  const progress = upload.progress ?? replace.progress;
  const [labelId, setLabelId] = useState(target.kind === 'new' ? (target.labelId ?? '') : '');
  const [name, setName] = useState(target.kind === 'replace' ? target.name : '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problem = fileProblem(file);
    if (problem || !file) {
      setErrors({ file: problem ?? '' });
      return;
    }
    setErrors({});
    try {
      const trimmed = name.trim() || null;
      const data =
        target.kind === 'replace'
          ? await replace.send({ id: target.fileId, name: trimmed, file })
          : await upload.send({ staffId, labelId: labelId || null, name: trimmed, file });
      if (!data) return;
      notices.toast(target.kind === 'replace' ? 'Document replaced.' : 'Document uploaded.', 'success');
      onSaved();
    } catch (caught) {
      const fields = fieldErrorsOf(caught);
      const message = isAnnounced(caught) ? null : caught instanceof Error ? caught.message : 'The document could not be uploaded.';
      setErrors({
        ...((fields.labelId ?? fields.label_id) ? { labelId: fields.labelId ?? fields.label_id ?? '' } : {}),
        ...(fields.name ? { name: fields.name } : {}),
        file: fields.file ?? (Object.keys(fields).length === 0 ? (message ?? '') : ''),
      });
    }
  };

  const field = (key: string) => ({
    intent: errors[key] ? ('danger' as const) : ('none' as const),
    helperText: errors[key] ? <span id={`${id}-${key}-error`}>{errors[key]}</span> : undefined,
  });
  const described = (key: string) => (errors[key] ? { 'aria-describedby': `${id}-${key}-error`, 'aria-invalid': true } : {});

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={target.kind === 'replace' ? 'Replace the document' : 'Upload a document'}>
      <DialogBody>
        {target.kind === 'new' && (
          <FormGroup label="Document" labelFor={`${id}-label`} {...field('labelId')}>
            <HTMLSelect
              id={`${id}-label`}
              fill
              value={labelId}
              disabled={sending}
              onChange={(event) => setLabelId(event.currentTarget.value)}
              options={[
                { value: '', label: 'Another document (no label)' },
                ...labels.map((choice) => ({ value: choice.labelId, label: choice.label })),
              ]}
              {...described('labelId')}
            />
          </FormGroup>
        )}
        <FormGroup label="Name" labelFor={`${id}-name`} labelInfo="(optional)" {...field('name')}>
          <InputGroup
            id={`${id}-name`}
            value={name}
            maxLength={255}
            disabled={sending}
            placeholder="The document's label, else the file's name"
            onValueChange={setName}
            {...described('name')}
          />
        </FormGroup>
        <FormGroup label="File" labelFor={`${id}-file`} labelInfo="(required)" {...field('file')}>
          <FileInput
            fill
            text={file ? file.name : 'Choose a PDF, PNG, JPEG or DOCX file…'}
            buttonText="Browse"
            disabled={sending}
            hasSelection={file !== null}
            inputProps={{ id: `${id}-file`, accept: ACCEPTED_FILES, ...described('file') }}
            onInputChange={(event) => {
              const chosen = event.currentTarget.files?.[0] ?? null;
              setFile(chosen);
              setErrors((current) => ({ ...current, file: chosen ? (fileProblem(chosen) ?? '') : '' }));
            }}
          />
        </FormGroup>
        {sending && <UploadProgress progress={progress} after="Checking the file…" />}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} disabled={sending} />
            <Button type="submit" intent="primary" icon="upload" text={target.kind === 'replace' ? 'Replace' : 'Upload'} loading={sending} />
          </>
        }
      />
    </form>
  );
}
