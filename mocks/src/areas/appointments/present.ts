// A session row as the appointment calls answer it: its fields, the instants it starts and ends (from the practice
// day and wall-clock times) and the appointment fields a row written without them lacks.
import type { StudentSession } from '../student-sessions/session.js';
import { noAppointmentDetails } from '../student-sessions/session.js';
import { instantOfSlot } from './clock.js';

export function presentAppointment(row: StudentSession) {
  return {
    ...noAppointmentDetails,
    ...row,
    starts_at: instantOfSlot(row.date, row.start_time).toISOString(),
    ends_at: instantOfSlot(row.date, row.end_time).toISOString(),
  };
}

export type PresentedAppointment = ReturnType<typeof presentAppointment>;

/** Day, then start, then id. */
export function bySlot(a: StudentSession, b: StudentSession): number {
  return a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time) || a.id - b.id;
}
