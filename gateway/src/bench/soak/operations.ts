// The twenty operations of the soak: what the screens a practice keeps open all day send, each with the roles whose
// permissions let them call it and a weight (how often a working day sends it beside the others). Chosen from the web
// client's listed operations by the screens of a practice's day: the shell on every page (profile menu, document
// notice, the unread badge), the dashboard, the student list and record, the calendar's week, the staff list and
// record, session notes, data entry, punch history and the inbox. The writes change what is there, never add rows:
// a note's draft is saved over itself, a day's behaviour counts are upserted, a conversation is marked read or unread.
import type { GraphQLRequest } from '../clients.js';
import { dashboardShownRows } from '../queries.js';
import { listed } from './listed.js';
import { isOffice, type Caller, type Practice, type Role } from './practice.js';

export type Pick = <T>(list: readonly T[]) => T;

export interface SoakOperation {
  name: string;
  screen: string;
  kind: 'read' | 'write';
  /** Relative frequency among the operations a role may call. */
  weight: number;
  roles: readonly Role[];
  request(practice: Practice, caller: Caller, pick: Pick): GraphQLRequest;
}

const everyone: readonly Role[] = ['Super Admin', 'Office administrator', 'Therapist', 'Parent'];
const staff: readonly Role[] = ['Super Admin', 'Office administrator', 'Therapist'];
const office: readonly Role[] = ['Super Admin', 'Office administrator'];

const students = (practice: Practice, caller: Caller) => (isOffice(caller.role) ? practice.students.office : practice.students.therapist);

/** The dashboard's sections as its screen asks for them: the practice's for the office, one's own otherwise. */
function dashboardVariables(practice: Practice, caller: Caller): Record<string, unknown> {
  const practiceWide = isOffice(caller.role);
  const therapist = caller.role === 'Therapist';
  return {
    today: practice.today,
    notesSince: practice.notesSince,
    me: caller.userId,
    appointmentStaff: practiceWide ? null : [caller.userId],
    withAppointments: practiceWide || therapist,
    withNotes: practiceWide || therapist,
    withAuthorizations: practiceWide || therapist,
    authorizationScope: practiceWide ? 'PRACTICE' : 'MINE',
    shownRows: dashboardShownRows,
    withQueue: practiceWide,
    withStaff: practiceWide,
    withStudents: practiceWide || therapist,
    withMessages: true,
    withCoverage: practiceWide,
    withWorkflows: practiceWide,
    withSupervision: practiceWide,
  };
}

let noteEdits = 0;

