// Is a person free on a date from one time to another (user/check-availability)? Free when the range lies inside one
// of their slots for that weekday and no session of theirs (scheduled or held) overlaps it; otherwise busy, with the
// reason a scheduler needs.
import type { Db } from '../../db/index.js';
import { weekdayOf } from '../../kit/dates.js';
import { byDayAndStart, slotRange, weekdayNames } from '../../kit/weekly-slots.js';
import type { StudentSession } from '../student-sessions/index.js';
import type { UserAvailabilitySlot } from './seed.js';

export interface AvailabilityCheck {
  user_id: number;
  date: string;
  start_time: string;
  end_time: string;
  day_of_week: number;
  available: boolean;
  reason: string;
  /** The person's slots on that weekday. */
  slots: UserAvailabilitySlot[];
}

/** Sessions that take a person's time: not cancelled, not missed. */
const busyStatuses = new Set(['Scheduled', 'Completed']);

export function checkAvailability(
  db: Db,
  week: readonly UserAvailabilitySlot[],
  request: { userId: number; date: string; startTime: string; endTime: string },
): AvailabilityCheck {
  const { userId, date, startTime, endTime } = request;
  const day = weekdayOf(date);
  const dayName = weekdayNames[day];
  const slots = week.filter((slot) => slot.user_id === userId && slot.day_of_week === day).sort(byDayAndStart);
  const answer = (available: boolean, reason: string): AvailabilityCheck => ({
    user_id: userId,
    date,
    start_time: startTime,
    end_time: endTime,
    day_of_week: day,
    available,
    reason,
    slots,
  });
  if (slots.length === 0) return answer(false, `No availability on ${dayName}s.`);
  const within = slots.find((slot) => slot.start_time <= startTime && endTime <= slot.end_time);
  if (!within) return answer(false, `Outside ${dayName} availability (${slots.map(slotRange).join(', ')}).`);
  const sessions = db.defineTable<StudentSession>('student_sessions').active();
  const booked = sessions.find(
    (session) =>
      session.staff_id === userId &&
      session.date === date &&
      busyStatuses.has(session.status) &&
      session.start_time < endTime &&
      startTime < session.end_time,
  );
  if (booked) return answer(false, `Booked for a session ${slotRange(booked)}.`);
  return answer(true, `Within ${dayName} availability ${slotRange(within)}, no session booked.`);
}
