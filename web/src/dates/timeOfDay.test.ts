// Times as a person reads them: the API's 24-hour HH:mm (or HH:mm:ss) on a 12-hour clock with AM or PM.
import { describe, expect, it } from 'vitest';
import { minutesOf, readableTime, readableTimeRange } from './timeOfDay';

describe('readableTime', () => {
  it('writes midnight, noon and the hours around them on a 12-hour clock', () => {
    expect(['00:05', '08:30', '11:59', '12:00', '13:15', '23:45:00'].map(readableTime)).toEqual([
      '12:05 AM',
      '8:30 AM',
      '11:59 AM',
      '12:00 PM',
      '1:15 PM',
      '11:45 PM',
    ]);
  });

  it('shows what is not a time of day as it came', () => {
    expect(readableTime('25:00')).toBe('25:00');
    expect(readableTime('')).toBe('');
  });

  it('joins a start and an end with a spaced dash', () => {
    expect(readableTimeRange('08:30', '10:30')).toBe('8:30 AM – 10:30 AM');
  });
});

describe('minutesOf', () => {
  it('reads HH:mm only', () => {
    expect(minutesOf('08:30')).toBe(510);
    expect(minutesOf('08:30:00')).toBeNull();
    expect(minutesOf('8:30')).toBeNull();
  });
});
