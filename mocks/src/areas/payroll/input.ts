// The payroll calls' input rules: a date range (real days, end on or after start, at most a year), and money in
// dollars with at most two decimals, more than zero, read into integer cents.
import type { Request } from 'express';
import { calendarDate, today } from '../../kit/dates.js';
import { attributeName, FieldErrors, isBlank } from '../../server/validation.js';
import type { DateRange } from './earnings.js';

/** Cents as a message writes them: $1,234.50. */
export function dollarsOf(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** Highest hourly rate accepted, in dollars. */
export const maxRate = 1000;

/** Longest range one call covers. */
export const maxRangeDays = 366;

/** The form rule's message for a rate or amount of zero (or less). */
export const moreThanZero = 'Rate must be greater than zero';

const dayMs = 86_400_000;

export function bodyOf(req: Request): Record<string, unknown> {
  return typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
}

/** A calendar day from the body, or undefined (with the field's error added) when it is missing or not a date. */
export function dayField(errors: FieldErrors, body: Record<string, unknown>, field: string, fallback?: string): string | undefined {
  const value = body[field];
  if (isBlank(value)) {
    if (fallback !== undefined) return fallback;
    errors.add(field, `The ${attributeName(field)} field is required.`);
    return undefined;
  }
  const day = typeof value === 'string' ? calendarDate(value) : undefined;
  if (!day) errors.add(field, `The ${attributeName(field)} field must be a valid date.`);
  return day;
}

export function readRange(body: Record<string, unknown>): { range?: DateRange; errors: FieldErrors } {
  const errors = new FieldErrors();
  const from = dayField(errors, body, 'start_date');
  const to = dayField(errors, body, 'end_date');
  if (!from || !to) return { errors };
  if (to < from) errors.add('end_date', 'The end date field must be a date after or equal to start date.');
  else if ((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs + 1 > maxRangeDays) {
    errors.add('end_date', `The date range must not be longer than ${maxRangeDays} days.`);
  }
  return errors.empty ? { range: { from, to }, errors } : { errors };
}

/** Dollars (a number or numeric text) as integer cents; undefined with the field's error added when not valid. */
export function centsField(errors: FieldErrors, body: Record<string, unknown>, field: string, max: number): number | undefined {
  const value = body[field];
  if (isBlank(value)) {
    errors.add(field, `The ${attributeName(field)} field is required.`);
    return undefined;
  }
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) {
    errors.add(field, `The ${attributeName(field)} field must be a number.`);
    return undefined;
  }
  const cents = Math.round(number * 100);
  if (Math.abs(number * 100 - cents) > 1e-6) errors.add(field, `The ${attributeName(field)} field must have 0-2 decimal places.`);
  else if (cents <= 0) errors.add(field, moreThanZero);
  else if (cents > max * 100) errors.add(field, `The ${attributeName(field)} field must not be greater than ${max}.`);
  return errors.has(field) ? undefined : cents;
}

/** A day no later than today (a payout is recorded once it is made). */
export function pastDayField(errors: FieldErrors, body: Record<string, unknown>, field: string): string | undefined {
  const day = dayField(errors, body, field, today());
  if (day && day > today()) errors.add(field, `The ${attributeName(field)} field must be a date before or equal to today.`);
  return errors.has(field) ? undefined : day;
}
