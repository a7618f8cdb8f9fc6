// The text fields and the consent checkbox, each labelled and tied to its error message.
import { Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { TextArea } from '../kit/form/TextArea';
import type { FeedbackErrors, FeedbackField, FeedbackValues } from './feedbackRules';

export type FieldIds = Record<FeedbackField, string>;

export interface FeedbackFieldsProps {
  ids: FieldIds;
  values: FeedbackValues;
  errors: FeedbackErrors;
  consent: boolean;
  disabled: boolean;
  onChange: (field: FeedbackField, value: string) => void;
  onBlur: (field: FeedbackField) => void;
  onConsentChange: (consent: boolean) => void;
}

const errorIdOf = (id: string) => `${id}-error`;

function fieldA11y(id: string, error: string | undefined) {
  return {
    id,
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(id) : undefined,
  } as const;
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? <span id={errorIdOf(id)}>{error}</span> : undefined;
}

export function FeedbackFields({ ids, values, errors, consent, disabled, onChange, onBlur, onConsentChange }: FeedbackFieldsProps) {
  const intentOf = (field: FeedbackField) => (errors[field] ? 'danger' : 'none');
  return (
    <>
      <FormGroup
        label="Full name"
        labelFor={ids.name}
        labelInfo="(required)"
        intent={intentOf('name')}
        helperText={ErrorText({ id: ids.name, error: errors.name })}
      >
        <InputGroup
          {...fieldA11y(ids.name, errors.name)}
          name="name"
          autoComplete="name"
          value={values.name}
          intent={intentOf('name')}
          disabled={disabled}
          onValueChange={(value) => onChange('name', value)}
          onBlur={() => onBlur('name')}
        />
      </FormGroup>
      <FormGroup
        label="Email address"
        labelFor={ids.email}
        labelInfo="(required)"
        intent={intentOf('email')}
        helperText={ErrorText({ id: ids.email, error: errors.email })}
      >
        <InputGroup
          {...fieldA11y(ids.email, errors.email)}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          intent={intentOf('email')}
          disabled={disabled}
          onValueChange={(value) => onChange('email', value)}
          onBlur={() => onBlur('email')}
        />
      </FormGroup>
      <FormGroup
        label="Describe your feedback"
        labelFor={ids.feedback}
        labelInfo="(required)"
        intent={intentOf('feedback')}
        helperText={ErrorText({ id: ids.feedback, error: errors.feedback })}
      >
        <TextArea
          {...fieldA11y(ids.feedback, errors.feedback)}
          name="feedback"
          rows={5}
          fill
          value={values.feedback}
          intent={intentOf('feedback')}
          disabled={disabled}
          onChange={(event) => onChange('feedback', event.currentTarget.value)}
          onBlur={() => onBlur('feedback')}
        />
      </FormGroup>
      <Checkbox
        label="We may email you for more information or updates"
        checked={consent}
        disabled={disabled}
        onChange={(event) => onConsentChange(event.currentTarget.checked)}
      />
    </>
  );
}
