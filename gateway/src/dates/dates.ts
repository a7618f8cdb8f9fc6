// Calendar dates and timestamps, in one place. Calendar dates travel as the API's YYYY-MM-DD; only real calendar
// days are accepted; "today" and every date the gateway works out are read in the practice's time zone.
import { tz } from '@date-fns/tz';
import { format, formatISO, isValid, parse, parseISO } from 'date-fns';
import { nowMs } from './clock.js';

/** The machine's own zone: the practice zone when none is configured. */
export function machineTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** True for a zone name the runtime knows (IANA names such as America/New_York, or UTC). */
export function isTimeZone(name: string): boolean {
  if (name.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

let practiceZone = machineTimeZone();

/** Sets the zone that decides "today" for this process; called once at start-up from the configuration. */
export function usePracticeTimeZone(zone: string): void {
  if (!isTimeZone(zone)) throw new Error(`'${zone}' is not a time zone name such as America/New_York`);
  practiceZone = zone;
}

export function practiceTimeZone(): string {
  return practiceZone;
}

const apiPattern = /^\d{4}-\d{2}-\d{2}$/;
const usPattern = /^\d{2}\/\d{2}\/\d{4}$/;
// Parsing needs a reference day for the fields a pattern leaves out; both patterns give every field.
const reference = new Date(2000, 0, 1);

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

/** True for an ISO 8601 date and time (or date) that names a real moment. */
export function isIsoTimestamp(text: string): boolean {
  return isValid(parseISO(text));
}

/** The calendar day a moment falls on in the practice zone, as the API's YYYY-MM-DD. */
export function toApiDate(moment: Date, zone = practiceZone): string {
  return format(moment, 'yyyy-MM-dd', { in: tz(zone) });
}

/** Today in the practice zone, YYYY-MM-DD. */
// Reading the clock in a time zone costs tens of microseconds, and lists ask for today once per row (a credential's
// days left): the answer is kept for a second, so a new day is seen at most a second late.
let lastToday: { zone: string; at: number; day: string } | undefined;

export function today(zone = practiceZone): string {
  const now = nowMs();
  if (lastToday && lastToday.zone === zone && now >= lastToday.at && now - lastToday.at < 1_000) return lastToday.day;
  const day = toApiDate(new Date(now), zone);
  lastToday = { zone, at: now, day };
  return day;
}

/** A moment as ISO 8601 with the practice zone's offset (2025-12-31T22:00:00-05:00). */
export function toIsoTimestamp(moment: Date, zone = practiceZone): string {
  return formatISO(moment, { in: tz(zone) });
}

/** A moment as the screens show it day first: DD-MM-YYYY h:mm:ss. */
export function formatDayFirst(moment: Date, zone = practiceZone): string {
  return format(moment, 'dd-MM-yyyy h:mm:ss', { in: tz(zone) });
}

/** A moment as the screens show it month first: MM/DD/YYYY HH:mm:ss. */
export function formatMonthFirst(moment: Date, zone = practiceZone): string {
  return format(moment, 'MM/dd/yyyy HH:mm:ss', { in: tz(zone) });
}

/** Whole calendar days from one YYYY-MM-DD to another: 0 on the same day, negative when `to` is earlier. */
export function calendarDaysBetween(from: string, to: string): number {
  const start = dayNumber(from.slice(0, 10));
  const end = dayNumber(to.slice(0, 10));
  if (start === undefined || end === undefined) throw new RangeError(`not a calendar date: ${start === undefined ? from : to}`);
  return end - start;
}

// Pages ask for the same few days again and again (today against each row's dates): the answers are kept, up to a bound.
const dayNumbers = new Map<string, number | undefined>();
const keptDayNumbers = 10_000;

/**
 * Days since 1970-01-01 of a calendar date, undefined when it is not one. YYYY-MM-DD is read by arithmetic (lists ask
 * this once per row, and a date-fns parse costs tens of microseconds); other spellings go through parseCalendarDate.
 */
function dayNumber(text: string): number | undefined {
  if (dayNumbers.has(text)) return dayNumbers.get(text);
  const day = readDayNumber(text);
  if (dayNumbers.size >= keptDayNumbers) dayNumbers.clear();
  dayNumbers.set(text, day);
  return day;
}

function readDayNumber(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) {
    const parsed = parseCalendarDate(text);
    return parsed === undefined ? undefined : dayNumber(parsed);
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const moment = new Date(Date.UTC(year, month - 1, day));
  if (year < 100 || moment.getUTCMonth() !== month - 1 || moment.getUTCDate() !== day) return undefined;
  return moment.getTime() / 86_400_000;
}
