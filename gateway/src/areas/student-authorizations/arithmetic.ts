// The arithmetic behind an authorization's alerts, in one place so that the list, the record and any report flag
// the same authorizations. Pure: today is given, as a calendar day (YYYY-MM-DD).
import { calendarDaysBetween, toApiDate, today } from '../../dates/dates.js';

/** An authorization ending within this many days (the last day included) is ending soon. */
export const endingSoonDays = 30;
/** Under this share of the units authorized left is low. */
export const lowUnitsShare = 0.1;

export interface AuthorizationFigures {
  unitsAuthorized: number;
  unitsUsed: number;
  /** YYYY-MM-DD, the last day covered. */
  endDate: string;
}

export interface AuthorizationStanding {
  unitsRemaining: number;
  daysUntilEnd: number;
  ended: boolean;
  endingSoon: boolean;
  lowUnits: boolean;
  needsAttention: boolean;
}

/** Whole days from `today` to `endDate`: 0 on the last day, negative after it. */
export function daysBetween(today: string, endDate: string): number {
  return calendarDaysBetween(today, endDate);
}

export function unitsRemaining(unitsAuthorized: number, unitsUsed: number): number {
  return unitsAuthorized - unitsUsed;
}

/** Under 10% of the units authorized left; exactly 10% is not low; none authorized counts as low. */
export function isLowOnUnits(unitsAuthorized: number, unitsUsed: number): boolean {
  if (unitsAuthorized <= 0) return true;
  // Compared in whole units times ten, so that 10% of 130 (13) is exact rather than 12.999….
  return unitsRemaining(unitsAuthorized, unitsUsed) * 10 < unitsAuthorized * (lowUnitsShare * 10);
}

export function standingOf(figures: AuthorizationFigures, today: string): AuthorizationStanding {
  const daysUntilEnd = daysBetween(today, figures.endDate);
  const ended = daysUntilEnd < 0;
  const endingSoon = !ended && daysUntilEnd <= endingSoonDays;
  const lowUnits = isLowOnUnits(figures.unitsAuthorized, figures.unitsUsed);
  return {
    unitsRemaining: unitsRemaining(figures.unitsAuthorized, figures.unitsUsed),
    daysUntilEnd,
    ended,
    endingSoon,
    lowUnits,
    needsAttention: !ended && (endingSoon || lowUnits),
  };
}

/**
 * Today in the practice's time zone, as the practice's staff read the calendar. Without a moment it is the clock's
 * today, read once a second: every computed field of every authorization on a page asks for it.
 */
export function localToday(now?: Date): string {
  return now ? toApiDate(now) : today();
}

function number(value: unknown): number {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The figures of the API's record (total_units, units_used, end_date) or of one a resolver shaped (camelCase). */
export function figuresOfRecord(record: { [key: string]: unknown }): AuthorizationFigures {
  return {
    unitsAuthorized: number(record.total_units ?? record.totalUnits),
    unitsUsed: number(record.units_used ?? record.unitsUsed),
    endDate: text(record.end_date ?? record.endDate),
  };
}

export function standingOfRecord(record: { [key: string]: unknown }, day = localToday()): AuthorizationStanding {
  return standingOf(figuresOfRecord(record), day);
}
