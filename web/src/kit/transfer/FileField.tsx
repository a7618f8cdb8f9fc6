// The file field of an upload form: Blueprint's file input with its label, the chosen file's name and the field's
// error beside it (announced through aria-describedby). Required unless told, labelled File unless named.
import { FileInput, FormGroup } from '@blueprintjs/core';

export interface FileFieldProps {
  /** The form's id prefix; the input is `${id}-file`. */
  id: string;
  file: File | null;
  error: string | null;
  accept: string;
  disabled: boolean;
  onChange: (file: File | null) => void;
  label?: string;
  required?: boolean;
}

export function FileField({ id, file, error, accept, disabled, onChange, label = 'File', required = true }: FileFieldProps) {
  const errorId = `${id}-file-error`;
  return (
    <FormGroup
      label={label}
      labelFor={`${id}-file`}
      labelInfo={required ? '(required)' : '(optional)'}
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span id={errorId}>{error}</span> : undefined}
    >
      <FileInput
        fill
        text={file ? file.name : 'Choose a file…'}
        buttonText="Browse"
        disabled={disabled}
        hasSelection={file !== null}
        inputProps={{ id: `${id}-file`, accept, 'aria-describedby': error ? errorId : undefined, 'aria-invalid': error ? true : undefined }}
        onInputChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
    </FormGroup>
  );
}
