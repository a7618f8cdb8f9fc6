import { describe, expect, it } from 'vitest';
import { durationOf, eventTimeMessages, eventTimeProblems } from './eventTimes';

const zone = 'America/New_York';
// 2026-11-24 10:00 in New York.
const now = new Date('2026-11-24T15:00:00Z');

describe('the reschedule form of a workflow event', () => {
  it('takes a later day, or later today, with an end after the start', () => {
    expect(eventTimeProblems({ date: '2026-11-25', startTime: '09:00', endTime: '09:45' }, zone, now)).toEqual({});
    expect(eventTimeProblems({ date: '2026-11-24', startTime: '10:30', endTime: '11:00' }, zone, now)).toEqual({});
    expect(durationOf({ startTime: '09:00', endTime: '10:15' })).toBe(75);
  });

  it('refuses a time already past in the practice zone, whatever the browser reads', () => {
    expect(eventTimeProblems({ date: '2026-11-24', startTime: '09:59', endTime: '11:00' }, zone, now)).toEqual({ startTime: eventTimeMessages.past });
    expect(eventTimeProblems({ date: '2026-11-20', startTime: '12:00', endTime: '13:00' }, zone, now).startTime).toBe(eventTimeMessages.past);
  });

  it('refuses an end at or before the start', () => {
    expect(eventTimeProblems({ date: '2026-11-25', startTime: '10:00', endTime: '10:00' }, zone, now)).toEqual({ endTime: eventTimeMessages.order });
    expect(eventTimeProblems({ date: '2026-11-25', startTime: '10:00', endTime: '09:00' }, zone, now)).toEqual({ endTime: eventTimeMessages.order });
  });

  it('names a missing or unreal day and time beside their fields', () => {
    expect(eventTimeProblems({ date: '2026-02-30', startTime: '', endTime: '25:00' }, zone, now)).toEqual({
      date: eventTimeMessages.date,
      startTime: eventTimeMessages.startTime,
      endTime: eventTimeMessages.endTime,
    });
  });
});
