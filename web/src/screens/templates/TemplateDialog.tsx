// One dialog to add a template and to edit one: its name, description, and the body (a DOCX or PDF, required to
// add, optional to edit), sent with a progress bar. A body using a code that is neither a merge field nor a short
// code comes back refused with the codes named, beside the file.
import { Button, Dialog, DialogBody, DialogFooter, FileInput, FormGroup, InputGroup, ProgressBar } from '@blueprintjs/core';
import { TextArea } from '../../kit/form/TextArea';
import { useId, useState, type FormEvent } from 'react';
import { isAnnounced } from '../../app/links';
import { useNotices } from '../../app/notices';
import { useUpload } from '../../kit';
import { fieldErrorsOf } from '../../kit/fieldErrors';
import { CreateDocumentTemplateMutation, UpdateDocumentTemplateMutation } from './operations';

export interface TemplateDraft {
  id: string;
  name: string;
  description: string | null;
}

const maxBytes = 10 * 1024 * 1024;
const accepted = '.docx,.pdf,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface Props {
  /** The template to edit; null to add one. */
  template: TemplateDraft | null;
  isOpen: boolean;
  /** What the body may be, in the dialog's words ('a Word document or a PDF'). */
  accepts?: string;
  onClose: () => void;
  onSaved: (id: string) => void;
}

export function TemplateDialog({ isOpen, template, onClose, ...props }: Props) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={template ? `Edit ${template.name}` : 'Add a template'} icon="document">
      {isOpen && <TemplateForm key={template?.id ?? 'new'} template={template} onClose={onClose} {...props} />}
    </Dialog>
  );
}

function TemplateForm({ template, onClose, onSaved, accepts = 'a Word document (DOCX) or a PDF' }: Omit<Props, 'isOpen'>) {
  const id = useId().replace(/:/g, '');
  const notices = useNotices();
  const create = useUpload(CreateDocumentTemplateMutation);
  const update = useUpload(UpdateDocumentTemplateMutation);
  const sending = create.pending || update.pending;
  const progress = create.progress ?? update.progress;
  const [name, setName] = useState(template?.name ?? '');
  const [description, setDescription] = useState(template?.description ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'The name field is required.';
    if (!template && !file) found.file = 'The file field is required.';
    if (file && file.size > maxBytes) found.file = 'The file exceed the maximum allowed limit (10 MB).';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = { name: name.trim(), description: description.trim() || null, file };
    try {
      const data = template ? await update.send({ id: template.id, input }) : await create.send({ input });
      if (!data) return;
      notices.toast(template ? 'Template saved.' : 'Template added.', 'success');
      onSaved(data.saved.id);
    } catch (caught) {
      const fields = fieldErrorsOf(caught);
      const message = isAnnounced(caught) ? '' : caught instanceof Error ? caught.message : 'The template could not be saved.';
      setErrors({ ...fields, ...(Object.keys(fields).length === 0 ? { file: message } : {}) });
    }
  };

  const group = (key: string) => ({
    helperText: errors[key],
    intent: errors[key] ? ('danger' as const) : ('none' as const),
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <FormGroup label="Name" labelFor={`${id}-name`} labelInfo="(required)" {...group('name')}>
          <InputGroup
            id={`${id}-name`}
            value={name}
            maxLength={255}
            onChange={(event) => setName(event.currentTarget.value)}
            intent={group('name').intent}
          />
        </FormGroup>
        <FormGroup label="Description" labelFor={`${id}-description`} {...group('description')}>
          <TextArea id={`${id}-description`} fill value={description} onChange={(event) => setDescription(event.currentTarget.value)} />
        </FormGroup>
        <FormGroup
          label={template ? 'Replace the body (optional)' : 'Body'}
          labelFor={`${id}-file`}
          labelInfo={template ? undefined : '(required)'}
          helperText={
            errors.file || `${accepts[0]!.toUpperCase()}${accepts.slice(1)}, at most 10 MB. Merge fields are written in braces: {student_name}.`
          }
          intent={errors.file ? 'danger' : 'none'}
        >
          <FileInput
            fill
            text={file?.name ?? 'Choose a file…'}
            hasSelection={file !== null}
            inputProps={{ id: `${id}-file`, accept: accepted, 'aria-label': 'Template body' }}
            onInputChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          />
        </FormGroup>
        {sending && <ProgressBar value={progress ?? 0} intent="primary" aria-label="Upload progress" />}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} disabled={sending} />
            <Button type="submit" intent="primary" text={template ? 'Save' : 'Add template'} loading={sending} />
          </>
        }
      />
    </form>
  );
}
