// A signature question: signed with the one signature control (draw, type or upload) in a dialog; the answer is the
// signature's image as a data URL, shown once signed. An older answer that is plain text is shown as written.
import { Button, Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';

// Loaded when someone signs: the pages that only show answers (the student record) stay light.
const SignatureEditor = lazy(() => import('../../signatures/SignatureEditor').then((module) => ({ default: module.SignatureEditor })));

const isImage = (value: string) => value.startsWith('data:image/');

function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The signature could not be read.'));
    reader.readAsDataURL(file);
  });
}

export function SignatureAnswer({
  id,
  label,
  value,
  disabled,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  disabled?: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="intake-signature">
      {value === '' ? (
        <span className="kit-muted">Not signed yet.</span>
      ) : isImage(value) ? (
        <img className="intake-signature-image" src={value} alt={`${label}: signed`} />
      ) : (
        <span>{value}</span>
      )}
      {!disabled && (
        <div className="intake-signature-actions">
          <Button
            id={id}
            icon="draw"
            text={value === '' ? 'Sign' : 'Sign again'}
            aria-label={`${value === '' ? 'Sign' : 'Sign again'}: ${label}`}
            aria-describedby={describedBy}
            onClick={() => setOpen(true)}
          />
          {value !== '' && <Button variant="minimal" text="Clear" aria-label={`Clear ${label}`} onClick={() => onChange('')} />}
        </div>
      )}
      <Dialog isOpen={open} title={label} onClose={() => setOpen(false)} style={{ width: 680, maxWidth: '95vw' }}>
        {/* The dialog is drawn outside the questions' form, but React passes events up the component tree: its own
            submit stops here so it never sends the questions. */}
        <DialogBody onSubmit={(event) => event.stopPropagation()}>
          <Suspense fallback={<Spinner aria-label="Loading the signature pad" />}>
            <SignatureEditor
              signerName="the parent or guardian"
              progress={null}
              saveText="Use this signature"
              onSave={async (draft) => {
                try {
                  onChange(await dataUrlOf(draft.file));
                  setOpen(false);
                  return null;
                } catch (caught) {
                  return caught instanceof Error ? caught.message : 'The signature could not be read.';
                }
              }}
            />
          </Suspense>
        </DialogBody>
      </Dialog>
    </div>
  );
}
