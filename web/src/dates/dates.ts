// Dates on one rule for the whole client. Calendar dates (a birthday, an authorisation's last day) are zone-less
// YYYY-MM-DD strings, as the API sends and takes them, and only real calendar days are accepted; timestamps are
// shown in the browser's own zone. Date objects appear only at the edge, for controls that need them.
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format, getDate, isValid, parse, parseISO, startOfMonth, startOfWeek } from 'date-fns';

const apiPattern = /^\d{4}-\d{2}-\d{2}$/;
const usPattern = /^\d{2}\/\d{2}\/\d{4}$/;
const monthPattern = /^\d{4}-\d{2}$/;
// Parsing needs a reference day for the fields a pattern leaves out; every pattern here gives them all.
const reference = new Date(2000, 0, 1);

/** The browser's own zone, where timestamps are shown. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A date written MM/DD/YYYY or YYYY-MM-DD, as the API's YYYY-MM-DD; undefined unless it is a real calendar day. */
export function parseCalendarDate(text: string): string | undefined {
  const value = text.trim();
  const pattern = apiPattern.test(value) ? 'yyyy-MM-dd' : usPattern.test(value) ? 'MM/dd/yyyy' : undefined;
  if (!pattern) return undefined;
  const day = parse(value, pattern, reference);
  return isValid(day) ? format(day, 'yyyy-MM-dd') : undefined;
}

/** Exactly the API's YYYY-MM-DD, and a real calendar day (2025-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  return apiPattern.test(text) && parseCalendarDate(text) === text;
}

/** The calendar day in front of an API date (which may carry a time part), or undefined. */
export function calendarPart(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && isCalendarDate(value.slice(0, 10)) ? value.slice(0, 10) : undefined;
}

/** YYYY-MM-DD as MM/DD/YYYY; undefined when it is not a calendar date. */
export function toUsDate(value: string | null | undefined): string | undefined {
  const day = calendarPart(value);
  return day && format(parse(day, 'yyyy-MM-dd', reference), 'MM/dd/yyyy');
}

/** The calendar day a control's Date (local midnight) stands for, as YYYY-MM-DD. */
export function calendarDateOf(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** A YYYY-MM-DD as the local-midnight Date that date controls expect; undefined when it is not a calendar date. */
export function dateForControl(value: string | null | undefined): Date | undefined {
  const day = calendarPart(value);
  return day ? parse(day, 'yyyy-MM-dd', reference) : undefined;
}

/** Today in the browser's zone, YYYY-MM-DD. */
export function today(): string {
  return calendarDateOf(new Date());
}

/** A calendar date moved by whole days (negative goes back). */
export function addCalendarDays(value: string, days: number): string {
  const date = dateForControl(value);
  if (!date) throw new RangeError(`not a calendar date: ${value}`);
  return calendarDateOf(addDays(date, days));
}

/** The current wall-clock time in the browser's zone, HH:mm. */
export function nowTime(): string {
  return format(new Date(), 'HH:mm');
}

function moment(value: string | Date): Date | undefined {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : undefined;
}

/** The wall-clock time of a moment in the browser's zone, as a person reads it: 3:04:05 PM. */
export function clockTime(moment: Date = new Date()): string {
  return format(moment, 'h:mm:ss a');
}

/** This year in the browser's zone. */
export function currentYear(): string {
  return format(new Date(), 'yyyy');
}

/** A timestamp as MM/DD/YYYY HH:mm:ss in the browser's zone (or the zone given); undefined when it is not one. */
export function formatMonthFirst(value: string | Date, zone = browserTimeZone()): string | undefined {
  const date = moment(value);
  return date && format(new TZDate(date, zone), 'MM/dd/yyyy HH:mm:ss');
}

/** A timestamp as DD-MM-YYYY h:mm:ss in the browser's zone (or the zone given); undefined when it is not one. */
export function formatDayFirst(value: string | Date, zone = browserTimeZone()): string | undefined {
  const date = moment(value);
  return date && format(new TZDate(date, zone), 'dd-MM-yyyy h:mm:ss');
}

/** A timestamp's calendar day in the browser's zone (or the zone given), MM/DD/YYYY; undefined when it is not one. */
export function formatTimestampDay(value: string | Date, zone = browserTimeZone()): string | undefined {
  const date = moment(value);
  return date && format(new TZDate(date, zone), 'MM/dd/yyyy');
}

/** This month in the browser's zone, YYYY-MM. */
export function currentMonth(): string {
  return format(new Date(), 'yyyy-MM');
}

function firstOfMonth(month: string): Date {
  if (!monthPattern.test(month)) throw new RangeError(`not a month: ${month}`);
  const date = parse(month, 'yyyy-MM', reference);
  if (!isValid(date)) throw new RangeError(`not a month: ${month}`);
  return date;
}

/** A YYYY-MM moved by whole months. */
export function addMonthsTo(month: string, by: number): string {
  return format(addMonths(firstOfMonth(month), by), 'yyyy-MM');
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
    return { date: calendarDateOf(day), dayOfMonth: getDate(day), inMonth: format(day, 'yyyy-MM') === month };
  });
}
