// A goal's attribute values: the practice's live goal attributes drawn as kit fields by their type (Text, Number,
// Date, Select with its options), required ones checked before the goal is saved.
import { useId } from 'react';
import { choices, type FieldSpec } from '../../kit';
import { FormFields } from '../../kit/form/FormFields';
import type { FormValue, FormValues } from '../../kit/form/fieldSpec';
import { validate } from '../../kit/form/validate';
import type { FieldErrors } from '../../kit/fieldErrors';
import type { GoalAttributeValueInput } from '../../gql/graphql';

export interface AttributeDefinition {
  id: string;
  name: string;
  fieldType: string;
  options: readonly string[];
  required: boolean;
}

type AttributeValues = Record<string, string>;

const kinds: Record<string, FieldSpec<AttributeValues>['kind']> = { Text: 'text', Number: 'decimal', Date: 'date', Select: 'select' };

export function attributeSpecs(attributes: readonly AttributeDefinition[]): FieldSpec<AttributeValues>[] {
  return attributes.map((attribute) => ({
    name: attribute.id,
    label: attribute.name,
    kind: kinds[attribute.fieldType] ?? 'text',
    required: attribute.required,
    ...(attribute.fieldType === 'Select' ? { options: choices(...attribute.options) } : {}),
  }));
}

/** The values a goal has, by attribute id. */
export function attributeValuesOf(values: readonly { attributeId: string; value?: string | null }[]): FormValues {
  return Object.fromEntries(values.map((entry) => [entry.attributeId, entry.value ?? '']));
}

export function attributeInput(attributes: readonly AttributeDefinition[], values: FormValues): GoalAttributeValueInput[] {
  return attributes.map((attribute) => {
    const value = values[attribute.id];
    return { attributeId: attribute.id, value: typeof value === 'string' && value.trim() !== '' ? value.trim() : null };
  });
}

export function checkAttributes(attributes: readonly AttributeDefinition[], values: FormValues): FieldErrors {
  return validate(attributeSpecs(attributes), values);
}

export interface AttributeFieldsProps {
  attributes: readonly AttributeDefinition[];
  values: FormValues;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (id: string, value: FormValue) => void;
}

export function AttributeFields({ attributes, values, errors, disabled, onChange }: AttributeFieldsProps) {
  const prefix = useId().replace(/:/g, '');
  if (attributes.length === 0) return null;
  return (
    <section className="kit-section" aria-labelledby={`${prefix}-title`}>
      <h3 id={`${prefix}-title`} className="goal-section-title">
        Goal attributes
      </h3>
      <FormFields
        problems={[]}
        fields={attributeSpecs(attributes)}
        idPrefix={`${prefix}-attribute`}
        values={values}
        errors={errors}
        disabled={disabled}
        onChange={onChange}
      />
    </section>
  );
}
