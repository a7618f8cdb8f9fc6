// The stand-in's dates, in one place. The API stores and answers calendar dates as YYYY-MM-DD; a person may send
// one as MM/DD/YYYY or YYYY-MM-DD, and only real calendar dates are accepted (2025-02-30 is not one). "Today" and
// every day the stand-in computes from an instant fall in the practice's time zone: PRACTICE_TIMEZONE, else the
// machine's. "Now" is the stand-in's clock (./clock.ts), never the machine's. Instants (created_at, deleted_at, ...)
// are ISO-8601 in UTC.
import { TZDate, tz } from '@date-fns/tz';
import { addDays, format, isValid, parseISO } from 'date-fns';
import { now } from './clock.js';

/** The forms a typed date may take, year, month and day captured: the shape decides (so 2025-2-3 or 02/03/25 fail). */
const apiForm = /^(\d{4})-(\d{2})-(\d{2})$/;
const usForm = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** The zones found to be known: building a formatter to check one costs more than the seeding's date arithmetic. */
const knownZones = new Set<string>();

/** The practice's time zone: PRACTICE_TIMEZONE when set, else the machine's (TZ); read at every call. */
export function practiceZone(): string {
  const named = process.env.PRACTICE_TIMEZONE?.trim();
  if (!named) return machineZone();
  if (knownZones.has(named)) return named;
  try {
    new Intl.DateTimeFormat('en', { timeZone: named });
  } catch {
    throw new Error(`PRACTICE_TIMEZONE names no known time zone: ${named}`);
  }
  knownZones.add(named);
  return named;
}

/** The machine's zone, worked out once for each value of TZ. */
let machine: { tz: string | undefined; zone: string } | undefined;
function machineZone(): string {
  const tz = process.env.TZ;
  if (machine?.tz !== tz || !machine) machine = { tz, zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  return machine.zone;
}

/**
 * A calendar day as midnight UTC, for arithmetic on days, when the year, month (1-12) and day name a real one.
 * Days are worked out by plain arithmetic: seeding a practice reads and shifts hundreds of thousands of them.
 */
function utcDay(year: number, month: number, date: number): Date | undefined {
  const day = new Date(0);
  day.setUTCFullYear(year, month - 1, date);
  return day.getUTCFullYear() === year && day.getUTCMonth() === month - 1 && day.getUTCDate() === date ? day : undefined;
}

/** A YYYY-MM-DD day as midnight UTC; undefined when the text is not a real calendar date in that form. */
function apiDay(text: string): Date | undefined {
  const parts = apiForm.exec(text);
  return parts ? utcDay(Number(parts[1]), Number(parts[2]), Number(parts[3])) : undefined;
}

/** Year, month and day of a midnight UTC as written: four digits, two and two. */
function writtenParts(day: Date): { year: string; month: string; date: string } {
  const two = (n: number) => String(n).padStart(2, '0');
  return { year: String(day.getUTCFullYear()).padStart(4, '0'), month: two(day.getUTCMonth() + 1), date: two(day.getUTCDate()) };
}

/** Midnight UTC of a day, written the API's way. */
function apiText(day: Date): string {
  const { year, month, date } = writtenParts(day);
  return `${year}-${month}-${date}`;
}

/** YYYY-MM-DD from a typed MM/DD/YYYY or YYYY-MM-DD; undefined for anything that is not a real calendar date. */
export function calendarDate(text: string): string | undefined {
  const trimmed = text.trim();
  const us = usForm.exec(trimmed);
  const day = us ? utcDay(Number(us[3]), Number(us[1]), Number(us[2])) : apiDay(trimmed);
  return day ? apiText(day) : undefined;
}

/** A calendar day as a person reads it in a message: MM/DD/YYYY (the text as given when it is not a day). */
export function usDate(day: string): string {
  const parsed = apiDay(day);
  if (!parsed) return day;
  const { year, month, date } = writtenParts(parsed);
  return `${month}/${date}/${year}`;
}

/** Whether a value is a real calendar date written the API's way (YYYY-MM-DD). */
export function isApiDate(value: unknown): value is string {
  return typeof value === 'string' && apiDay(value) !== undefined;
}

/** The day an instant falls on in the practice's time zone, as YYYY-MM-DD. */
export function dayOf(instant: Date): string {
  const parts = dayFormat(practiceZone()).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)!.value;
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** One formatter per zone: making one costs a thousand times what formatting with it does. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(zone: string): Intl.DateTimeFormat {
  let made = dayFormats.get(zone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, made);
  }
  return made;
}

/** Today (by the stand-in's clock unless an instant is given) in the practice's time zone, as YYYY-MM-DD. */
export function today(instant: Date = now()): string {
  return dayOf(instant);
}

/** A calendar day moved by whole days (negative: back); the day must be YYYY-MM-DD. */
export function shiftDays(day: string, days: number): string {
  const date = apiDay(day);
  if (!date) throw new Error(`Not a calendar date: ${day}`);
  date.setUTCDate(date.getUTCDate() + days);
  return apiText(date);
}

/** The weekday of a calendar day (YYYY-MM-DD): 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  const date = apiDay(day);
  if (!date) throw new Error(`Not a calendar date: ${day}`);
  return date.getUTCDay();
}

/** An instant (now by the stand-in's clock unless given) as the API writes timestamps: ISO-8601 in UTC. */
export function timestamp(instant: Date = now()): string {
  // A zoned date writes its own offset; the API's timestamps are UTC.
  return new Date(instant.getTime()).toISOString();
}

/** The instant an API timestamp (ISO-8601) names. */
export function instantOf(text: string): Date {
  const instant = parseISO(text);
  if (!isValid(instant)) throw new Error(`Not a timestamp: ${text}`);
  return instant;
}

/** The instant a number of whole days after another (negative: before), on the practice's calendar. */
export function daysLater(instant: Date, days: number): Date {
  return new Date(addDays(instant, days, { in: tz(practiceZone()) }).getTime());
}

/** The instant of a time of day (hours since midnight, 8.25 → 08:15) on a calendar day, in the practice's zone. */
export function instantAt(day: string, hours: number): Date {
  if (!isApiDate(day)) throw new Error(`Not a calendar date: ${day}`);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const minutes = Math.round(hours * 60);
  return new Date(new TZDate(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, practiceZone()).getTime());
}

/** A wall-clock time (HH:mm, or HH:mm:ss) as a person reads it in a message: 14:30 → 2:30 PM. */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours >= 12 ? 'PM' : 'AM'}`;
}

/** A start and an end as a person reads them in a message: 9:00 AM – 12:00 PM. */
export function clockRange(start: string, end: string): string {
  return `${clockTime(start)} – ${clockTime(end)}`;
}

/** A time of day as HH:mm from hours since midnight (9.5 → 09:30). */
export function timeOfDay(hours: number): string {
  return format(new Date(2000, 0, 1, Math.floor(hours), Math.round((hours % 1) * 60)), 'HH:mm');
}

/** An instant as the portal shows it to a person: DD-MM-YYYY h:mm:ss, in the practice's time zone. */
export function displayDateTime(instant: Date): string {
  return format(instant, 'dd-MM-yyyy h:mm:ss', { in: tz(practiceZone()) });
}

/** An instant the American way the API's reports use: MM/DD/YYYY HH:mm:ss, in the practice's time zone. */
export function usDateTime(instant: Date): string {
  return format(instant, 'MM/dd/yyyy HH:mm:ss', { in: tz(practiceZone()) });
}
