// A form over the kit's field declarations whose save the screen supplies (a student's records are created with
// the student's id beside the input, which the kit's own form does not send). Client checks first, the server's
// field errors beside their fields, one save at a time.
import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors } from '../../auth/fieldErrors';
import type { FieldSpec, FormValue, FormValues } from '../../../kit/form/fieldSpec';
import { FormFields } from '../../../kit/form/FormFields';
import { serverErrorsFor, validate } from '../../../kit/form/validate';
import { formValues, toInput } from '../../../kit/form/values';
import type { WriteResult } from '../../../kit/writes/useWrite';
import '../../../kit/kit.css';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';

export interface RecordFormProps<TInput> {
  /** The form's accessible name: 'Add contact'. */
  label: string;
  fields: readonly FieldSpec<TInput>[];
  /** The record being edited (its fields by the same names); none for a new one. */
  record?: Record<string, unknown> | null;
  /** Starting values for a new record (a copy's values). */
  initial?: Record<string, unknown> | null;
  submitText: string;
  save: (input: TInput) => Promise<WriteResult<unknown>>;
  onSaved?: () => void;
  onCancel?: () => void;
  pending?: boolean;
  intro?: ReactNode;
}

export function RecordForm<TInput>({ label, fields, record, initial, submitText, save, onSaved, onCancel, pending, intro }: RecordFormProps<TInput>) {
  const prefix = useId().replace(/:/g, '');
  const start = useMemo(() => formValues(fields, record ?? initial ?? null), [fields, record, initial]);
  const [values, setValues] = useState<FormValues>(start);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

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
    const outcome = await save(toInput(fields, values));
    setBusy(false);
    if (outcome.ok) {
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
    <form className="kit-form student-form" noValidate aria-label={label} onSubmit={(event) => void submit(event)}>
      {intro}
      <FormFields problems={problems} fields={fields} idPrefix={prefix} values={values} errors={errors} disabled={disabled} onChange={change} />
      <div className="kit-form-actions">
        <Button type="submit" intent="primary" text={submitText} loading={disabled} disabled={disabled} />
        {onCancel && <Button text="Cancel" disabled={disabled} onClick={onCancel} />}
      </div>
    </form>
  );
}

export interface RecordDialogProps<TInput> extends Omit<RecordFormProps<TInput>, 'onCancel' | 'onSaved'> {
  isOpen: boolean;
  title: string;
  onClose: (saved: boolean) => void;
}

export function RecordDialog<TInput>({ isOpen, title, onClose, ...form }: RecordDialogProps<TInput>) {
  return (
    <Dialog isOpen={isOpen} onClose={() => onClose(false)} title={title} style={{ width: 720, maxWidth: '95vw' }}>
      <DialogBody>{isOpen && <RecordForm {...form} onSaved={() => onClose(true)} onCancel={() => onClose(false)} />}</DialogBody>
    </Dialog>
  );
}
