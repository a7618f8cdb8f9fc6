// The questions of an intake form as a family sees them: the guest page fills them, staff preview them and read
// the answers. One renderer, so the preview is what the family gets.
import { Checkbox, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { TextArea } from '../../../kit/form/TextArea';
import { SignatureAnswer } from './SignatureAnswer';
import './intake.css';

export interface IntakeField {
  key: string;
  label: string;
  type: string;
  required: boolean;
  options: readonly string[];
  helpText?: string | null;
}

export type Answers = Record<string, string>;

/** The required questions left empty, by key, with the message shown beside each. */
export function missingAnswers(fields: readonly IntakeField[], answers: Answers): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const field of fields) {
    if (field.type === 'section') continue;
    const value = (answers[field.key] ?? '').trim();
    if (field.required && value === '') missing[field.key] = `The ${field.label.toLowerCase()} field is required.`;
    else if (value && field.type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
      missing[field.key] = `The ${field.label.toLowerCase()} field must be a valid email address.`;
  }
  return missing;
}

/** The answers as the API takes them: one per question, none for a section heading. */
export function answerInput(fields: readonly IntakeField[], answers: Answers): { key: string; value: string }[] {
  return fields.filter((field) => field.type !== 'section').map((field) => ({ key: field.key, value: answers[field.key] ?? '' }));
}

export function IntakeQuestions({
  fields,
  answers,
  onChange,
  errors = {},
  disabled,
  idPrefix,
}: {
  fields: readonly IntakeField[];
  answers: Answers;
  onChange?: (key: string, value: string) => void;
  errors?: Record<string, string>;
  disabled?: boolean;
  idPrefix: string;
}) {
  return (
    <div className="kit-form-grid">
      {fields.map((field) => {
        const id = `${idPrefix}-${field.key}`;
        const value = answers[field.key] ?? '';
        const set = (next: string) => onChange?.(field.key, next);
        const error = errors[field.key];
        const wide = field.type === 'textarea' || field.type === 'checkbox' || field.type === 'radio';
        const common = { id, disabled, 'aria-invalid': error ? true : undefined, 'aria-required': field.required || undefined };
        let control;
        switch (field.type) {
          // A section heading between questions: no answer.
          case 'section':
            return (
              <div key={field.key} className="kit-form-wide intake-section">
                <h2 className="intake-section-title">{field.label}</h2>
                {field.helpText && <p className="kit-muted">{field.helpText}</p>}
              </div>
            );
          case 'signature':
            control = (
              <SignatureAnswer
                id={id}
                label={field.label}
                value={value}
                disabled={disabled}
                describedBy={error ? `${id}-error` : undefined}
                onChange={set}
              />
            );
            break;
          case 'textarea':
            control = <TextArea {...common} fill value={value} onChange={(event) => set(event.currentTarget.value)} />;
            break;
          case 'select':
            control = (
              <HTMLSelect
                {...common}
                fill
                value={value}
                onChange={(event) => set(event.currentTarget.value)}
                options={[{ value: '', label: 'Choose…' }, ...field.options]}
              />
            );
            break;
          case 'radio':
            return (
              <FormGroup
                key={field.key}
                className="kit-form-wide"
                helperText={error ?? field.helpText ?? undefined}
                intent={error ? 'danger' : 'none'}
              >
                <RadioGroup
                  label={`${field.label}${field.required ? ' (required)' : ''}`}
                  name={id}
                  disabled={disabled}
                  selectedValue={value}
                  onChange={(event) => set(event.currentTarget.value)}
                >
                  {field.options.map((option) => (
                    <Radio key={option} label={option} value={option} />
                  ))}
                </RadioGroup>
              </FormGroup>
            );
          case 'checkbox': {
            const chosen = new Set(value ? value.split(', ') : []);
            return (
              <fieldset key={field.key} className="kit-fieldset kit-form-wide">
                <legend>
                  {field.label}
                  {field.required ? ' (required)' : ''}
                </legend>
                {(field.options.length > 0 ? field.options : ['Yes']).map((option) => (
                  <Checkbox
                    key={option}
                    label={option}
                    disabled={disabled}
                    checked={chosen.has(option)}
                    onChange={() => {
                      if (chosen.has(option)) chosen.delete(option);
                      else chosen.add(option);
                      set([...chosen].join(', '));
                    }}
                  />
                ))}
                {(error ?? field.helpText) && <div className={`bp6-form-helper-text${error ? ' student-error' : ''}`}>{error ?? field.helpText}</div>}
              </fieldset>
            );
          }
          default: {
            const type = { email: 'email', phone: 'tel', date: 'date', number: 'number' }[field.type] ?? 'text';
            control = (
              <InputGroup
                {...common}
                type={type}
                value={value}
                placeholder={field.type === 'signature' ? 'Type your full name to sign' : undefined}
                onValueChange={set}
              />
            );
          }
        }
        return (
          <FormGroup
            key={field.key}
            label={field.label}
            labelFor={field.type === 'signature' ? undefined : id}
            labelInfo={field.required ? '(required)' : undefined}
            helperText={error ? <span id={`${id}-error`}>{error}</span> : (field.helpText ?? undefined)}
            intent={error ? 'danger' : 'none'}
            className={wide ? 'kit-form-wide' : undefined}
          >
            {control}
          </FormGroup>
        );
      })}
    </div>
  );
}
