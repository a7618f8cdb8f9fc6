// Timestamps (a moment, not a calendar day) are shown in the browser's own zone, which is what a Date's own fields
// give; the list routes load this file, so it needs no zone library.
import { isValid, lightFormat, parseISO } from 'date-fns';

function moment(value: string | Date): Date | undefined {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : undefined;
}

/** A timestamp as MM/DD/YYYY HH:mm:ss; undefined when it is not one. */
export function formatMonthFirst(value: string | Date): string | undefined {
  const date = moment(value);
  return date && lightFormat(date, 'MM/dd/yyyy HH:mm:ss');
}

/** A timestamp as DD-MM-YYYY h:mm:ss; undefined when it is not one. */
export function formatDayFirst(value: string | Date): string | undefined {
  const date = moment(value);
  return date && lightFormat(date, 'dd-MM-yyyy h:mm:ss');
}

/** A timestamp's time of day as a person reads it on a clock, 8:05 AM; undefined when it is not one. */
export function formatTimeOfDay(value: string | Date): string | undefined {
  const date = moment(value);
  return date && lightFormat(date, 'h:mm a');
}

/** A timestamp's calendar day, MM/DD/YYYY; undefined when it is not one. */
export function formatTimestampDay(value: string | Date): string | undefined {
  const date = moment(value);
  return date && lightFormat(date, 'MM/dd/yyyy');
}
