// Ranges of calendar days (YYYY-MM-DD) as people pick them on a page: a whole month, and what is wrong with a range
// as typed, by its end.
import { addCalendarDays, isCalendarDate } from './calendar';
import { addMonthsTo } from './months';

export interface DayRange {
  from: string;
  to: string;
}

/** The first to the last day of a YYYY-MM month. */
export function monthDays(month: string): DayRange {
  return { from: `${month}-01`, to: addCalendarDays(`${addMonthsTo(month, 1)}-01`, -1) };
}

export interface DayRangeRules {
  /** Both ends must be given (otherwise an empty end is no limit). */
  required?: boolean;
  /** The longest range, in days, counting both ends. */
  maxDays?: number;
}

/** What is wrong with a range, by its end; empty when it may be asked for. */
export function dayRangeProblems(range: DayRange, { required = false, maxDays }: DayRangeRules = {}): Partial<Record<keyof DayRange, string>> {
  const problems: Partial<Record<keyof DayRange, string>> = {};
  if ((required || range.from) && !isCalendarDate(range.from)) problems.from = 'The from field must be a valid date.';
  if ((required || range.to) && !isCalendarDate(range.to)) problems.to = 'The to field must be a valid date.';
  if (problems.from || problems.to || !range.from || !range.to) return problems;
  if (range.to < range.from) problems.to = 'The to date must be on or after the from date.';
  else if (maxDays !== undefined && addCalendarDays(range.from, maxDays - 1) < range.to)
    problems.to = `The range must not be longer than ${maxDays} days.`;
  return problems;
}
