// Supervision: a session of a supervision service (its session type Supervision, or a service named so) joins the
// sessions it overlaps at its location: the supervising BCBA sits in on a technician's session. So a supervision and
// a session that is not one may share their student and location at the same time; two of either kind may not.
import type { Db, User } from '../../db/index.js';
import { namesOf } from '../staff/relations.js';
import type { StudentSession } from '../student-sessions/session.js';
import { relatedNames } from '../students/related.js';
import { sessionTypesTable } from './session-types.js';

/** Staff titles (user groups) of those who may supervise, and of the technicians who must be supervised. */
export const supervisorTitles: ReadonlySet<string> = new Set(['BCBA', 'BCBA-D', 'BCaBA']);
export const technicianTitles: ReadonlySet<string> = new Set(['RBT', 'Lead RBT']);

export type SessionKind = Pick<StudentSession, 'service_id'> & { session_type_id?: number | null };

/** Whether a session (a row or a booking) is a supervision, by its session type or its service's name. */
export function supervisionRule(db: Db): (session: SessionKind) => boolean {
  const services = relatedNames(db, 'services');
  const supervisionTypes = new Set(
    sessionTypesTable(db)
      .active()
      .filter((type) => type.name === 'Supervision')
      .map((type) => type.id),
  );
  return (session) =>
    (session.session_type_id != null && supervisionTypes.has(session.session_type_id)) || /supervis/i.test(services.get(session.service_id) ?? '');
}

/** The staff title's name of each user, by id. */
export function titleRule(db: Db): (user: Pick<User, 'title_id'>) => string | undefined {
  const titles = namesOf(db, 'user_groups');
  return (user) => (user.title_id == null ? undefined : titles.get(user.title_id));
}
