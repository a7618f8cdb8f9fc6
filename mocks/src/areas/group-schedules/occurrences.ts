// The meetings of a group schedule: every chosen weekday between its dates (every other week for Biweekly, counted
// in whole weeks from the start date's week), and the units one meeting bills (the appointments' unit rule).
import { shiftDays, weekdayOf } from '../../kit/dates.js';
import { minutesOf } from '../appointments/clock.js';
import { unitsFor } from '../appointments/units.js';
import type { GroupSchedule } from './schedule.js';

export function unitsPerMeeting(schedule: Pick<GroupSchedule, 'start_time' | 'end_time'>): number {
  return unitsFor(minutesOf(schedule.end_time) - minutesOf(schedule.start_time));
}

type Dates = Pick<GroupSchedule, 'days' | 'start_date' | 'end_date' | 'recurrence_type'>;

/** The meeting days (YYYY-MM-DD) from `from` (the start date when earlier or absent) to the end date. */
export function meetingDays(schedule: Dates, from?: string): string[] {
  const days = new Set(schedule.days);
  const first = from && from > schedule.start_date ? from : schedule.start_date;
  // Weeks are counted from the Sunday of the start date's week.
  const weekZero = shiftDays(schedule.start_date, -weekdayOf(schedule.start_date));
  const out: string[] = [];
  for (let day = weekZero, index = 0; day <= schedule.end_date; day = shiftDays(day, 1), index += 1) {
    if (day < first || !days.has(weekdayOf(day))) continue;
    if (schedule.recurrence_type === 'Biweekly' && Math.floor(index / 7) % 2 === 1) continue;
    out.push(day);
  }
  return out;
}
