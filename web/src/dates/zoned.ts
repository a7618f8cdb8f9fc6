// Times in the practice's time zone (the gateway's `practiceTimeZone`), whatever the browser's: an appointment's
// instant read as the practice's day and wall-clock time, and a day and time entered on a form turned back into the
// instant the API takes. A week that crosses a daylight-saving change keeps each time at its own local hour.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { isCalendarDate } from './calendar';
import { minutesOf } from './timeOfDay';

export interface ZonedSlot {
  /** YYYY-MM-DD in the practice's zone. */
  date: string;
  /** HH:mm, 24-hour, in the practice's zone. */
  time: string;
}

/** The practice's day and wall-clock time of an instant (ISO 8601 or a Date); null when it is not one. */
export function zonedSlot(instant: string | Date, zone: string): ZonedSlot | null {
  const moment = new Date(instant).getTime();
  if (Number.isNaN(moment)) return null;
  const local = new TZDate(moment, zone);
  return { date: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') };
}

/**
 * The instant (ISO 8601, UTC) of a day (YYYY-MM-DD) and a wall-clock time (HH:mm) in the practice's zone; null when
 * either is not a real one (2026-02-30, 24:00).
 */
export function zonedInstant(date: string, time: string, zone: string): string | null {
  const minutes = minutesOf(time);
  if (!isCalendarDate(date) || minutes === null) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moment = new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, 0, zone);
  return new Date(moment.getTime()).toISOString();
}

/** An instant formatted in the practice's zone with a date-fns pattern ('h:mm a', 'EEE MM/dd/yyyy'). */
export function formatZoned(instant: string | Date, zone: string, pattern: string): string {
  return format(new TZDate(new Date(instant).getTime(), zone), pattern);
}

/** Today in the practice's zone, YYYY-MM-DD. */
export function zonedToday(zone: string, now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), zone), 'yyyy-MM-dd');
}

/** Minutes from one instant to another. */
export function minutesBetween(from: string | Date, to: string | Date): number {
  return Math.round((new Date(to).getTime() - new Date(from).getTime()) / 60_000);
}

// A calendar drawn in UTC ('timeZone: UTC' in FullCalendar) is given every instant moved to the practice's wall
// clock: the Date whose UTC fields read the time the practice reads. So 9:00 in New York is drawn at 9:00 whatever
// the browser's zone, a day always has its 24 drawn hours, and a week across a daylight-saving change keeps each
// appointment at its own local hour. What the calendar hands back (a drop, a selection) is read the same way.

/** The practice's wall clock at an instant, as a Date whose UTC fields hold it. */
export function toWallClock(instant: string | Date, zone: string): Date {
  const local = new TZDate(new Date(instant).getTime(), zone);
  return new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes(), local.getSeconds()));
}

/** The instant (ISO 8601, UTC) of a wall-clock Date FullCalendar hands back, read in the practice's zone. */
export function fromWallClock(wall: Date, zone: string): string {
  const instant = new TZDate(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    zone,
  );
  return new Date(instant.getTime()).toISOString();
}

/** The instant a practice day (YYYY-MM-DD) starts at. */
export function dayStart(day: string, zone: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, zone).getTime()).toISOString();
}
