// Seeded punches: weekdays of the last four weeks in the practice's zone, each clock-out after its clock-in with the
// hours between them, the same for the same person, and today's clock-in open until its clock-out has passed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { instantAt, today, weekdayOf } from '../../kit/dates.js';
import { punchesOf, punchHistoryDays } from './punches.js';

let zone: string | undefined;
beforeEach(() => {
  zone = process.env.PRACTICE_TIMEZONE;
  process.env.PRACTICE_TIMEZONE = 'America/New_York';
});
afterEach(() => {
  if (zone === undefined) delete process.env.PRACTICE_TIMEZONE;
  else process.env.PRACTICE_TIMEZONE = zone;
});

describe('punchesOf', () => {
  it('answers weekday punches, newest first, each closed one with the hours between its clock-in and clock-out', () => {
    const now = instantAt('2026-11-24', 23);
    const rows = punchesOf(20260101, 3, now);
    expect(rows.length).toBeGreaterThan(15);
    for (const row of rows) {
      expect([0, 6]).not.toContain(weekdayOf(row.date));
      expect(row.date >= '2026-10-27' && row.date <= '2026-11-24').toBe(true);
      const hours = (Date.parse(row.clock_out!) - Date.parse(row.clock_in)) / 3_600_000;
      expect(row.hours).toBe(Math.round(hours * 100) / 100);
      expect(row.hours!).toBeGreaterThan(0);
    }
    expect(rows.map((row) => row.clock_in)).toEqual([...rows.map((row) => row.clock_in)].sort().reverse());
    expect(punchesOf(20260101, 3, now)).toEqual(rows);
    expect(punchesOf(20260101, 4, now)).not.toEqual(rows);
    expect(punchHistoryDays).toBe(28);
  });

  it("leaves today's clock-in open until its clock-out has passed, and answers nothing not yet begun", () => {
    const day = '2026-11-24';
    const all = punchesOf(20260101, 5, instantAt(day, 23.5)).filter((row) => row.date === day);
    expect(all.length).toBeGreaterThan(0);
    const first = all.at(-1)!;
    const during = instantAt(day, 0);
    during.setTime(Date.parse(first.clock_in) + 60_000);
    const open = punchesOf(20260101, 5, during).filter((row) => row.date === today(during));
    expect(open).toEqual([{ ...first, clock_out: null, hours: null }]);
    const before = new Date(Date.parse(first.clock_in) - 60_000);
    expect(punchesOf(20260101, 5, before).filter((row) => row.date === day)).toEqual([]);
  });
});
