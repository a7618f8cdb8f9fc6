// The date range payroll pages cover, kept in the address (?from=&to=) so that a page can be shared and returned
// to; a month unless told otherwise. Both ends are real calendar days, the end on or after the start, at most a year.
import { useCallback, useMemo } from 'react';
import { useAddressValues } from '../../kit/address/useAddressValues';
import { currentMonth } from '../../dates/months';
import { dayRangeProblems, monthDays } from '../../dates/ranges';

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** Longest range the API covers in one call. */
export const maxRangeDays = 366;

/** The first to the last day of a YYYY-MM month. */
export function monthRange(month: string): DateRange {
  const { from, to } = monthDays(month);
  return { startDate: from, endDate: to };
}

/** What is wrong with a range, by its end ('from' or 'to'); empty when it may be asked for. */
export function rangeProblems(range: DateRange): Partial<Record<'from' | 'to', string>> {
  return dayRangeProblems({ from: range.startDate, to: range.endDate }, { required: true, maxDays: maxRangeDays });
}

/** The range in the address (this month when none), and a way to change it that keeps the rest of the address. */
export function useRange(): [DateRange, (next: DateRange) => void] {
  const { params, set } = useAddressValues();
  const from = params.get('from');
  const to = params.get('to');
  const range = useMemo(() => (from !== null && to !== null ? { startDate: from, endDate: to } : monthRange(currentMonth())), [from, to]);
  const setRange = useCallback((next: DateRange) => set({ from: next.startDate, to: next.endDate }), [set]);
  return [range, setRange];
}
