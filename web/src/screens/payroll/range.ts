// The date range payroll pages cover, kept in the address (?from=&to=) so that a page can be shared and returned
// to; a month unless told otherwise. Both ends are real calendar days, the end on or after the start, at most a year.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { addCalendarDays, isCalendarDate } from '../../dates/calendar';
import { addMonthsTo, currentMonth } from '../../dates/months';

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** Longest range the API covers in one call. */
export const maxRangeDays = 366;

/** The first to the last day of a YYYY-MM month. */
export function monthRange(month: string): DateRange {
  return { startDate: `${month}-01`, endDate: addCalendarDays(`${addMonthsTo(month, 1)}-01`, -1) };
}

/** What is wrong with a range, by its end ('from' or 'to'); empty when it may be asked for. */
export function rangeProblems(range: DateRange): Partial<Record<'from' | 'to', string>> {
  const problems: Partial<Record<'from' | 'to', string>> = {};
  if (!isCalendarDate(range.startDate)) problems.from = 'The from field must be a valid date.';
  if (!isCalendarDate(range.endDate)) problems.to = 'The to field must be a valid date.';
  if (problems.from || problems.to) return problems;
  if (range.endDate < range.startDate) problems.to = 'The to date must be on or after the from date.';
  else if (addCalendarDays(range.startDate, maxRangeDays - 1) < range.endDate) problems.to = `The range must not be longer than ${maxRangeDays} days.`;
  return problems;
}

/** The range in the address (this month when none), and a way to change it that keeps the rest of the address. */
export function useRange(): [DateRange, (next: DateRange) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const range = useMemo(() => (from !== null && to !== null ? { startDate: from, endDate: to } : monthRange(currentMonth())), [from, to]);
  const setRange = useCallback(
    (next: DateRange) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('from', next.startDate);
          updated.set('to', next.endDate);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [range, setRange];
}
