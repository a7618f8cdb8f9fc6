// The kit's one form body: the declared fields, checked on the client first, the server's field errors beside their
// fields, saved once at a time. Its save is given (a create, an update, a write with the owner's id beside the
// input); the resource form and the record dialogs are this form with their save and their way back. What was typed
// and not saved is asked about before the page is left. A submission of the same values carries the same idempotency
// key (a double click, a retry after a lost answer), so the gateway makes it once; a refusal lets the key go.
import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors } from '../fieldErrors';
import { LinkButton } from '../LinkButton';
import { withSubmissionKey } from '../writes/submissionKey';
import type { WriteResult } from '../writes/useWrite';
import type { FieldSpec, FormValue, FormValues } from './fieldSpec';
import { FormFields } from './FormFields';
import { useUnsavedChanges } from './UnsavedChangesGuard';
import { serverErrorsFor, validate } from './validate';
import { formValues, toInput } from './values';
import '../kit.css';

export type Save<TInput> = (input: TInput) => Promise<WriteResult<unknown>>;

export interface RecordFormProps<TInput> {
  /** The form's accessible name: 'Add contact'. */
  label: string;
  fields: readonly FieldSpec<TInput>[];
  /** The record being edited (its fields by the same names); none for a new one. */
  record?: Record<string, unknown> | null;
  /** Starting values for a new record (a copy's values). */
  initial?: Record<string, unknown> | null;
  /** Input fields the screen sets itself (a funder contact's funder). */
  fixed?: Partial<TInput>;
  submitText: string;
  save: Save<TInput>;
  onSaved?: () => void;
  /** Cancel as a button; `cancelTo` makes it a link instead; neither, no Cancel. */
  onCancel?: () => void;
  cancelTo?: string;
  /** A write of the screen's own is on its way (or the form is read only). */
  pending?: boolean;
  /** Shown above the fields. */
  intro?: ReactNode;
  /** Shown below the fields, above the buttons: a section of the screen's own that `fixed` sends (a playlist). */
  after?: ReactNode;
}

export function RecordForm<TInput>(props: RecordFormProps<TInput>) {
  const { label, fields, record, initial, fixed, submitText, save, onSaved, onCancel, cancelTo, pending, intro, after } = props;
  const prefix = useId().replace(/:/g, '');
  const start = useMemo(() => formValues(fields, record ?? initial ?? null), [fields, record, initial]);
  const [values, setValues] = useState<FormValues>(start);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const submission = useRef<{ values: string; key: string } | null>(null);
  const unsaved = useUnsavedChanges(useMemo(() => JSON.stringify(values) !== JSON.stringify(start), [values, start]));

  const focusFirst = (found: FieldErrors) => {
    const first = fields.find((field) => found[field.name]);
    if (first) window.setTimeout(() => document.getElementById(`${prefix}-${first.name}`)?.focus(), 0);
  };

  const change = (name: string, value: FormValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || pending) return;
    const clientErrors = validate(fields, values);
    setProblems([]);
    if (Object.keys(clientErrors).length > 0) {
      setErrors(clientErrors);
      focusFirst(clientErrors);
      return;
    }
    setErrors({});
    setBusy(true);
    const input = toInput(fields, values, fixed);
    const sent = JSON.stringify(input);
    if (submission.current?.values !== sent) submission.current = { values: sent, key: crypto.randomUUID() };
    const key = submission.current.key;
    const outcome = await withSubmissionKey(key, () => save(input));
    setBusy(false);
    // Refused: the same values sent again after a change elsewhere are a new request.
    if (!outcome.ok && (Object.keys(outcome.fieldErrors).length > 0 || outcome.message)) submission.current = null;
    if (outcome.ok) {
      unsaved.release();
      onSaved?.();
      return;
    }
    const { byField, other } = serverErrorsFor(fields, outcome.fieldErrors);
    setErrors(byField);
    setProblems(other);
    focusFirst(byField);
  };

  const disabled = busy || pending === true;
  return (
    <form className="kit-form" noValidate aria-label={label} onSubmit={(event) => void submit(event)}>
      {unsaved.guard}
      {intro}
      <FormFields problems={problems} fields={fields} idPrefix={prefix} values={values} errors={errors} disabled={disabled} onChange={change} />
      {after}
      <div className="kit-form-actions">
        <Button type="submit" intent="primary" text={submitText} loading={disabled} disabled={disabled} />
        {onCancel ? (
          <Button text="Cancel" disabled={disabled} onClick={onCancel} />
        ) : (
          cancelTo !== undefined && <LinkButton to={cancelTo}>Cancel</LinkButton>
        )}
      </div>
    </form>
  );
}

export interface RecordDialogProps<TInput> extends Omit<RecordFormProps<TInput>, 'onCancel' | 'onSaved' | 'cancelTo'> {
  isOpen: boolean;
  title: string;
  onClose: (saved: boolean) => void;
}

/** The form in a dialog over its list: closed with `saved` after a save, without it on Cancel. */
export function RecordDialog<TInput>({ isOpen, title, onClose, ...form }: RecordDialogProps<TInput>) {
  return (
    <Dialog isOpen={isOpen} onClose={() => onClose(false)} title={title} style={{ width: 720, maxWidth: '95vw' }}>
      <DialogBody>{isOpen && <RecordForm {...form} onSaved={() => onClose(true)} onCancel={() => onClose(false)} />}</DialogBody>
    </Dialog>
  );
}
