// How a schedule reads in the list, and which filters reach the API.
import { describe, expect, it } from 'vitest';
import { groupScheduleFilters } from './GroupScheduleFilters';
import { meetingTimes } from './schedule';

describe('meeting times', () => {
  it('names the days in order with the times, and how often when not weekly', () => {
    expect(meetingTimes({ days: [1, 3], startTime: '15:30', endTime: '16:30', recurrenceType: 'Weekly' })).toBe('Mon, Wed 3:30 PM – 4:30 PM');
    expect(meetingTimes({ days: [5], startTime: '16:00', endTime: '17:30', recurrenceType: 'Biweekly' })).toBe(
      'Fri 4:00 PM – 5:30 PM, every 2 weeks',
    );
  });
});

describe('the list filters', () => {
  it('send a student and a recurrence type, and leave out what the API would refuse', () => {
    expect(groupScheduleFilters.variables({ student: '12', recurrence: 'Biweekly' })).toEqual({
      filter: { students: ['12'], recurrenceType: 'Biweekly' },
    });
    expect(groupScheduleFilters.variables({ student: 'x', recurrence: 'Daily' })).toEqual({});
    expect(groupScheduleFilters.variables({})).toEqual({});
  });
});
