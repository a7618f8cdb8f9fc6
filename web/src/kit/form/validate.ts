// The client's checks, in the API's own words (Laravel's messages), before anything is sent.
import type { FieldErrors } from '../fieldErrors';
import { isCalendarDate } from '../../dates/calendar';
import { minutesOf } from '../../dates/timeOfDay';
import type { FieldSpec, FormValues } from './fieldSpec';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

function isEmpty(value: FormValues[string] | undefined): boolean {
  if (value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'boolean') return false;
  return value.trim() === '';
}

/**
 * The field's length limit, when the text goes over it. The control takes the whole text (a limit that cut what was
 * typed or pasted would lose its end without a word) and says this as soon as it is over.
 */
export function overLimit<TInput>(field: FieldSpec<TInput>, text: string): string | null {
  if (field.maxLength === undefined || text.trim().length <= field.maxLength) return null;
  return `The ${field.label.toLowerCase()} field must not be greater than ${field.maxLength} characters.`;
}

function checkOne<TInput>(field: FieldSpec<TInput>, value: FormValues[string] | undefined): string | null {
  const name = field.label.toLowerCase();
  if (isEmpty(value)) return field.required ? `The ${name} field is required.` : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const long = overLimit(field, text);
  if (long) return long;
  switch (field.kind) {
    case 'email':
      return EMAIL.test(text) ? null : `The ${name} field must be a valid email address.`;
    case 'color':
      return COLOR.test(text) ? null : `The ${name} field must be a colour like #2d72d2.`;
    case 'time':
      return minutesOf(text) !== null ? null : `The ${name} field must be a time like 09:30.`;
    case 'date':
      // What was typed stays in the field until it is a real day; the message names it.
      return isCalendarDate(text) ? null : `The ${name} field must be a valid date: ${text} is not a real date.`;
    case 'int':
    case 'decimal': {
      const number = Number(text);
      if (!Number.isFinite(number) || (field.kind === 'int' && !Number.isInteger(number))) {
        return `The ${name} field must be ${field.kind === 'int' ? 'an integer' : 'a number'}.`;
      }
      if (field.min !== undefined && number < field.min) return `The ${name} field must be at least ${field.min}.`;
      if (field.max !== undefined && number > field.max) return `The ${name} field must not be greater than ${field.max}.`;
      return null;
    }
    default:
      return null;
  }
}

/** The first problem of each field, keyed by field name; empty when the form may be sent. */
export function validate<TInput>(specs: readonly FieldSpec<TInput>[], values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of specs) {
    const problem = checkOne(field, values[field.name]);
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

/** The server's field errors under the form's field names (an error the API keys `startsAt` goes to `date`). */
export function serverErrorsFor<TInput>(specs: readonly FieldSpec<TInput>[], errors: FieldErrors): { byField: FieldErrors; other: string[] } {
  const byField: FieldErrors = {};
  const claimed = new Set<string>();
  for (const field of specs) {
    for (const key of [field.name, ...(field.errorKeys ?? [])]) {
      const message = errors[key];
      if (message && !byField[field.name]) byField[field.name] = message;
      if (message) claimed.add(key);
    }
  }
  const other = Object.entries(errors)
    .filter(([key]) => !claimed.has(key))
    .map(([, message]) => message);
  return { byField, other };
}
