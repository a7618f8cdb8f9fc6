// The week's rules as a person meets them: typed times read as HH:MM, arrow steps on the quarter hour, and every
// problem found at once beside its slot.
import { describe, expect, it } from 'vitest';
import { nextSlot, normalizeTime, problemsFromFieldErrors, stepTime, weekProblems, type EditedSlot } from './week';

const slot = (key: string, dayOfWeek: number, startTime: string, endTime: string): EditedSlot => ({
  key,
  dayOfWeek,
  startTime,
  endTime,
  location: '',
});

describe('the week', () => {
  it('reads typed times and steps them by quarter hours within the day', () => {
    expect(['9', '930', '9:30', '0915', '23:45', ' 7 '].map(normalizeTime)).toEqual(['09:00', '09:30', '09:30', '09:15', '23:45', '07:00']);
    expect(['25', '9:75', 'noon'].map(normalizeTime)).toEqual(['25', '9:75', 'noon']);
    expect([stepTime('09:10', 1), stepTime('09:10', -1), stepTime('09:00', 4), stepTime('23:45', 1), stepTime('00:00', -1), stepTime('', 1)]).toEqual(
      ['09:15', '09:00', '10:00', '23:45', '00:00', '09:00'],
    );
  });

  it('finds every problem beside its slot: format, quarter hour, end before start, overlaps within a day', () => {
    const problems = weekProblems([
      slot('a', 1, '09:00', '12:00'),
      slot('b', 1, '11:00', '13:00'),
      slot('c', 1, '12:00', '13:00'),
      slot('d', 2, '11:00', '13:00'),
      slot('e', 3, '14:00', '10:00'),
      slot('f', 4, '9am', '10:10'),
    ]);
    expect(problems).toEqual({
      b: { startTime: 'Overlaps 9:00 AM – 12:00 PM on Monday.' },
      c: { startTime: 'Overlaps 11:00 AM – 1:00 PM on Monday.' },
      e: { endTime: 'The end must be after the start.' },
      f: { startTime: 'Enter a time as HH:MM (24-hour), e.g. 09:30.', endTime: 'Use a quarter hour (:00, :15, :30 or :45).' },
    });
    expect(weekProblems([slot('a', 1, '09:00', '12:00'), slot('b', 1, '12:00', '13:00')])).toEqual({});
  });

  it('puts the API’s refusals beside the slots sent, and adds a day’s next slot after its last', () => {
    const sent = [slot('a', 1, '09:00', '12:00'), slot('b', 1, '11:00', '13:00')];
    expect(problemsFromFieldErrors(sent, { 'slots.1.startTime': 'Overlaps.', slots: 'ignored' })).toEqual({ b: { startTime: 'Overlaps.' } });
    expect(nextSlot(sent, 1, 'n')).toMatchObject({ dayOfWeek: 1, startTime: '13:00', endTime: '14:00' });
    expect(nextSlot([], 5, 'n')).toMatchObject({ dayOfWeek: 5, startTime: '09:00', endTime: '10:00' });
  });
});
