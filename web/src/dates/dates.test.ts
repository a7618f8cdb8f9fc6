import { afterEach, describe, expect, it, vi } from 'vitest';
import { addCalendarDays, calendarDateOf, calendarPart, dateForControl, isCalendarDate, parseCalendarDate, toUsDate, today } from './calendar';
import { clockTime, currentYear, nowTime } from './clock';
import { addMonthsTo, currentMonth, monthGrid, monthLabel } from './months';
import { formatDayFirst, formatMonthFirst, formatTimestampDay } from './timestamps';

afterEach(() => {
  vi.useRealTimers();
});

describe('calendar dates', () => {
  it('reads MM/DD/YYYY and YYYY-MM-DD as YYYY-MM-DD', () => {
    expect(parseCalendarDate('02/03/2025')).toBe('2025-02-03');
    expect(parseCalendarDate('2025-02-03')).toBe('2025-02-03');
    expect(parseCalendarDate(' 02/29/2024 ')).toBe('2024-02-29');
  });

  it('accepts only real calendar days in exactly those spellings', () => {
    for (const text of ['2025-02-30', '02/30/2026', '13/45/2026', '2025-13-01', '2/3/2025', '2025-2-3', '03-02-2025', '', 'May 1']) {
      expect(parseCalendarDate(text)).toBeUndefined();
    }
    expect(isCalendarDate('2025-02-28')).toBe(true);
    expect(isCalendarDate('2025-02-30')).toBe(false);
    expect(isCalendarDate('02/28/2025')).toBe(false);
  });

  it('shows an API date as MM/DD/YYYY without moving it by a zone', () => {
    expect(toUsDate('2026-01-01')).toBe('01/01/2026');
    expect(toUsDate('2026-01-01 00:00:00')).toBe('01/01/2026');
    expect(toUsDate('2026-02-30')).toBeUndefined();
    expect(toUsDate(null)).toBeUndefined();
  });

  it('takes the calendar day in front of an API value, and nothing from other text', () => {
    expect(calendarPart('2026-01-31 10:00:00')).toBe('2026-01-31');
    expect(calendarPart('2026-01-31')).toBe('2026-01-31');
    expect(calendarPart('2026-02-31')).toBeUndefined();
    expect(calendarPart('01/31/2026')).toBeUndefined();
  });

  it('hands date controls a local-midnight Date and reads their Date back as the same day', () => {
    const date = dateForControl('2026-03-08')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 8, 0]);
    expect(calendarDateOf(date)).toBe('2026-03-08');
    expect(dateForControl('nope')).toBeUndefined();
  });

  it('moves by calendar days across month and year ends', () => {
    expect(addCalendarDays('2026-01-05', -30)).toBe('2025-12-06');
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(() => addCalendarDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('today and now, in the browser zone', () => {
  it('reads today and the time from the local clock, not UTC', () => {
    vi.useFakeTimers();
    const local = new Date(2026, 0, 5, 23, 59, 30);
    vi.setSystemTime(local);
    expect(today()).toBe('2026-01-05');
    expect(nowTime()).toBe('23:59');
    expect(currentMonth()).toBe('2026-01');
    expect(currentYear()).toBe('2026');
    expect(clockTime()).toBe('11:59:30 PM');
    expect(clockTime(new Date(2026, 0, 5, 9, 4, 5))).toBe('9:04:05 AM');
  });
});

describe('timestamps', () => {
  it("shows an instant in the browser's zone, whatever zone the text was written in", () => {
    // Sent in UTC, shown at the local wall-clock time of that same instant.
    const evening = new Date(2025, 11, 31, 22, 4, 5);
    expect(formatMonthFirst(evening.toISOString())).toBe('12/31/2025 22:04:05');
    expect(formatDayFirst(evening.toISOString())).toBe('31-12-2025 10:04:05');
    expect(formatTimestampDay(evening.toISOString())).toBe('12/31/2025');
    expect(formatDayFirst(new Date(2026, 0, 1, 15, 4, 5))).toBe('01-01-2026 3:04:05');
    expect(formatMonthFirst(new Date(2026, 6, 4, 9, 5, 7))).toBe('07/04/2026 09:05:07');
  });

  it('answers undefined for text that is not a timestamp', () => {
    expect(formatMonthFirst('later')).toBeUndefined();
    expect(formatDayFirst('')).toBeUndefined();
  });
});

describe('months', () => {
  it('moves and names them', () => {
    expect(addMonthsTo('2026-01', -1)).toBe('2025-12');
    expect(addMonthsTo('2026-12', 1)).toBe('2027-01');
    expect(monthLabel('2026-03')).toBe('March 2026');
    expect(() => monthLabel('2026-13')).toThrow(RangeError);
  });

  it('lays a month out in six Sunday-first weeks', () => {
    const grid = monthGrid('2026-03');
    expect(grid).toHaveLength(42);
    expect(grid[0]).toEqual({ date: '2026-03-01', dayOfMonth: 1, inMonth: true });
    expect(grid.filter((day) => day.inMonth)).toHaveLength(31);
    expect(grid.at(-1)).toEqual({ date: '2026-04-11', dayOfMonth: 11, inMonth: false });
    expect(monthGrid('2026-02')[0]).toEqual({ date: '2026-02-01', dayOfMonth: 1, inMonth: true });
    expect(monthGrid('2026-04')[0]).toEqual({ date: '2026-03-29', dayOfMonth: 29, inMonth: false });
  });
});
