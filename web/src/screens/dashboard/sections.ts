// Which sections a person's dashboard asks for. A section is shown where the person may open the screen it leads to
// (the route guard's own decision), so the dashboard never asks for what the API would refuse them. The practice's
// appointments and authorizations are an administrator's view; anyone else sees their own.
import { guardRedirect } from '../../layout/guard';
import { protectedMetaFor } from '../../routes';
import { isSuperAdmin, type Session } from '../../session';
import { addCalendarDays } from '../../dates/calendar';
import type { DashboardQueryVariables } from '../../gql/graphql';

/** The screens the sections lead to; each section is asked for only where its screen may be opened. */
export const sectionLinks = {
  appointments: '/calendar',
  notes: '/appointment-list',
  authorizations: '/student',
  queue: '/sessions-queue',
  staff: '/staff',
  students: '/student',
  documents: '/profile',
  messages: '/inbox',
  coverage: '/eligibility-checks',
  workflows: '/workflows',
  supervision: '/supervision',
} as const;

/** Longer lists show their first rows here and the rest on their own screen. */
export const SHOWN_ROWS = 8;

/** Notes of completed sessions from this many days back are listed while unsigned. */
export const NOTES_LOOKBACK_DAYS = 14;

export function isAdministrator(session: Pick<Session, 'userType'>): boolean {
  return isSuperAdmin(session) || session.userType === 'Office Administrator';
}

export function mayOpen(session: Session, path: string): boolean {
  return guardRedirect(session, protectedMetaFor(path)) === null;
}

export function dashboardVariables(session: Session, today: string): DashboardQueryVariables {
  const practice = isAdministrator(session);
  const me = session.userId ?? '';
  return {
    today,
    notesSince: addCalendarDays(today, -NOTES_LOOKBACK_DAYS),
    me,
    appointmentStaff: practice ? null : [me],
    withAppointments: mayOpen(session, sectionLinks.appointments),
    withNotes: mayOpen(session, sectionLinks.notes),
    withAuthorizations: mayOpen(session, sectionLinks.authorizations),
    authorizationScope: practice ? 'PRACTICE' : 'MINE',
    shownRows: SHOWN_ROWS,
    withQueue: mayOpen(session, sectionLinks.queue),
    withStaff: practice && mayOpen(session, sectionLinks.staff),
    withStudents: mayOpen(session, sectionLinks.students),
    withMessages: mayOpen(session, sectionLinks.messages),
    withCoverage: mayOpen(session, sectionLinks.coverage),
    withWorkflows: mayOpen(session, sectionLinks.workflows),
    withSupervision: mayOpen(session, sectionLinks.supervision),
  };
}
