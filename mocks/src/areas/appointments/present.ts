// A session row as the appointment calls answer it: its fields, the instants it starts and ends (from the practice
// day and wall-clock times), its verification (a family's older summary read as the parent's signature, as signing
// reads it) and the appointment fields a row written without them lacks.
import type { StudentSession } from '../student-sessions/session.js';
import { noAppointmentDetails } from '../student-sessions/session.js';
import { nowMs } from '../../kit/clock.js';
import { verificationOf } from '../session-signatures/verification.js';
import { instantOfSlot } from './clock.js';
import { holdsSlot } from './tables.js';

/**
 * A note is missing only once its session has ended: before then it is not due, and a session that was not held
 * (cancelled, no show) has no note to write.
 */
export function noteStatusOf(row: Pick<StudentSession, 'date' | 'end_time' | 'status' | 'note_status'>): string {
  if (row.note_status !== 'Missing') return row.note_status;
  if (!holdsSlot(row)) return 'None';
  return instantOfSlot(row.date, row.end_time).getTime() > nowMs() ? 'Not due' : 'Missing';
}

export function presentAppointment(row: StudentSession) {
  return {
    ...noAppointmentDetails,
    ...row,
    note_status: noteStatusOf(row),
    verification: verificationOf(row),
    starts_at: instantOfSlot(row.date, row.start_time).toISOString(),
    ends_at: instantOfSlot(row.date, row.end_time).toISOString(),
  };
}

export type PresentedAppointment = ReturnType<typeof presentAppointment>;

/** Day, then start, then id. */
export function bySlot(a: StudentSession, b: StudentSession): number {
  return a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time) || a.id - b.id;
}
