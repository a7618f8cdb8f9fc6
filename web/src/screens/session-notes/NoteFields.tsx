// The template's fields as a form: a line, a paragraph, one choice, several choices, a date or a number; the
// note-helper blocks list the student's program targets or playlist items to tick as run. A completed note shows its
// answers read-only.
import { Checkbox, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { TextArea } from '../../kit';
import { isListKind, linesOf, fieldMessage, type Answers, type NoteField } from './model';

interface FieldProps {
  field: NoteField;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}

const helperEmpty: Partial<Record<NoteField['kind'], string>> = {
  PROGRAM_TARGET: 'The student has no program targets in training.',
  PLAYLIST: 'The student has no playlist.',
};

function TickList({ field, value, disabled, onChange }: FieldProps) {
  const ticked = new Set(linesOf(value));
  if (field.options.length === 0) return <p className="kit-muted">{helperEmpty[field.kind] ?? 'No options.'}</p>;
  const toggle = (option: string, on: boolean) => {
    const next = field.options.filter((item) => (item === option ? on : ticked.has(item)));
    onChange(next.join('\n'));
  };
  return (
    <div className="session-note-ticks">
      {field.options.map((option) => (
        <Checkbox
          key={option}
          label={option}
          checked={ticked.has(option)}
          disabled={disabled}
          onChange={(event) => toggle(option, event.currentTarget.checked)}
        />
      ))}
    </div>
  );
}

function Control(props: FieldProps) {
  const { field, value, disabled, onChange } = props;
  const id = `note-field-${field.key}`;
  if (isListKind(field.kind)) return <TickList {...props} />;
  if (field.kind === 'TEXTAREA')
    return <TextArea id={id} fill grow value={value} disabled={disabled} onChange={(event) => onChange(event.currentTarget.value)} />;
  if (field.kind === 'CHOICE' && field.options.length <= 4) {
    return (
      <RadioGroup name={id} inline selectedValue={value} disabled={disabled} onChange={(event) => onChange(event.currentTarget.value)}>
        {field.options.map((option) => (
          <Radio key={option} label={option} value={option} />
        ))}
      </RadioGroup>
    );
  }
  if (field.kind === 'CHOICE') {
    return (
      <HTMLSelect
        id={id}
        value={value}
        disabled={disabled}
        options={[{ value: '', label: 'Choose…' }, ...field.options.map((option) => ({ value: option, label: option }))]}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  const type = field.kind === 'DATE' ? 'date' : field.kind === 'NUMBER' ? 'number' : 'text';
  return <InputGroup id={id} type={type} value={value} disabled={disabled} onValueChange={onChange} />;
}

/** Grouped controls (radios, ticks) are named by a fieldset's legend; single controls by their label. */
function grouped(field: NoteField): boolean {
  return isListKind(field.kind) || (field.kind === 'CHOICE' && field.options.length <= 4);
}

export function NoteFields({
  fields,
  answers,
  errors,
  disabled,
  onChange,
}: {
  fields: readonly NoteField[];
  answers: Answers;
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
  onChange: (key: string, value: string) => void;
}) {
  return (
    <div className="session-note-fields">
      {fields.map((field) => {
        const error = fieldMessage(errors, field.key);
        const label = `${field.label}${field.required ? ' (required)' : ''}`;
        const control = (
          <Control
            field={field}
            value={answers[field.key] ?? ''}
            error={error}
            disabled={disabled}
            onChange={(value) => onChange(field.key, value)}
          />
        );
        const helper = error ? <span role="alert">{error}</span> : undefined;
        return grouped(field) ? (
          <fieldset key={field.key} className="session-note-fieldset">
            <legend>{label}</legend>
            <FormGroup intent={error ? 'danger' : 'none'} helperText={helper}>
              {control}
            </FormGroup>
          </fieldset>
        ) : (
          <FormGroup key={field.key} label={label} labelFor={`note-field-${field.key}`} intent={error ? 'danger' : 'none'} helperText={helper}>
            {control}
          </FormGroup>
        );
      })}
    </div>
  );
}

/** A completed note's answers, read-only. */
export function NoteAnswers({ fields }: { fields: readonly NoteField[] }) {
  return (
    <dl className="session-note-answers">
      {fields.map((field) => (
        <div key={field.key}>
          <dt>{field.label}</dt>
          <dd>{(field.answer ?? '').trim() === '' ? <span className="kit-muted">Not answered</span> : field.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
