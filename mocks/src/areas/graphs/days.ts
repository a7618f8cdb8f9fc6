// The calendar days of a graph and which of them had a session: a day with a session and nothing recorded is 0, a
// day without a session is a gap (null), so the two never look alike.
import type { Db } from '../../db/index.js';
import { shiftDays } from '../../kit/dates.js';
import type { StudentSession } from '../student-sessions/index.js';

/** Sessions that did not take place leave no session day. */
const heldStatuses = new Set(['Completed', 'Scheduled']);

/** Longest range a graph draws, in days. */
export const maxGraphDays = 731;

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < maxGraphDays; day = shiftDays(day, 1)) days.push(day);
  return days;
}

/** Minutes of each day's held sessions of a student (units of 15 minutes). */
export function sessionMinutes(db: Db, studentId: number): Map<string, number> {
  const minutes = new Map<string, number>();
  for (const session of db.defineTable<StudentSession>('student_sessions').active()) {
    if (session.student_id !== studentId || !heldStatuses.has(session.status)) continue;
    minutes.set(session.date, (minutes.get(session.date) ?? 0) + session.units * 15);
  }
  return minutes;
}

/** One value per day: the day's value where one was recorded, 0 on another session day, null elsewhere. */
export function pointsOf(days: readonly string[], sessionDays: ReadonlySet<string>, values: ReadonlyMap<string, number>) {
  return days.map((date) => ({ date, value: values.get(date) ?? (sessionDays.has(date) ? 0 : null) }));
}
