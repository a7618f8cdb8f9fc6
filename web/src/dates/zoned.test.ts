// The practice's zone decides the day and the hour, whatever the browser's; a week across a daylight-saving change
// keeps 09:00 at 09:00 on both sides of it.
import { describe, expect, it } from 'vitest';
import { dayStart, formatZoned, fromWallClock, minutesBetween, toWallClock, zonedInstant, zonedSlot, zonedToday } from './zoned';

const newYork = 'America/New_York';

describe('times in the practice zone', () => {
  it('reads an instant as the practice day and time', () => {
    expect(zonedSlot('2026-11-24T03:30:00Z', newYork)).toEqual({ date: '2026-11-23', time: '22:30' });
    expect(zonedSlot('2026-11-24T03:30:00Z', 'UTC')).toEqual({ date: '2026-11-24', time: '03:30' });
  });

  it('keeps 09:00 across the spring and autumn changes', () => {
    expect(zonedInstant('2026-03-06', '09:00', newYork)).toBe('2026-03-06T14:00:00.000Z');
    expect(zonedInstant('2026-03-09', '09:00', newYork)).toBe('2026-03-09T13:00:00.000Z');
    expect(zonedInstant('2026-10-30', '09:00', newYork)).toBe('2026-10-30T13:00:00.000Z');
    expect(zonedInstant('2026-11-02', '09:00', newYork)).toBe('2026-11-02T14:00:00.000Z');
    expect(zonedSlot(zonedInstant('2026-03-09', '09:00', newYork)!, newYork)).toEqual({ date: '2026-03-09', time: '09:00' });
  });

  it('refuses what is not a day and a time', () => {
    expect(zonedInstant('2026-3-9', '09:00', newYork)).toBeNull();
    expect(zonedInstant('2026-03-09', '9:00', newYork)).toBeNull();
    expect(zonedInstant('2026-02-30', '09:00', newYork)).toBeNull();
    expect(zonedInstant('2026-03-09', '24:00', newYork)).toBeNull();
    expect(zonedSlot('not a time', newYork)).toBeNull();
  });

  it('formats, tells today and counts minutes in the zone', () => {
    expect(formatZoned('2026-11-24T15:05:00Z', newYork, 'h:mm a')).toBe('10:05 AM');
    expect(zonedToday(newYork, new Date('2026-11-25T02:00:00Z'))).toBe('2026-11-24');
    expect(minutesBetween('2026-11-24T15:00:00Z', '2026-11-24T15:23:00Z')).toBe(23);
  });
});

describe('the practice wall clock', () => {
  it('draws 9:00 in New York at 9:00 on either side of a daylight-saving change', () => {
    // The week of 2026-03-08: EST (UTC−5) before the Sunday, EDT (UTC−4) from it.
    expect(toWallClock('2026-03-06T14:00:00Z', newYork).toISOString()).toBe('2026-03-06T09:00:00.000Z');
    expect(toWallClock('2026-03-09T13:00:00Z', newYork).toISOString()).toBe('2026-03-09T09:00:00.000Z');
    // The week of 2026-11-01, back to EST.
    expect(toWallClock('2026-10-30T13:00:00Z', newYork).toISOString()).toBe('2026-10-30T09:00:00.000Z');
    expect(toWallClock('2026-11-02T14:00:00Z', newYork).toISOString()).toBe('2026-11-02T09:00:00.000Z');
  });

  it('reads a dropped wall-clock time back as the instant of that practice time', () => {
    expect(fromWallClock(new Date('2026-03-09T09:00:00Z'), newYork)).toBe('2026-03-09T13:00:00.000Z');
    expect(fromWallClock(new Date('2026-03-06T09:00:00Z'), newYork)).toBe('2026-03-06T14:00:00.000Z');
    expect(fromWallClock(new Date('2026-11-24T15:30:00Z'), 'UTC')).toBe('2026-11-24T15:30:00.000Z');
  });

  it('goes there and back unchanged for every hour of a week across the change', () => {
    for (let hour = 0; hour < 7 * 24; hour += 1) {
      const instant = new Date(Date.UTC(2026, 2, 5, 0) + hour * 3_600_000).toISOString();
      expect(fromWallClock(toWallClock(instant, newYork), newYork)).toBe(instant);
    }
  });

  it('starts a practice day at its local midnight, whatever the offset that day', () => {
    expect(dayStart('2026-03-08', newYork)).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStart('2026-03-09', newYork)).toBe('2026-03-09T04:00:00.000Z');
    expect(dayStart('2026-11-24', 'Asia/Kolkata')).toBe('2026-11-23T18:30:00.000Z');
  });
});
