// The booking's wall clock in the practice's zone, whatever the browser's: a day and HH:MM become the instant they
// name there, and an instant reads back as the day and time the practice sees.
import { TZDate } from '@date-fns/tz';
import { isCalendarDate } from '../../dates/calendar';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The instant (ISO 8601, UTC) of a day and HH:MM in `zone`; null when either is not a real one. */
export function instantOf(date: string, time: string, zone: string): string | null {
  const clock = TIME.exec(time);
  if (!isCalendarDate(date) || !clock) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const local = new TZDate(year, month - 1, day, Number(clock[1]), Number(clock[2]), 0, zone);
  return new Date(local.getTime()).toISOString();
}

/** The day (YYYY-MM-DD) and HH:MM an instant reads in `zone`. */
export function wallOf(instant: string, zone: string): { date: string; time: string } | null {
  const moment = new Date(instant);
  if (Number.isNaN(moment.getTime())) return null;
  const local = new TZDate(moment.getTime(), zone);
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}
