// The alert arithmetic at its boundaries: exactly 30 days, exactly 10%, nothing authorized, already ended.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pinClock } from '../../dates/clock.js';
import { machineTimeZone, usePracticeTimeZone } from '../../dates/dates.js';
import { daysBetween, isLowOnUnits, localToday, standingOf, standingOfRecord } from './arithmetic.js';

const today = '2026-03-01';

describe('days until the end', () => {
  it('counts calendar days, 0 on the last day and negative after it', () => {
    expect(daysBetween(today, '2026-03-01')).toBe(0);
    expect(daysBetween(today, '2026-03-31')).toBe(30);
    expect(daysBetween(today, '2026-02-28')).toBe(-1);
    // Across a leap day and a daylight-saving change the count stays whole.
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
  });
});

describe('ending soon', () => {
  const units = { unitsAuthorized: 100, unitsUsed: 0 };
  it('includes the 30th day and excludes the 31st', () => {
    expect(standingOf({ ...units, endDate: '2026-03-31' }, today)).toMatchObject({ daysUntilEnd: 30, endingSoon: true, needsAttention: true });
    expect(standingOf({ ...units, endDate: '2026-04-01' }, today)).toMatchObject({ daysUntilEnd: 31, endingSoon: false, needsAttention: false });
  });
  it('includes the last day itself', () => {
    expect(standingOf({ ...units, endDate: today }, today)).toMatchObject({ daysUntilEnd: 0, ended: false, endingSoon: true });
  });
  it('does not flag an authorization that has already ended', () => {
    expect(standingOf({ unitsAuthorized: 100, unitsUsed: 99, endDate: '2026-02-28' }, today)).toEqual({
      unitsRemaining: 1,
      daysUntilEnd: -1,
      ended: true,
      endingSoon: false,
      lowUnits: true,
      needsAttention: false,
    });
  });
});

describe('low units', () => {
  it('is under 10% left; exactly 10% is not low', () => {
    expect(isLowOnUnits(100, 90)).toBe(false);
    expect(isLowOnUnits(100, 91)).toBe(true);
    expect(isLowOnUnits(130, 117)).toBe(false); // 13 of 130 left: exactly 10%
    expect(isLowOnUnits(130, 118)).toBe(true);
    expect(isLowOnUnits(1000, 0)).toBe(false);
  });
  it('counts nothing authorized as low, and over-use as low with negative units remaining', () => {
    expect(isLowOnUnits(0, 0)).toBe(true);
    expect(standingOf({ unitsAuthorized: 0, unitsUsed: 0, endDate: '2026-12-31' }, today)).toMatchObject({
      unitsRemaining: 0,
      lowUnits: true,
      needsAttention: true,
    });
    expect(standingOf({ unitsAuthorized: 40, unitsUsed: 44, endDate: '2026-12-31' }, today)).toMatchObject({ unitsRemaining: -4, lowUnits: true });
  });
  it('flags low units far from the end date', () => {
    expect(standingOf({ unitsAuthorized: 200, unitsUsed: 181, endDate: '2026-12-31' }, today)).toMatchObject({
      endingSoon: false,
      lowUnits: true,
      needsAttention: true,
    });
  });
});

describe('records as the API answers them', () => {
  it('reads total_units, units_used and end_date', () => {
    expect(standingOfRecord({ total_units: '120', units_used: 12, end_date: '2026-06-30' }, today)).toMatchObject({
      unitsRemaining: 108,
      lowUnits: false,
      daysUntilEnd: 121,
    });
  });
  it('writes today as the local calendar day', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

// The alerts as of the clock's today in a New York practice, on hard days, each its own pinned instant: the day that
// counts is New York's, so an authorization ending 30 days on is flagged from that day's midnight there, not UTC's.
describe("the clock's today in New York", () => {
  const unpins: (() => void)[] = [];
  const asOf = (instant: string) => unpins.push(pinClock(instant));
  const endingOn = (endDate: string) => standingOfRecord({ total_units: 100, units_used: 0, end_date: endDate });

  beforeEach(() => usePracticeTimeZone('America/New_York'));
  afterEach(() => {
    while (unpins.length > 0) unpins.pop()!();
    usePracticeTimeZone(machineTimeZone());
  });

  it('is still the evening before while UTC has passed midnight', () => {
    asOf('2026-12-01T04:30:00Z');
    expect(localToday()).toBe('2026-11-30');
    expect(endingOn('2026-12-31')).toMatchObject({ daysUntilEnd: 31, endingSoon: false });
    asOf('2026-12-01T05:30:00Z');
    expect(localToday()).toBe('2026-12-01');
    expect(endingOn('2026-12-31')).toMatchObject({ daysUntilEnd: 30, endingSoon: true });
  });

  it('counts whole days from the Sunday clocks go forward, 14 March 2027', () => {
    asOf('2027-03-14T05:30:00Z'); // 00:30 EST
    expect(localToday()).toBe('2027-03-14');
    expect(endingOn('2027-04-13')).toMatchObject({ daysUntilEnd: 30, endingSoon: true });
    asOf('2027-03-15T03:30:00Z'); // 23:30 EDT, the same short day
    expect(localToday()).toBe('2027-03-14');
    expect(endingOn('2027-04-14')).toMatchObject({ daysUntilEnd: 31, endingSoon: false });
  });

  it('counts whole days from the Sunday clocks go back, 1 November 2026', () => {
    asOf('2026-11-01T04:30:00Z'); // 00:30 EDT
    expect(localToday()).toBe('2026-11-01');
    expect(endingOn('2026-12-01')).toMatchObject({ daysUntilEnd: 30, endingSoon: true });
    asOf('2026-11-02T04:30:00Z'); // 23:30 EST, the same long day
    expect(localToday()).toBe('2026-11-01');
    expect(endingOn('2026-10-31')).toMatchObject({ daysUntilEnd: -1, ended: true, needsAttention: false });
  });

  it('counts 29 February 2028 as a day', () => {
    asOf('2028-02-29T15:00:00Z');
    expect(localToday()).toBe('2028-02-29');
    expect(endingOn('2028-03-30')).toMatchObject({ daysUntilEnd: 30, endingSoon: true });
    expect(endingOn('2028-03-31')).toMatchObject({ daysUntilEnd: 31, endingSoon: false });
  });

  it('keeps 31 December open until New York midnight', () => {
    asOf('2027-01-01T03:00:00Z'); // 22:00 EST on 31 December
    expect(localToday()).toBe('2026-12-31');
    expect(endingOn('2026-12-31')).toMatchObject({ daysUntilEnd: 0, ended: false, endingSoon: true });
    asOf('2027-01-01T05:30:00Z');
    expect(endingOn('2026-12-31')).toMatchObject({ daysUntilEnd: -1, ended: true, endingSoon: false });
  });

  it('ends an authorization on the last of the month and flags it on the first', () => {
    asOf('2027-05-01T04:30:00Z'); // 00:30 EDT on 1 May
    expect(endingOn('2027-04-30')).toMatchObject({ daysUntilEnd: -1, ended: true });
    expect(endingOn('2027-05-31')).toMatchObject({ daysUntilEnd: 30, endingSoon: true });
  });
});
