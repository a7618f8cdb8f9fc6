// A holiday's dates: YYYY-MM-DD calendar dates, the end on or after the start (a single day when no end is sent),
// and the list's date-range filters.
import { isApiDate } from '../../kit/dates.js';
import type { FieldErrors } from '../../server/validation.js';
import { isBlank } from '../../server/validation.js';
import type { GuardContext } from '../../kit/write-guard.js';
import type { SchoolHoliday } from './school.js';

export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && isApiDate(value.trim());
}

/** A one-day holiday: the end date is the start date when none is sent on create. */
export function normaliseHolidayDates(body: Record<string, unknown>, { existing }: GuardContext): void {
  if (!existing && isBlank(body.end_date) && !isBlank(body.start_date)) body.end_date = body.start_date;
}

export function checkHolidayDates(values: Record<string, unknown>, errors: FieldErrors): void {
  for (const field of ['start_date', 'end_date']) {
    if (!isBlank(values[field]) && !errors.has(field) && !isCalendarDate(values[field])) {
      errors.add(field, `The ${field.replace('_', ' ')} field must be a valid date (YYYY-MM-DD).`);
    }
  }
  const { start_date: start, end_date: end } = values;
  if (isCalendarDate(start) && isCalendarDate(end) && !errors.has('end_date') && end.trim() < start.trim()) {
    errors.add('end_date', 'The end date field must be a date after or equal to start date.');
  }
}

/** `start_date` keeps holidays ending on or after it; `end_date` those starting on or before it. */
export function holidaysBetween(side: 'from' | 'to') {
  return (row: SchoolHoliday, values: string[]): boolean => {
    const day = values[0]!;
    if (!isCalendarDate(day)) return true;
    return side === 'from' ? row.end_date >= day : row.start_date <= day;
  };
}
