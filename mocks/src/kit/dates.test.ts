// The stand-in's dates: real calendar dates only, in either typed form; the practice's time zone decides today.
import { afterEach, describe, expect, it } from 'vitest';
import { pinClock } from './clock.js';
import {
  calendarDate,
  dayOf,
  daysLater,
  displayDateTime,
  instantOf,
  isApiDate,
  practiceZone,
  shiftDays,
  timeOfDay,
  timestamp,
  today,
  usDateTime,
} from './dates.js';

const zoneBefore = process.env.PRACTICE_TIMEZONE;

afterEach(() => {
  if (zoneBefore === undefined) delete process.env.PRACTICE_TIMEZONE;
  else process.env.PRACTICE_TIMEZONE = zoneBefore;
});

describe('calendarDate', () => {
  it('reads YYYY-MM-DD and MM/DD/YYYY as the same day', () => {
    expect(calendarDate('2025-03-07')).toBe('2025-03-07');
    expect(calendarDate('03/07/2025')).toBe('2025-03-07');
    expect(calendarDate('3/7/2025')).toBe('2025-03-07');
    expect(calendarDate(' 12/31/2024 ')).toBe('2024-12-31');
  });

  it('accepts a leap day only in a leap year', () => {
    expect(calendarDate('2024-02-29')).toBe('2024-02-29');
    expect(calendarDate('02/29/2024')).toBe('2024-02-29');
    expect(calendarDate('2025-02-29')).toBeUndefined();
    expect(calendarDate('02/29/2025')).toBeUndefined();
  });

  it('refuses impossible dates in either form', () => {
    for (const text of [
      '2025-02-30',
      '02/30/2025',
      '2025-13-01',
      '13/01/2025',
      '2025-04-31',
      '04/31/2025',
      '2025-00-10',
      '00/10/2025',
      '2025-01-00',
    ]) {
      expect(calendarDate(text), text).toBeUndefined();
    }
  });

  it('refuses other shapes', () => {
    for (const text of ['', 'yesterday', '2025-3-7', '25-03-07', '03/07/25', '2025/03/07', '07-03-2025', '2025-03-07T00:00:00Z', '20250307']) {
      expect(calendarDate(text), text).toBeUndefined();
    }
  });

  it('tells the API form apart', () => {
    expect(isApiDate('2025-03-07')).toBe(true);
    expect(isApiDate('03/07/2025')).toBe(false);
    expect(isApiDate('2025-02-30')).toBe(false);
    expect(isApiDate(20250307)).toBe(false);
  });
});

