// What every kit form shows between its intro and its buttons: the problems that stopped a save, then the fields,
// each with its own error. Resource forms and the student record forms share it.
import { Callout } from '@blueprintjs/core';
import type { FieldErrors } from '../fieldErrors';
import { FieldControl } from './FieldControl';
import type { FieldSpec, FormValue, FormValues } from './fieldSpec';

export interface FormFieldsProps<TInput> {
  problems: readonly string[];
  fields: readonly FieldSpec<TInput>[];
  idPrefix: string;
  values: FormValues;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (name: string, value: FormValue) => void;
}

export function FormFields<TInput>({ problems, fields, idPrefix, values, errors, disabled, onChange }: FormFieldsProps<TInput>) {
  return (
    <>
      {problems.length > 0 && (
        <Callout intent="danger" title="The form could not be saved" role="alert">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Callout>
      )}
      <div className="kit-form-grid">
        {fields.map((field) => (
          <FieldControl
            key={field.name}
            field={field}
            idPrefix={idPrefix}
            value={values[field.name]}
            error={errors[field.name] || undefined}
            disabled={disabled}
            onChange={(value) => onChange(field.name, value)}
          />
        ))}
      </div>
    </>
  );
}
