// Months as YYYY-MM and the six-week grids that show them, in the browser's zone.
import { addDays, addMonths, format, getDate, isExists, lightFormat, startOfMonth, startOfWeek } from 'date-fns';
import { calendarDateOf } from './calendar';

const monthPattern = /^(\d{4})-(\d{2})$/;

/** This month in the browser's zone, YYYY-MM. */
export function currentMonth(): string {
  return lightFormat(new Date(), 'yyyy-MM');
}

function firstOfMonth(month: string): Date {
  const parts = monthPattern.exec(month);
  if (!parts || !isExists(+parts[1]!, +parts[2]! - 1, 1)) throw new RangeError(`not a month: ${month}`);
  return new Date(+parts[1]!, +parts[2]! - 1, 1);
}

/** A YYYY-MM moved by whole months. */
export function addMonthsTo(month: string, by: number): string {
  return lightFormat(addMonths(firstOfMonth(month), by), 'yyyy-MM');
}

/** A YYYY-MM as its name and year ('March 2026'). */
export function monthLabel(month: string): string {
  return format(firstOfMonth(month), 'MMMM yyyy');
}

export interface CalendarDay {
  /** YYYY-MM-DD. */
  date: string;
  dayOfMonth: number;
  inMonth: boolean;
}

/** The six Sunday-first weeks that show a month, days of the months around it included. */
export function monthGrid(month: string): CalendarDay[] {
  const first = firstOfMonth(month);
  const start = startOfWeek(startOfMonth(first), { weekStartsOn: 0 });
  return Array.from({ length: 42 }, (_, index) => {
    const day = addDays(start, index);
    return { date: calendarDateOf(day), dayOfMonth: getDate(day), inMonth: lightFormat(day, 'yyyy-MM') === month };
  });
}
