// A weekly series: the first occurrence on the booked day, then every later day whose weekday is chosen, until a last
// day, for a number of occurrences, or until the authorization covering the first occurrence ends. One end is
// required; a series never runs past maxOccurrences or a year.
import { calendarDate, shiftDays, weekdayOf } from '../../kit/dates.js';
import type { FieldErrors } from '../../server/validation.js';

export const maxOccurrences = 200;
const maxSeriesDays = 366;

export interface Recurrence {
  days_of_week: number[];
  until: string | null;
  count: number | null;
  until_authorization_ends: boolean;
}

export const recurrenceEndMessage = 'A recurring series needs an end: a last day, a number of occurrences or the end of the authorization.';

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** The body's `recurrence`, checked; null when there is none, undefined when refused (errors added). */
export function readRecurrence(value: unknown, errors: FieldErrors): Recurrence | null | undefined {
  if (value === undefined || value === null) return null;
  const body = record(value);
  if (!body) {
    errors.add('recurrence', 'The recurrence field must be an object.');
    return undefined;
  }
  const days = Array.isArray(body.days_of_week) ? body.days_of_week : [];
  const valid = days.length > 0 && days.every((day) => Number.isInteger(day) && Number(day) >= 0 && Number(day) <= 6);
  if (!valid) errors.add('recurrence.days_of_week', 'Choose at least one weekday (0 Sunday to 6 Saturday).');
  const until = typeof body.until === 'string' && body.until !== '' ? calendarDate(body.until) : null;
  if (typeof body.until === 'string' && body.until !== '' && !until)
    errors.add('recurrence.until', 'The recurrence until field must be a valid date.');
  const count = body.count === undefined || body.count === null ? null : Number(body.count);
  if (count !== null && !(Number.isInteger(count) && count >= 1 && count <= maxOccurrences)) {
    errors.add('recurrence.count', `The recurrence count field must be between 1 and ${maxOccurrences}.`);
  }
  const untilAuthorizationEnds = body.until_authorization_ends === true;
  if (until === null && count === null && !untilAuthorizationEnds && !errors.has('recurrence.until')) errors.add('recurrence', recurrenceEndMessage);
  if (!errors.empty) return undefined;
  return { days_of_week: [...new Set(days as number[])].sort(), until: until ?? null, count, until_authorization_ends: untilAuthorizationEnds };
}

/** The days of a series starting on `first`; `authorizationEnd` is the last day when the series runs to it. */
export function seriesDays(first: string, recurrence: Recurrence, authorizationEnd: string | null): string[] {
  const ends = [recurrence.until, recurrence.until_authorization_ends ? authorizationEnd : null, shiftDays(first, maxSeriesDays)];
  const last = ends.filter((day): day is string => day !== null).sort()[0]!;
  const limit = Math.min(recurrence.count ?? maxOccurrences, maxOccurrences);
  const chosen = new Set(recurrence.days_of_week);
  const days = [first];
  for (let day = shiftDays(first, 1); day <= last && days.length < limit; day = shiftDays(day, 1)) {
    if (chosen.has(weekdayOf(day))) days.push(day);
  }
  return days;
}
