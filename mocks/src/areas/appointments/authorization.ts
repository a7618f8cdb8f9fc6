// The student's authorization for a service, burned down by what is already booked: units authorized, used (the
// units the authorization records as used by held sessions), scheduled (sessions still to come, not cancelled) and
// remaining. A cancelled session frees its units because only Scheduled rows count.
import type { Db } from '../../db/index.js';
import { today } from '../../kit/dates.js';
import type { StudentAuthorization } from '../student-authorizations/authorization.js';
import { authorizationTables } from '../student-authorizations/index.js';
import type { StudentSession } from '../student-sessions/session.js';

export interface Burndown {
  id: number;
  authorization_number: string;
  units_authorized: number;
  units_used: number;
  units_scheduled: number;
  units_remaining: number;
  start_date: string;
  end_date: string;
}

/** The student's approved authorizations (not deleted) that cover the service, latest ending first. */
export function authorizationsFor(db: Db, studentId: number, serviceId: number): StudentAuthorization[] {
  const { authorizations, services } = authorizationTables(db);
  const covered = new Set(
    services
      .active()
      .filter((row) => row.service_id === serviceId)
      .map((row) => row.authorization_id),
  );
  return authorizations
    .active()
    .filter((row) => row.student_id === studentId && row.status === 'Approved' && (row.service_id === serviceId || covered.has(row.id)))
    .sort((a, b) => b.end_date.localeCompare(a.end_date) || b.id - a.id);
}

/** The authorization whose dates hold the day. */
export function coveringAuthorization(list: readonly StudentAuthorization[], date: string): StudentAuthorization | undefined {
  return list.find((row) => row.start_date <= date && date <= row.end_date);
}

/** The figures of an authorization; rows in `exclude` (the ones being moved) do not count as scheduled. */
export function burndown(
  authorization: StudentAuthorization,
  sessions: readonly StudentSession[],
  exclude: ReadonlySet<number> = new Set(),
): Burndown {
  const from = today();
  const scheduled = sessions
    .filter((row) => row.authorization_id === authorization.id && row.status === 'Scheduled' && row.date >= from && !exclude.has(row.id))
    .reduce((sum, row) => sum + row.units, 0);
  const used = Math.min(authorization.units_used, authorization.total_units);
  return {
    id: authorization.id,
    authorization_number: authorization.authorization_number,
    units_authorized: authorization.total_units,
    units_used: used,
    units_scheduled: scheduled,
    units_remaining: Math.max(0, authorization.total_units - used - scheduled),
    start_date: authorization.start_date,
    end_date: authorization.end_date,
  };
}
