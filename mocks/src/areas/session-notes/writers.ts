// Who writes a session's note: its provider, who held the session, or the office, who may change the calendar
// (its Edit; the Super Admin holds every permission). Anyone else who sees the student reads the note, and the
// note's writes (save, sign, complete, addendum) refuse them.
import type { User } from '../../db/index.js';
import { calendarModule, holds } from '../appointments/access.js';
import type { ScheduledSession } from '../billing-schedule/sessions.js';

export function mayWriteNote(user: User, session: Pick<ScheduledSession, 'staff_id'>): boolean {
  return user.id === session.staff_id || holds(user, calendarModule, 'Edit');
}