describe('shiftDays', () => {
  it('moves by calendar days across months, years and leap days', () => {
    expect(shiftDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(shiftDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(shiftDays('2025-03-01', 180)).toBe('2025-08-28');
  });

  it('refuses a day that is not one', () => {
    expect(() => shiftDays('2025-02-30', 1)).toThrow(/Not a calendar date/);
  });
});

describe('instants and times of day', () => {
  it('writes and reads API timestamps', () => {
    const instant = new Date('2025-03-01T03:30:00Z');
    expect(timestamp(instant)).toBe('2025-03-01T03:30:00.000Z');
    expect(instantOf('2025-03-01T03:30:00.000Z').getTime()).toBe(instant.getTime());
    expect(() => instantOf('2025-02-30T00:00:00Z')).toThrow(/Not a timestamp/);
  });

  it("writes now by the stand-in's clock, which flows on from the instant it is pinned at", () => {
    const pinned = Date.parse('2028-02-29T23:59:59.000Z');
    const restoreClock = pinClock(new Date(pinned));
    try {
      const flowed = Date.parse(timestamp()) - pinned;
      expect(flowed).toBeGreaterThanOrEqual(0);
      expect(flowed).toBeLessThan(1000);
    } finally {
      restoreClock();
    }
  });

  it('moves an instant by calendar days in the zone, across a clock change', () => {
    process.env.PRACTICE_TIMEZONE = 'America/New_York';
    // 8 March 2025 noon in New York; the clocks go forward overnight, so a day later is 23 hours later.
    const before = new Date('2025-03-08T17:00:00Z');
    expect(timestamp(daysLater(before, 1))).toBe('2025-03-09T16:00:00.000Z');
    expect(dayOf(daysLater(before, -8))).toBe('2025-02-28');
  });

  it('writes a time of day from hours', () => {
    expect(timeOfDay(9)).toBe('09:00');
    expect(timeOfDay(9.5)).toBe('09:30');
    expect(timeOfDay(15.25)).toBe('15:15');
  });
});

describe('the practice time zone', () => {
  // 03:30 UTC on 1 March 2025: still 28 February in the Americas, already 1 March in Europe and Asia.
  const instant = new Date('2025-03-01T03:30:00Z');

  it('decides what day today is', () => {
    const restoreClock = pinClock(instant);
    try {
      process.env.PRACTICE_TIMEZONE = 'America/New_York';
      expect(today()).toBe('2025-02-28');
      process.env.PRACTICE_TIMEZONE = 'Europe/Berlin';
      expect(today()).toBe('2025-03-01');
      process.env.PRACTICE_TIMEZONE = 'Pacific/Kiritimati';
      expect(today()).toBe('2025-03-01');
      process.env.PRACTICE_TIMEZONE = 'Pacific/Pago_Pago';
      expect(today()).toBe('2025-02-28');
    } finally {
      restoreClock();
    }
  });

  // New York's midnight is 05:00 UTC in winter and 04:00 in summer: the clock, not the machine's date, is read in
  // the zone on the days the offset changes and where UTC has already turned to the next day, month or year.
  it.each([
    ['2027-03-14T04:59:00Z', '2027-03-13'],
    ['2027-03-14T05:00:00Z', '2027-03-14'],
    ['2027-03-15T03:59:00Z', '2027-03-14'],
    ['2027-03-15T04:00:00Z', '2027-03-15'],
    ['2026-11-01T03:59:00Z', '2026-10-31'],
    ['2026-11-01T04:00:00Z', '2026-11-01'],
    ['2026-11-02T04:59:00Z', '2026-11-01'],
    ['2026-11-02T05:00:00Z', '2026-11-02'],
    ['2028-02-29T12:00:00Z', '2028-02-29'],
    ['2028-03-01T04:30:00Z', '2028-02-29'],
    ['2026-12-01T04:30:00Z', '2026-11-30'],
    ['2027-01-01T04:30:00Z', '2026-12-31'],
  ])('knows today in New York as of %s: %s', (instant, day) => {
    process.env.PRACTICE_TIMEZONE = 'America/New_York';
    const restoreClock = pinClock(instant);
    try {
      expect(today()).toBe(day);
    } finally {
      restoreClock();
    }
  });

  it("falls back to the machine's zone", () => {
    delete process.env.PRACTICE_TIMEZONE;
    expect(practiceZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    process.env.PRACTICE_TIMEZONE = '  ';
    expect(practiceZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('refuses a zone that does not exist', () => {
    process.env.PRACTICE_TIMEZONE = 'Mars/Olympus_Mons';
    expect(() => today()).toThrow(/PRACTICE_TIMEZONE/);
  });

  it('formats the displayed date-times in the zone', () => {
    process.env.PRACTICE_TIMEZONE = 'America/Los_Angeles';
    expect(dayOf(instant)).toBe('2025-02-28');
    expect(displayDateTime(instant)).toBe('28-02-2025 7:30:00');
    expect(usDateTime(instant)).toBe('02/28/2025 19:30:00');
    process.env.PRACTICE_TIMEZONE = 'Asia/Kolkata';
    expect(displayDateTime(instant)).toBe('01-03-2025 9:00:00');
    expect(usDateTime(instant)).toBe('03/01/2025 09:00:00');
  });
});
