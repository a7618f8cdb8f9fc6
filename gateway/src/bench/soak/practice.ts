// Who signs in and what the practice holds: the soak's variables come from the stand-in's own data, read through the
// gateway with the same listed operations before the load starts (a caseload, a week of sessions, notes, behaviours,
// messages, staff), so that every request the load sends is one the API accepts.
import { today as practiceToday } from '../../dates/dates.js';
import { graphql, signIn } from '../clients.js';
import type { Target } from '../load.js';
import { listed } from './listed.js';

export type Role = 'Super Admin' | 'Office administrator' | 'Therapist' | 'Parent';

export interface Caller {
  role: Role;
  token: string;
  userId: string;
}

export interface NoteWrite {
  sessionId: string;
  /** A free-text answer of the note's template, which a save may change. */
  key: string;
}

export interface Practice {
  today: string;
  /** Sunday to Saturday of this week, as the calendar's week view asks for it. */
  week: { from: string; to: string };
  /** The dashboard's first day of unsigned notes (14 days back). */
  notesSince: string;
  /** Students on the first pages an administrator sees, and the therapist's caseload. */
  students: Record<'office' | 'therapist', string[]>;
  /** Staff members on the staff list's first page. */
  staff: string[];
  /** Completed sessions whose note each side may open: the practice's, the therapist's own. */
  sessions: Record<'office' | 'therapist', string[]>;
  /** The therapist's notes still in draft, with an answer a save may write. */
  noteWrites: NoteWrite[];
  /** The therapist's students with their behaviours (the data entry screen's rows). */
  behaviors: { studentId: string; behaviorIds: string[] }[];
  /** Conversations in each role's inbox. */
  messages: Partial<Record<Role, string[]>>;
}

/** YYYY-MM-DD of a day moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const isOffice = (role: Role) => role === 'Super Admin' || role === 'Office administrator';

/** Signs in as the demo user of each role (once per entry: several tokens of one role are several devices). */
export async function signInAll(gateway: Target, roles: readonly Role[]): Promise<Caller[]> {
  const callers: Caller[] = [];
  for (const role of roles) {
    const token = await signIn(gateway, role);
    const { data } = await graphql<{ me: { id: string } }>(gateway, listed('ProfileMenuUser'), token);
    callers.push({ role, token, userId: data.me.id });
  }
  return callers;
}

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

function nonEmpty<T>(what: string, list: T[]): T[] {
  if (list.length === 0) throw new Error(`the stand-in has no ${what} for the soak`);
  return list;
}

interface Appointment {
  id: string;
  status: string;
}

/** Reads the practice's data as the screens show it, once, before the load. */
export async function readPractice(gateway: Target, callers: readonly Caller[]): Promise<Practice> {
  const first = (role: Role) => {
    const caller = callers.find((entry) => entry.role === role);
    if (!caller) throw new Error(`the soak signs in no ${role}`);
    return caller.token;
  };
  const office = first('Office administrator');
  const therapist = first('Therapist');
  const ask = async <T>(token: string, name: string, variables: Record<string, unknown> = {}) =>
    (await graphql<T>(gateway, listed(name, variables), token)).data;

  const { practiceTimeZone } = await ask<{ practiceTimeZone: string }>(office, 'PracticeTimeZone');
  const today = practiceToday(practiceTimeZone);
  const sunday = addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
  const week = { from: sunday, to: addDays(sunday, 6) };

  type StudentPage = { page: { nodes: { id: string }[] } };
  const officeStudents: string[] = [];
  for (const page of [1, 2, 3])
    officeStudents.push(...ids((await ask<StudentPage>(office, 'StudentList', { page: { page, perPage: 50 } })).page.nodes));
  const caseload = ids((await ask<StudentPage>(therapist, 'StudentList', { page: { page: 1, perPage: 50 } })).page.nodes);
  const staff = ids((await ask<{ page: { nodes: { id: string }[] } }>(office, 'StaffMemberList', { page: { page: 1, perPage: 50 } })).page.nodes);

  // Completed sessions of this week and the one before: their notes exist or are started on first opening.
  const completed = async (token: string) => {
    const found: string[] = [];
    for (const from of [addDays(week.from, -7), week.from]) {
      const { appointments } = await ask<{ appointments: Appointment[] }>(token, 'CalendarAppointments', { filter: { from, to: addDays(from, 6) } });
      found.push(...appointments.filter((entry) => entry.status === 'Completed').map((entry) => entry.id));
    }
    return found;
  };
  const therapistSessions = nonEmpty("therapist's completed sessions", await completed(therapist));
  const officeSessions = nonEmpty('completed sessions', (await completed(office)).slice(0, 60));

  const noteWrites: NoteWrite[] = [];
  for (const sessionId of therapistSessions) {
    type Note = { sessionNote: { status: string; canWrite: boolean; fields: { key: string; kind: string }[] } };
    const { sessionNote } = await ask<Note>(therapist, 'SessionNote', { sessionId });
    const field = sessionNote.fields.find((entry) => entry.kind === 'TEXTAREA');
    if (sessionNote.status === 'DRAFT' && sessionNote.canWrite && field) noteWrites.push({ sessionId, key: field.key });
  }

  const behaviors: Practice['behaviors'] = [];
  for (const studentId of caseload) {
    const rows = (await ask<{ behaviors: { id: string; status: string }[] }>(therapist, 'DataEntryBehaviors', { studentId })).behaviors;
    const active = rows.filter((row) => row.status === 'Active');
    if (active.length > 0) behaviors.push({ studentId, behaviorIds: ids(active) });
  }

  const messages: Practice['messages'] = {};
  for (const caller of callers) {
    if (messages[caller.role]) continue;
    const inbox = await ask<{ page: { nodes: { id: string }[] } }>(caller.token, 'MessageInbox', { page: { page: 1, perPage: 50 } });
    messages[caller.role] = ids(inbox.page.nodes);
  }

  return {
    today,
    week,
    notesSince: addDays(today, -14),
    students: { office: nonEmpty('students', officeStudents), therapist: nonEmpty("therapist's students", caseload) },
    staff: nonEmpty('staff', staff),
    sessions: { office: officeSessions, therapist: therapistSessions },
    noteWrites: nonEmpty("therapist's draft notes", noteWrites),
    behaviors: nonEmpty("behaviours on the therapist's students", behaviors),
    messages,
  };
}