export const soakOperations: readonly SoakOperation[] = [
  {
    name: 'ProfileMenuUser',
    screen: 'every page (profile menu)',
    kind: 'read',
    weight: 3,
    roles: everyone,
    request: () => listed('ProfileMenuUser'),
  },
  {
    name: 'DocumentNotification',
    screen: 'every page (pending documents notice)',
    kind: 'read',
    weight: 3,
    roles: everyone,
    request: () => listed('DocumentNotification'),
  },
  {
    name: 'UnreadMessageCount',
    screen: 'every page (inbox badge)',
    kind: 'read',
    weight: 4,
    roles: everyone,
    request: () => listed('UnreadMessageCount'),
  },
  {
    name: 'Dashboard',
    screen: 'dashboard',
    kind: 'read',
    weight: 3,
    roles: everyone,
    request: (practice, caller) => listed('Dashboard', dashboardVariables(practice, caller)),
  },
  {
    name: 'StudentList',
    screen: 'student list (50 rows)',
    kind: 'read',
    weight: 4,
    roles: staff,
    request: (practice, caller, pick) =>
      listed('StudentList', { page: { page: isOffice(caller.role) ? pick([1, 2, 3]) : 1, perPage: 50 }, filter: {} }),
  },
  {
    name: 'StudentFilterOptions',
    screen: 'student list (filters)',
    kind: 'read',
    weight: 2,
    roles: staff,
    request: () => listed('StudentFilterOptions'),
  },
  {
    name: 'StudentHeader',
    screen: 'student record (header)',
    kind: 'read',
    weight: 4,
    roles: staff,
    request: (practice, caller, pick) => listed('StudentHeader', { id: pick(students(practice, caller)) }),
  },
  {
    name: 'StudentProfile',
    screen: 'student record (profile)',
    kind: 'read',
    weight: 3,
    roles: staff,
    request: (practice, caller, pick) => listed('StudentProfile', { id: pick(students(practice, caller)) }),
  },
  {
    name: 'CalendarAppointments',
    screen: "calendar week (the practice's, or one's own)",
    kind: 'read',
    weight: 4,
    roles: staff,
    request: (practice) => listed('CalendarAppointments', { filter: practice.week }),
  },
  {
    name: 'CalendarFilterOptions',
    screen: 'calendar week (filters)',
    kind: 'read',
    weight: 2,
    roles: staff,
    request: () => listed('CalendarFilterOptions'),
  },
  {
    name: 'StaffMemberList',
    screen: 'staff list (50 rows)',
    kind: 'read',
    weight: 2,
    roles: office,
    request: () => listed('StaffMemberList', { page: { page: 1, perPage: 50 } }),
  },
  {
    name: 'StaffMemberRecord',
    screen: 'staff record',
    kind: 'read',
    weight: 2,
    roles: office,
    request: (practice, _caller, pick) => listed('StaffMemberRecord', { id: pick(practice.staff) }),
  },
  {
    name: 'PunchHistory',
    screen: 'time punch (a staff member’s history)',
    kind: 'read',
    weight: 2,
    roles: office,
    request: (practice, _caller, pick) => listed('PunchHistory', { userId: pick(practice.staff) }),
  },
  {
    name: 'SessionNote',
    screen: 'session note',
    kind: 'read',
    weight: 3,
    roles: staff,
    request: (practice, caller, pick) =>
      listed('SessionNote', { sessionId: pick(isOffice(caller.role) ? practice.sessions.office : practice.sessions.therapist) }),
  },
  {
    name: 'SaveSessionNote',
    screen: "session note (the draft's autosave)",
    kind: 'write',
    weight: 3,
    roles: ['Therapist'],
    request: (practice, _caller, pick) => {
      const note = pick(practice.noteWrites);
      noteEdits = (noteEdits + 1) % 10;
      return listed('SaveSessionNote', {
        input: { sessionId: note.sessionId, answers: [{ key: note.key, value: `Session ran as planned (draft ${noteEdits}).` }] },
      });
    },
  },
  {
    name: 'DataEntryBehaviors',
    screen: 'data entry (behaviours)',
    kind: 'read',
    weight: 2,
    roles: staff,
    request: (practice, _caller, pick) => listed('DataEntryBehaviors', { studentId: pick(practice.behaviors).studentId }),
  },
  {
    name: 'SkillTargets',
    screen: 'data entry (skill targets)',
    kind: 'read',
    weight: 2,
    roles: staff,
    request: (practice, _caller, pick) => listed('SkillTargets', { studentId: pick(practice.behaviors).studentId }),
  },
  {
    name: 'RecordBehaviorData',
    screen: "data entry (today's behaviour counts)",
    kind: 'write',
    weight: 3,
    roles: staff,
    request: (practice, _caller, pick) => {
      const student = pick(practice.behaviors);
      return listed('RecordBehaviorData', {
        studentId: student.studentId,
        date: practice.today,
        entries: [{ behaviorId: pick(student.behaviorIds), frequency: pick([0, 1, 2, 3, 4, 5]) }],
      });
    },
  },
  {
    name: 'MessageInbox',
    screen: 'inbox',
    kind: 'read',
    weight: 2,
    roles: everyone,
    request: () => listed('MessageInbox', { page: { page: 1, perPage: 50 } }),
  },
  {
    name: 'MarkMessage',
    screen: 'inbox (mark read or unread)',
    kind: 'write',
    weight: 1,
    roles: staff,
    request: (practice, caller, pick) =>
      listed('MarkMessage', { id: pick(practice.messages[caller.role] ?? []), input: { read: pick([true, false]) } }),
  },
];

/** The operations a role may call, each repeated by its weight: a uniform pick from it is a weighted pick. */
export function mixFor(role: Role): SoakOperation[] {
  return soakOperations
    .filter((operation) => operation.roles.includes(role))
    .flatMap((operation) => Array<SoakOperation>(operation.weight).fill(operation));
}
