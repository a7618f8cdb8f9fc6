// The wall clock in the browser's zone, as the header, footer and data-entry screens show it.
import { lightFormat } from 'date-fns';

/** The current wall-clock time in the browser's zone, HH:mm. */
export function nowTime(): string {
  return lightFormat(new Date(), 'HH:mm');
}

/** The wall-clock time of a moment in the browser's zone, as a person reads it: 3:04:05 PM. */
export function clockTime(moment: Date = new Date()): string {
  return lightFormat(moment, 'h:mm:ss a');
}

/** This year in the browser's zone. */
export function currentYear(): string {
  return lightFormat(new Date(), 'yyyy');
}
