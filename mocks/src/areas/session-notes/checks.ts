// The checks made when a note is signed and again when it is completed. Another session of the same student at an
// overlapping time blocks completion: the student cannot have been in both, so one of the two records is wrong and
// is fixed first. Units over what the authorization has left and a session without an authorization are warnings:
// the session took place and its note is the clinical record, so it is completed once the signer confirms having
// seen them (billing then holds the session back).
import type { Db } from '../../db/index.js';
import { authorizationTables } from '../student-authorizations/index.js';
import { burndown, type Burndown } from '../appointments/authorization.js';
import { sessionTable, type ScheduledSession } from '../billing-schedule/sessions.js';
import { clockRange, usDate } from '../../kit/dates.js';

export type CheckKind = 'overlap' | 'units_over' | 'no_authorization';

export interface NoteCheck {
  kind: CheckKind;
  message: string;
  blocking: boolean;
}

const unheld = new Set(['Cancelled', 'No Show']);

function minutes(time: string): number {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
}

/** The session's authorization when it covers the session's day (and is approved), and its figures without it. */
export function standingOf(db: Db, session: ScheduledSession): Burndown | undefined {
  if (session.authorization_id === null) return undefined;
  const authorization = authorizationTables(db).authorizations.find(session.authorization_id);
  if (!authorization || authorization.status !== 'Approved' || session.date < authorization.start_date || session.date > authorization.end_date)
    return undefined;
  return burndown(authorization, sessionTable(db).active(), new Set([session.id]));
}

export function checksOf(db: Db, session: ScheduledSession): NoteCheck[] {
  const checks: NoteCheck[] = [];
  const start = minutes(session.start_time);
  const end = minutes(session.end_time);
  const overlapping = sessionTable(db)
    .active()
    .filter((other) => other.id !== session.id && other.student_id === session.student_id && other.date === session.date && !unheld.has(other.status))
    .filter((other) => minutes(other.start_time) < end && start < minutes(other.end_time));
  for (const other of overlapping) {
    checks.push({
      kind: 'overlap',
      blocking: true,
      message: `Overlaps another session of the student on ${usDate(other.date)}, ${clockRange(other.start_time, other.end_time)} (session ${other.id}).`,
    });
  }
  const standing = standingOf(db, session);
  if (!standing) {
    checks.push({
      kind: 'no_authorization',
      blocking: false,
      message: `No approved authorization covers ${usDate(session.date)} for this service; the session cannot be billed until one does.`,
    });
  } else if (session.units > standing.units_remaining) {
    checks.push({
      kind: 'units_over',
      blocking: false,
      message: `The session's ${session.units} units are more than the ${standing.units_remaining} units authorization ${standing.authorization_number} has left.`,
    });
  }
  return checks;
}
