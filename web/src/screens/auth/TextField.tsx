import { FormGroup, InputGroup, type InputGroupProps } from '@blueprintjs/core';

export interface TextFieldProps extends Omit<InputGroupProps, 'id' | 'intent'> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled input whose error sits under it and is tied to it (aria-describedby, aria-invalid). */
export function TextField({ id, label, error, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <FormGroup label={label} labelFor={id} intent={error ? 'danger' : 'none'} helperText={error ? <span id={errorId}>{error}</span> : undefined}>
      <InputGroup
        id={id}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
    </FormGroup>
  );
}
