// Between a record, the form's editable values and the mutation's input.
import { calendarPart } from '../../dates/calendar';
import type { FieldSpec, FormValue, FormValues } from './fieldSpec';

function emptyValue<TInput>(field: FieldSpec<TInput>): FormValue {
  if (field.initial !== undefined) return field.initial;
  switch (field.kind) {
    case 'switch':
      return false;
    case 'status':
      return true;
    case 'multiselect':
      return [];
    default:
      return '';
  }
}

/** The form's values for a new record, or for `record` when editing. */
export function formValues<TInput>(specs: readonly FieldSpec<TInput>[], record?: Record<string, unknown> | null): FormValues {
  const values: FormValues = {};
  for (const field of specs) {
    const raw = record?.[field.name];
    if (record === undefined || record === null || raw === undefined) {
      values[field.name] = emptyValue(field);
      continue;
    }
    switch (field.kind) {
      case 'switch':
        values[field.name] = raw === true || raw === 1;
        break;
      case 'status':
        values[field.name] = raw !== 0 && raw !== false;
        break;
      case 'multiselect':
        values[field.name] = Array.isArray(raw) ? raw.map(String) : [];
        break;
      case 'lines':
        values[field.name] = Array.isArray(raw) ? raw.map(String).join('\n') : '';
        break;
      case 'date':
        values[field.name] = typeof raw === 'string' ? (calendarPart(raw) ?? '') : '';
        break;
      default:
        values[field.name] = raw === null ? '' : String(raw);
    }
  }
  return values;
}

type InputValue = string | number | boolean | string[] | null;

function inputValue<TInput>(field: FieldSpec<TInput>, value: FormValue | undefined): InputValue {
  if (typeof value === 'boolean') return field.kind === 'status' ? (value ? 1 : 0) : value;
  if (Array.isArray(value)) return value;
  const text = (value ?? '').trim();
  switch (field.kind) {
    case 'int':
      return text === '' ? null : Number.parseInt(text, 10);
    case 'decimal':
      return text === '' ? null : Number.parseFloat(text);
    case 'lines':
      return text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
    case 'status':
      return text === '0' ? 0 : 1;
    case 'switch':
      return text === 'true';
    default:
      return text === '' ? null : text;
  }
}

/** The mutation's input from the form: trimmed texts, numbers as numbers, empty optional fields as null. */
export function toInput<TInput>(specs: readonly FieldSpec<TInput>[], values: FormValues, fixed?: Partial<TInput>): TInput {
  const input: Record<string, InputValue> = {};
  for (const field of specs) input[field.name] = inputValue(field, values[field.name]);
  // The declaration names every field of the input it renders; `fixed` adds the ones a screen sets itself.
  return { ...input, ...fixed } as TInput;
}
