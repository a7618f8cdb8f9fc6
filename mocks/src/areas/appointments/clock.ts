// Appointments are instants on the wire and a day with local times in the practice's time zone in the table, so a
// week that crosses a daylight-saving change keeps its wall-clock hours.
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { instantAt, practiceZone } from '../../kit/dates.js';

export interface LocalSlot {
  /** YYYY-MM-DD in the practice's zone. */
  date: string;
  /** HH:mm in the practice's zone. */
  time: string;
}

/** The practice day and wall-clock time of an instant. */
export function localSlotOf(instant: Date): LocalSlot {
  const zone = tz(practiceZone());
  return { date: format(instant, 'yyyy-MM-dd', { in: zone }), time: format(instant, 'HH:mm', { in: zone }) };
}

/** Minutes since midnight of HH:mm. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** HH:mm of minutes since midnight. */
export function timeOfMinutes(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

// Working out a zone's offset is slow and a schedule asks for the same slots again and again: instants are kept by
// zone setting, day and time (a bounded cache, emptied when full).
const instants = new Map<string, number>();
const maxCachedInstants = 20_000;

/** The instant of a wall-clock time on a practice day. */
export function instantOfSlot(date: string, time: string): Date {
  const key = `${process.env.PRACTICE_TIMEZONE ?? ''}|${date}|${time}`;
  let known = instants.get(key);
  if (known === undefined) {
    if (instants.size >= maxCachedInstants) instants.clear();
    known = instantAt(date, minutesOf(time) / 60).getTime();
    instants.set(key, known);
  }
  return new Date(known);
}

/** The instant an ISO-8601 text with a zone or offset names; undefined for anything else. */
export function readInstant(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** Whole days from one practice day to another (YYYY-MM-DD; negative: back). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The weekday of a practice day (YYYY-MM-DD): 0 Sunday … 6 Saturday, without parsing through a zone. */
export function weekdayOfDay(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
