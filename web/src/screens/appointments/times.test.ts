// The form's wall clock in the practice's zone, whatever the browser's: days and times become the instants they name
// there (across a daylight-saving change too), and a calendar slot's address reads back as the practice's day and time.
import { describe, expect, it } from 'vitest';
import { bookingStartOf } from './address';
import { instantOf, wallOf } from './times';

const zone = 'America/New_York';

describe('the booking’s wall clock', () => {
  it('reads 09:00 in the practice’s zone on both sides of the spring change', () => {
    expect(instantOf('2026-03-07', '09:00', zone)).toBe('2026-03-07T14:00:00.000Z');
    expect(instantOf('2026-03-09', '09:00', zone)).toBe('2026-03-09T13:00:00.000Z');
    expect(wallOf('2026-03-09T13:00:00.000Z', zone)).toEqual({ date: '2026-03-09', time: '09:00' });
  });

  it('refuses days and times that are not real ones', () => {
    expect(instantOf('2026-02-30', '09:00', zone)).toBeNull();
    expect(instantOf('2026-03-09', '24:00', zone)).toBeNull();
  });

  it('takes a slot’s instants or wall-clock times and its people from the address', () => {
    const fromInstants = bookingStartOf(new URLSearchParams('start=2026-11-02T14:30:00.000Z&end=2026-11-02T15:30:00.000Z&staffId=4&studentId=9'), zone);
    expect(fromInstants).toMatchObject({ date: '2026-11-02', startTime: '09:30', endTime: '10:30', staffId: '4', studentId: '9' });
    expect(bookingStartOf(new URLSearchParams('start=2026-12-01T09:00&end=2026-12-01T10:00'), zone)).toMatchObject({ date: '2026-12-01', startTime: '09:00', endTime: '10:00' });
    expect(bookingStartOf(new URLSearchParams('start=not-a-day'), zone).date).toBeUndefined();
  });
});
