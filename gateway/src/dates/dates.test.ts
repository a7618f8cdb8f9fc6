import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config.js';
import {
  calendarDaysBetween,
  formatDayFirst,
  formatMonthFirst,
  isCalendarDate,
  isIsoTimestamp,
  isTimeZone,
  machineTimeZone,
  parseCalendarDate,
  practiceTimeZone,
  toApiDate,
  toIsoTimestamp,
  today,
  usePracticeTimeZone,
} from './dates.js';

afterEach(() => {
  vi.useRealTimers();
  usePracticeTimeZone(machineTimeZone());
});

describe('parsing calendar dates', () => {
  it('reads MM/DD/YYYY and YYYY-MM-DD as the API writes them', () => {
    expect(parseCalendarDate('02/03/2025')).toBe('2025-02-03');
    expect(parseCalendarDate('2025-02-03')).toBe('2025-02-03');
    expect(parseCalendarDate(' 2024-02-29 ')).toBe('2024-02-29');
  });

  it('accepts only real calendar days', () => {
    expect(parseCalendarDate('2025-02-30')).toBeUndefined();
    expect(parseCalendarDate('02/29/2025')).toBeUndefined();
    expect(parseCalendarDate('13/01/2025')).toBeUndefined();
    expect(parseCalendarDate('2025-00-10')).toBeUndefined();
  });

  it('refuses other spellings', () => {
    for (const text of ['2/3/2025', '2025-2-3', '03-02-2025', '20250203', '2025-02-03T00:00:00Z', '', 'soon']) {
      expect(parseCalendarDate(text)).toBeUndefined();
    }
  });

  it('checks the API form exactly', () => {
    expect(isCalendarDate('2025-02-28')).toBe(true);
    expect(isCalendarDate('2025-02-30')).toBe(false);
    expect(isCalendarDate('02/28/2025')).toBe(false);
  });

  it('tells ISO 8601 timestamps from other text', () => {
    expect(isIsoTimestamp('2026-01-01T03:00:00Z')).toBe(true);
    expect(isIsoTimestamp('2026-01-01T03:00:00-05:00')).toBe(true);
    expect(isIsoTimestamp('2026-13-01T03:00:00Z')).toBe(false);
    expect(isIsoTimestamp('yesterday')).toBe(false);
  });
});

describe('formatting', () => {
  const moment = new Date('2026-01-01T15:04:05Z');

  it('writes the API date of a moment in the given zone', () => {
    expect(toApiDate(moment, 'UTC')).toBe('2026-01-01');
    expect(toApiDate(new Date('2026-01-01T03:00:00Z'), 'America/New_York')).toBe('2025-12-31');
  });

  it('writes the two displayed forms', () => {
    expect(formatDayFirst(moment, 'UTC')).toBe('01-01-2026 3:04:05');
    expect(formatMonthFirst(moment, 'UTC')).toBe('01/01/2026 15:04:05');
    expect(formatMonthFirst(moment, 'Asia/Tokyo')).toBe('01/02/2026 00:04:05');
  });

  it('writes ISO 8601 with the zone offset', () => {
    expect(toIsoTimestamp(moment, 'America/New_York')).toBe('2026-01-01T10:04:05-05:00');
    expect(new Date(toIsoTimestamp(moment, 'Asia/Kolkata')).getTime()).toBe(moment.getTime());
  });
});

describe('today in the practice zone', () => {
  it('is decided by the zone, not by UTC', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T03:00:00Z'));
    expect(today('America/New_York')).toBe('2025-12-31');
    expect(today('UTC')).toBe('2026-01-01');
    expect(today('Asia/Tokyo')).toBe('2026-01-01');
  });

  it('follows the configured practice zone', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T02:30:00Z'));
    usePracticeTimeZone('America/Los_Angeles');
    expect(practiceTimeZone()).toBe('America/Los_Angeles');
    expect(today()).toBe('2026-02-28');
    usePracticeTimeZone('Europe/Berlin');
    expect(today()).toBe('2026-03-01');
  });

  it('sees the new day once the clock has passed midnight', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T23:59:59.500Z'));
    expect(today('UTC')).toBe('2026-01-01');
    vi.setSystemTime(new Date('2026-01-02T00:00:00.600Z'));
    expect(today('UTC')).toBe('2026-01-02');
  });

  it('refuses a zone it does not know', () => {
    expect(() => usePracticeTimeZone('Mars/Olympus_Mons')).toThrow(/not a time zone/);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('calendar arithmetic', () => {
  it('counts whole calendar days, across a daylight-saving change', () => {
    expect(calendarDaysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(calendarDaysBetween('2026-01-05', '2026-01-05')).toBe(0);
    expect(calendarDaysBetween('2026-01-05', '2025-12-31')).toBe(-5);
    expect(() => calendarDaysBetween('2026-01-05', '')).toThrow(RangeError);
    expect(calendarDaysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(calendarDaysBetween('12/31/2025', '2026-01-05')).toBe(5);
    expect(() => calendarDaysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });
});

describe('PRACTICE_TIMEZONE', () => {
  it("defaults to the machine's zone", () => {
    expect(readConfig({}, { webDist: '/x' }).practiceTimeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('takes a zone name', () => {
    expect(readConfig({ PRACTICE_TIMEZONE: 'America/Chicago' }, { webDist: '/x' }).practiceTimeZone).toBe('America/Chicago');
  });

  it('stops start-up with a clear message for an unknown zone', () => {
    expect(() => readConfig({ PRACTICE_TIMEZONE: 'Eastern' }, { webDist: '/x' })).toThrow(
      "PRACTICE_TIMEZONE must be a time zone name such as America/New_York or UTC, got 'Eastern'",
    );
  });
});
