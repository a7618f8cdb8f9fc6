// Calendar months in the practice's time zone: YYYY-MM, their days, the last twelve, and the days left in one.
import { calendarDaysBetween, today } from '../../dates/dates.js';
import { badInput } from '../../upstream/errors.js';

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

export interface Month {
  /** YYYY-MM */
  key: string;
  /** Its first and last days, YYYY-MM-DD. */
  first: string;
  last: string;
}

function monthOf(year: number, month: number): Month {
  const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { key, first: `${key}-01`, last: `${key}-${String(days).padStart(2, '0')}` };
}

/** The month a YYYY-MM names; BAD_USER_INPUT for anything else. */
export function readMonth(text: string, field = 'month'): Month {
  const found = monthPattern.exec(text.trim());
  if (!found) throw badInput(`${field} must be a month written YYYY-MM.`, { [field]: [`${field} must be a month written YYYY-MM.`] });
  return monthOf(Number(found[1]), Number(found[2]));
}

/** The month a practice day (YYYY-MM-DD) falls in. */
export function monthOfDay(day: string): Month {
  return readMonth(day.slice(0, 7));
}

export function thisMonth(): Month {
  return monthOfDay(today());
}

/** `count` months ending with `last`, oldest first. */
export function monthsEndingWith(last: Month, count: number): Month[] {
  const [year, month] = last.key.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index;
    const zeroBased = year * 12 + (month - 1) - back;
    return monthOf(Math.floor(zeroBased / 12), (zeroBased % 12) + 1);
  });
}

/** Days of the month from today to its last day, both counted: 0 for a past month, all of them for one to come. */
export function daysLeftIn(month: Month, day = today()): number {
  if (day > month.last) return 0;
  const from = day < month.first ? month.first : day;
  return calendarDaysBetween(from, month.last) + 1;
}

/**
 * Consecutive months grouped into ranges the calendar's range call takes (at most 92 days): three months at a time
 * span at most 92 days (July to September).
 */
export function rangesOf(months: readonly Month[]): { from: string; to: string }[] {
  const ranges: { from: string; to: string }[] = [];
  for (let index = 0; index < months.length; index += 3) {
    const group = months.slice(index, index + 3);
    ranges.push({ from: group[0]!.first, to: group[group.length - 1]!.last });
  }
  return ranges;
}
