// A calendar event step's new day and times as the reschedule form checks them before sending: a real day, times as
// HH:MM, not already past in the practice's zone, and an end after the start (the length sent is end minus start).
import { isCalendarDate } from '../../dates/calendar';
import { minutesOf } from '../../dates/timeOfDay';
import { zonedInstant } from '../../dates/zoned';

export interface EventTimes {
  date: string;
  startTime: string;
  endTime: string;
}

export const eventTimeMessages = {
  date: 'Give the day as a real date.',
  startTime: 'Give a start time (HH:MM).',
  endTime: 'Give an end time (HH:MM).',
  past: 'Choose a day and time that has not passed yet.',
  order: 'The end must be after the start.',
} as const;

/** Minutes from the start to the end, both HH:MM of one day (checked first: not a time counts as midnight). */
export function durationOf(times: Pick<EventTimes, 'startTime' | 'endTime'>): number {
  return (minutesOf(times.endTime) ?? 0) - (minutesOf(times.startTime) ?? 0);
}

/** The problems of the form's values keyed by field; none when it may be sent. */
export function eventTimeProblems(times: EventTimes, zone: string, now: Date = new Date()): Partial<Record<keyof EventTimes, string>> {
  const found: Partial<Record<keyof EventTimes, string>> = {};
  if (!isCalendarDate(times.date)) found.date = eventTimeMessages.date;
  if (minutesOf(times.startTime) === null) found.startTime = eventTimeMessages.startTime;
  if (minutesOf(times.endTime) === null) found.endTime = eventTimeMessages.endTime;
  if (found.date || found.startTime) return found;
  const starts = zonedInstant(times.date, times.startTime, zone);
  if (starts && new Date(starts).getTime() < now.getTime()) found.startTime = eventTimeMessages.past;
  if (!found.endTime && durationOf(times) <= 0) found.endTime = eventTimeMessages.order;
  return found;
}
