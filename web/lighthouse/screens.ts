// The screens audited, each with the demo user it is opened as. The data-entry screen is the note of a held session
// that a therapist (here the office administrator, who may open every note) writes after it.
import type { DemoRole } from '../e2e/setup/browser';

export interface AuditedScreen {
  name: string;
  /** The address, or how to find it with the signed-in user's token. */
  path: string | ((ask: Ask) => Promise<string>);
  /** Undefined: audited signed out. */
  role?: DemoRole;
}

/** A GraphQL call with the screen's user's session. */
export type Ask = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

const HELD_SESSIONS = `query LighthouseHeldSessions($filter: AppointmentListFilter, $page: PageInput) {
  appointmentList(filter: $filter, page: $page) { nodes { id date noteStatus } } }`;

/** The first held session before today whose note is still to be written. */
async function noteToWrite(ask: Ask, today: string): Promise<string> {
  const { appointmentList } = await ask<{ appointmentList: { nodes: { id: string; date: string; noteStatus: string }[] } }>(HELD_SESSIONS, {
    filter: { to: today, statuses: ['Completed'] },
    page: { perPage: 50 },
  });
  const held = appointmentList.nodes.find((row) => row.date < today && row.noteStatus !== 'Signed');
  if (!held) throw new Error('The stand-in has no held session with a note to write.');
  return `/session-note/${held.id}`;
}

export function auditedScreens(today: string): AuditedScreen[] {
  return [
    { name: 'Sign-in', path: '/' },
    { name: 'Dashboard', path: '/dashboard', role: 'Office administrator' },
    { name: 'Student list', path: '/student', role: 'Office administrator' },
    { name: 'Calendar', path: '/calendar', role: 'Office administrator' },
    { name: 'Staff list', path: '/staff', role: 'Super Admin' },
    { name: 'Session note', path: (ask) => noteToWrite(ask, today), role: 'Office administrator' },
  ];
}
