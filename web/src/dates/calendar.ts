// Calendar dates on one rule for the whole client: zone-less YYYY-MM-DD strings, as the API sends and takes them,
// and only real calendar days are accepted (2025-02-30 is not one). Date objects appear only at the edge, for
// controls that need them. Kept to date-fns' light functions, since every list route loads this file.
import { addDays, isExists, lightFormat } from 'date-fns';

const apiPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const usPattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The local-midnight Date of a real calendar day, or undefined. */
function localDay(year: number, month: number, day: number): Date | undefined {
  return isExists(year, month - 1, day) ? new Date(year, month - 1, day) : undefined;
}

/** A date written MM/DD/YYYY or YYYY-MM-DD, as the API's YYYY-MM-DD; undefined unless it is a real calendar day. */
export function parseCalendarDate(text: string): string | undefined {
  const value = text.trim();
  const api = apiPattern.exec(value);
  const us = api ? undefined : usPattern.exec(value);
  const day = api ? localDay(+api[1]!, +api[2]!, +api[3]!) : us ? localDay(+us[3]!, +us[1]!, +us[2]!) : undefined;
  return day && calendarDateOf(day);
}

/** Exactly the API's YYYY-MM-DD, and a real calendar day. */
export function isCalendarDate(text: string): boolean {
  return apiPattern.test(text) && parseCalendarDate(text) === text;
}

/** The calendar day in front of an API date (which may carry a time part), or undefined. */
export function calendarPart(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && isCalendarDate(value.slice(0, 10)) ? value.slice(0, 10) : undefined;
}

/** YYYY-MM-DD as MM/DD/YYYY; undefined when it is not a calendar date. */
export function toUsDate(value: string | null | undefined): string | undefined {
  const date = dateForControl(value);
  return date && lightFormat(date, 'MM/dd/yyyy');
}

/** The calendar day a control's Date (local midnight) stands for, as YYYY-MM-DD. */
export function calendarDateOf(date: Date): string {
  return lightFormat(date, 'yyyy-MM-dd');
}

/** A YYYY-MM-DD as the local-midnight Date that date controls expect; undefined when it is not a calendar date. */
export function dateForControl(value: string | null | undefined): Date | undefined {
  const day = calendarPart(value);
  const parts = day ? apiPattern.exec(day) : undefined;
  return parts ? localDay(+parts[1]!, +parts[2]!, +parts[3]!) : undefined;
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
