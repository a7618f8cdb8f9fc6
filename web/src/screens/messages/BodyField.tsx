// The message text of the compose and reply forms, with its error beside it.
import { FormGroup } from '@blueprintjs/core';
import { TextArea } from '../../kit/form/TextArea';

export interface BodyFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  rows?: number;
  onChange: (body: string) => void;
}

export function BodyField({ id, label, value, error, disabled, rows = 8, onChange }: BodyFieldProps) {
  const errorId = `${id}-error`;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo="(required)"
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span id={errorId}>{error}</span> : undefined}
    >
      <TextArea
        id={id}
        fill
        rows={rows}
        value={value}
        disabled={disabled}
        intent={error ? 'danger' : 'none'}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FormGroup>
  );
}
