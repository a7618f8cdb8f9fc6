// A calendar slot's address reads back as the practice's day and time, whatever the browser's zone.
import { describe, expect, it } from 'vitest';
import { bookingStartOf } from './address';

const zone = 'America/New_York';

describe('the booking’s address', () => {
  it('takes a slot’s instants or wall-clock times and its people from the address', () => {
    const fromInstants = bookingStartOf(
      new URLSearchParams('start=2026-11-02T14:30:00.000Z&end=2026-11-02T15:30:00.000Z&staffId=4&studentId=9'),
      zone,
    );
    expect(fromInstants).toMatchObject({ date: '2026-11-02', startTime: '09:30', endTime: '10:30', staffId: '4', studentId: '9' });
    expect(bookingStartOf(new URLSearchParams('start=2026-12-01T09:00&end=2026-12-01T10:00'), zone)).toMatchObject({
      date: '2026-12-01',
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(bookingStartOf(new URLSearchParams('start=not-a-day'), zone).date).toBeUndefined();
  });
});
