import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { now, pinClock } from './clock.js';
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

// Each case of a day pins the gateway's clock to its own instant; the clock goes back after it.
const unpins: (() => void)[] = [];
function asOf(instant: string): void {
  unpins.push(pinClock(instant));
}

afterEach(() => {
  while (unpins.length > 0) unpins.pop()!();
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
    asOf('2026-01-01T03:00:00Z');
    expect(today('America/New_York')).toBe('2025-12-31');
    expect(today('UTC')).toBe('2026-01-01');
    expect(today('Asia/Tokyo')).toBe('2026-01-01');
  });

  it('follows the configured practice zone', () => {
    asOf('2026-03-01T02:30:00Z');
    usePracticeTimeZone('America/Los_Angeles');
    expect(practiceTimeZone()).toBe('America/Los_Angeles');
    expect(today()).toBe('2026-02-28');
    usePracticeTimeZone('Europe/Berlin');
    expect(today()).toBe('2026-03-01');
  });

  it('sees the new day once the clock has passed midnight', () => {
    asOf('2026-01-01T23:59:59.500Z');
    expect(today('UTC')).toBe('2026-01-01');
    asOf('2026-01-02T00:00:00.600Z');
    expect(today('UTC')).toBe('2026-01-02');
  });

  it('is the pinned day, and time flows on from the pinned instant', () => {
    asOf('2026-12-02T15:00:00Z');
    expect(today('America/New_York')).toBe('2026-12-02');
    const elapsed = now().getTime() - Date.parse('2026-12-02T15:00:00Z');
    expect(elapsed).toBeGreaterThanOrEqual(0);
    expect(elapsed).toBeLessThan(5_000);
  });

  it('refuses a zone it does not know', () => {
    expect(() => usePracticeTimeZone('Mars/Olympus_Mons')).toThrow(/not a time zone/);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('')).toBe(false);
  });
});

// Hard days for New York, each its own pinned instant: the practice's day turns at its midnight, not at UTC's, and
// on the daylight-saving Sundays that midnight is an hour from where it was the day before. Pins in one zone are
// kept more than a second apart, as today() keeps its answer for a second.
describe('today in New York on hard days', () => {
  const newYork = (instant: string) => {
    asOf(instant);
    return today('America/New_York');
  };

  it('keeps the evening on the same day while UTC has moved on', () => {
    expect(newYork('2026-12-03T04:59:58Z')).toBe('2026-12-02');
    expect(today('UTC')).toBe('2026-12-03');
    expect(newYork('2026-12-03T05:00:00Z')).toBe('2026-12-03');
  });

  it('starts and ends 14 March 2027, 23 hours long as clocks go forward', () => {
    expect(newYork('2027-03-14T04:59:58Z')).toBe('2027-03-13');
    expect(newYork('2027-03-14T05:00:00Z')).toBe('2027-03-14');
    // 01:59:59 EST is followed by 03:00:00 EDT.
    expect(toIsoTimestamp(new Date('2027-03-14T07:00:00Z'), 'America/New_York')).toBe('2027-03-14T03:00:00-04:00');
    expect(newYork('2027-03-15T03:59:58Z')).toBe('2027-03-14');
    expect(newYork('2027-03-15T04:00:00Z')).toBe('2027-03-15');
  });

  it('starts and ends 1 November 2026, 25 hours long as clocks go back', () => {
    expect(newYork('2026-11-01T03:59:58Z')).toBe('2026-10-31');
    expect(newYork('2026-11-01T04:00:00Z')).toBe('2026-11-01');
    // 01:30 happens twice: first in daylight time, then in standard time.
    expect(toIsoTimestamp(new Date('2026-11-01T05:30:00Z'), 'America/New_York')).toBe('2026-11-01T01:30:00-04:00');
    expect(toIsoTimestamp(new Date('2026-11-01T06:30:00Z'), 'America/New_York')).toBe('2026-11-01T01:30:00-05:00');
    expect(newYork('2026-11-02T04:59:58Z')).toBe('2026-11-01');
    expect(newYork('2026-11-02T05:00:00Z')).toBe('2026-11-02');
  });

  it('has 29 February 2028, a day after the 28th and before 1 March', () => {
    expect(newYork('2028-02-29T05:00:00Z')).toBe('2028-02-29');
    expect(calendarDaysBetween('2028-02-28', today('America/New_York'))).toBe(1);
    expect(calendarDaysBetween(today('America/New_York'), '2028-03-01')).toBe(1);
    expect(newYork('2028-03-01T04:59:58Z')).toBe('2028-02-29');
    expect(newYork('2028-03-01T05:00:00Z')).toBe('2028-03-01');
  });

  it('ends the year on 31 December, its own midnight five hours after UTC', () => {
    expect(newYork('2027-01-01T03:00:00Z')).toBe('2026-12-31');
    expect(today('UTC')).toBe('2027-01-01');
    expect(calendarDaysBetween(today('America/New_York'), '2027-01-01')).toBe(1);
    expect(newYork('2027-01-01T05:00:00Z')).toBe('2027-01-01');
  });

  it('turns from the last of a month to the first at New York midnight', () => {
    expect(newYork('2026-12-01T04:59:58Z')).toBe('2026-11-30');
    expect(newYork('2026-12-01T05:00:00Z')).toBe('2026-12-01');
    expect(newYork('2027-05-01T03:59:58Z')).toBe('2027-04-30');
    expect(newYork('2027-05-01T04:00:00Z')).toBe('2027-05-01');
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
