// Times in the practice's time zone (the gateway's `practiceTimeZone`), whatever the browser's: an appointment's
// instant read as the practice's day and wall-clock time, and a day and time entered on a form turned back into the
// instant the API takes. A week that crosses a daylight-saving change keeps each time at its own local hour.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface ZonedSlot {
  /** YYYY-MM-DD in the practice's zone. */
  date: string;
  /** HH:mm, 24-hour, in the practice's zone. */
  time: string;
}

/** The practice's day and wall-clock time of an instant (ISO 8601 or a Date). */
export function zonedSlot(instant: string | Date, zone: string): ZonedSlot {
  const local = new TZDate(new Date(instant).getTime(), zone);
  return { date: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') };
}

/** The instant (ISO 8601, UTC) of a day (YYYY-MM-DD) and a wall-clock time (HH:mm) in the practice's zone. */
export function zonedInstant(date: string, time: string, zone: string): string {
  const day = dayPattern.exec(date);
  const clock = timePattern.exec(time);
  if (!day || !clock) throw new RangeError(`not a day and time: ${date} ${time}`);
  const moment = new TZDate(+day[1]!, +day[2]! - 1, +day[3]!, +clock[1]!, +clock[2]!, zone);
  return new Date(moment.getTime()).toISOString();
}

/** An instant formatted in the practice's zone with a date-fns pattern ('h:mm a', 'EEE MM/dd/yyyy'). */
export function formatZoned(instant: string | Date, zone: string, pattern: string): string {
  return format(new TZDate(new Date(instant).getTime(), zone), pattern);
}

/** Today in the practice's zone, YYYY-MM-DD. */
export function zonedToday(zone: string, now: Date = new Date()): string {
  return zonedSlot(now, zone).date;
}

/** Minutes from one instant to another. */
export function minutesBetween(from: string | Date, to: string | Date): number {
  return Math.round((new Date(to).getTime() - new Date(from).getTime()) / 60_000);
}
