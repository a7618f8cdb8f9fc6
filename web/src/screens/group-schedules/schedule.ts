// How a group schedule reads: its weekdays by name, its times and its repetition.
import { readableTimeRange } from '../../dates/timeOfDay';

export const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const recurrenceLabels: Record<string, string> = { Weekly: 'Weekly', Biweekly: 'Every 2 weeks' };

/** The recurrence types as a select offers them. */
export const recurrenceOptions = Object.entries(recurrenceLabels).map(([value, label]) => ({ value, label }));

/** "Mon, Wed 3:30 PM – 4:30 PM", and how often when not every week: "Fri 4:00 PM – 5:30 PM, every 2 weeks". */
export function meetingTimes(schedule: { days: readonly number[]; startTime: string; endTime: string; recurrenceType: string }): string {
  const days = schedule.days.map((day) => weekdays[day]?.slice(0, 3) ?? String(day)).join(', ');
  const often =
    schedule.recurrenceType === 'Weekly' ? '' : `, ${(recurrenceLabels[schedule.recurrenceType] ?? schedule.recurrenceType).toLowerCase()}`;
  return `${days} ${readableTimeRange(schedule.startTime, schedule.endTime)}${often}`;
}
