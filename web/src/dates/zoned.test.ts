// The practice's zone decides the day and the hour, whatever the browser's; a week across a daylight-saving change
// keeps 09:00 at 09:00 on both sides of it.
import { describe, expect, it } from 'vitest';
import { formatZoned, minutesBetween, zonedInstant, zonedSlot, zonedToday } from './zoned';

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
    expect(zonedSlot(zonedInstant('2026-03-09', '09:00', newYork), newYork)).toEqual({ date: '2026-03-09', time: '09:00' });
  });

  it('refuses what is not a day and a time', () => {
    expect(() => zonedInstant('2026-3-9', '09:00', newYork)).toThrow(RangeError);
    expect(() => zonedInstant('2026-03-09', '9:00', newYork)).toThrow(RangeError);
  });

  it('formats, tells today and counts minutes in the zone', () => {
    expect(formatZoned('2026-11-24T15:05:00Z', newYork, 'h:mm a')).toBe('10:05 AM');
    expect(zonedToday(newYork, new Date('2026-11-25T02:00:00Z'))).toBe('2026-11-24');
    expect(minutesBetween('2026-11-24T15:00:00Z', '2026-11-24T15:23:00Z')).toBe(23);
  });
});
