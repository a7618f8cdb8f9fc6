// The dashboard's one operation, as the web client sends it (codegen's persisted documents), against the stand-in:
// an administrator's sections answered in one request, and one area failing upstream leaving the rest of the page.
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { now, nowMs } from '../../dates/clock.js';
import { operationNamed, readManifest } from '../../protection/trusted-operations.js';
import { startStack, type Stack } from '../../test/stack.js';

const DASHBOARD = operationNamed(readManifest(join(import.meta.dirname, '../../../../web/src/gql')), 'Dashboard');

let stack: Stack;
let office: string;
let therapist: string;

beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
  therapist = await stack.signIn('Therapist');
});
afterEach(() => stack.standIn.faults.clear());
afterAll(() => stack.stop());

const today = now().toISOString().slice(0, 10);
const shownRows = 8;
const twoWeeksAgo = new Date(nowMs() - 14 * 86_400_000).toISOString().slice(0, 10);

function variables(userId: string, practice: boolean) {
  return {
    today,
    notesSince: twoWeeksAgo,
    me: userId,
    appointmentStaff: practice ? null : [userId],
    withAppointments: true,
    withNotes: true,
    withAuthorizations: true,
    authorizationScope: practice ? 'PRACTICE' : 'MINE',
    shownRows,
    // The queue is the office's: a therapist's dashboard leaves it out, as the web client's route guard does.
    withQueue: practice,
    withStaff: practice,
    withStudents: true,
    withMessages: true,
    withCoverage: practice,
    withWorkflows: true,
    withSupervision: practice,
  };
}

interface AuthorizationRow {
  id: string;
  student: { id: string; name: string } | null;
}

interface Attention {
  ending: { days: number; total: number; rows: AuthorizationRow[] }[];
  lowUnits: { total: number; rows: AuthorizationRow[] };
}

interface Board {
  today: { id: string; student: { name: string } | null }[] | null;
  toSign: { noteStatus: string }[] | null;
  authorizations: Attention | null;
  queued: { pageInfo: { total: number } } | null;
  documentNotification: { pendingFileCount: number } | null;
  staff?: { activeStaff: number; total: number; rows: { credentialAlert: { level: string; daysLeft: number } | null }[] } | null;
  activeStudents: { pageInfo: { total: number } } | null;
  unreadMessageCount?: number | null;
  coverage?: { nodes: { coverage: { active: boolean; endingSoon: boolean } | null }[] } | null;
  overdueWorkflows?: { overdueCount: number | null }[] | null;
  supervision?: { staffId: string; met: boolean }[] | null;
}

async function userIdOf(token: string): Promise<string> {
  const me = await stack.gql<{ me: { id: string } }>('{ me { id } }', {}, token);
  return me.data!.me.id;
}

describe('the dashboard operation', () => {
  it("answers every section of an administrator's dashboard in one request", async () => {
    const answer = await stack.gql<{ dashboard: Board }>(DASHBOARD, variables(await userIdOf(office), true), office);
    expect(answer.errors).toBeUndefined();
    const board = answer.data!.dashboard;
    expect(board.activeStudents!.pageInfo.total).toBeGreaterThan(0);
    // The staff card counts every active member and flags those the staff list flags.
    const staff = await stack.data<{ staffMembers: { pageInfo: { total: number }; nodes: { credentialAlert: { level: string } | null }[] } }>(
      '{ staffMembers(page: { perPage: 500 }, filter: { status: 1 }) { pageInfo { total } nodes { credentialAlert { level } } } }',
      {},
      office,
    );
    expect(board.staff!.activeStaff).toBe(staff.staffMembers.pageInfo.total);
    expect(board.staff!.total).toBe(staff.staffMembers.nodes.filter((member) => member.credentialAlert).length);
    expect(board.staff!.total).toBeGreaterThan(shownRows);
    expect(board.staff!.rows).toHaveLength(shownRows);
    const daysLeft = board.staff!.rows.map((row) => row.credentialAlert!.daysLeft);
    expect(daysLeft).toEqual([...daysLeft].sort((a, b) => a - b));
    expect(board.authorizations!.lowUnits.total).toBeGreaterThan(0);
    // Each section is what the same call answers asked on its own.
    const alone = await stack.gql<{
      queued: { pageInfo: { total: number } };
      documentNotification: { pendingFileCount: number };
      unreadMessageCount: number;
      today: { id: string }[];
      coverage: { nodes: { coverage: { active: boolean; endingSoon: boolean } | null }[] };
      overdue: { overdueCount: number | null }[];
      supervision: { staffId: string; met: boolean }[];
    }>(
      `query($today: Date!) {
        queued: sessionReportQueue(page: { perPage: 50 }, filter: { status: QUEUED }) { pageInfo { total } }
        documentNotification { pendingFileCount }
        unreadMessageCount
        today: appointments(filter: { from: $today, to: $today }) { id }
        coverage: eligibilityCoverageProblems(page: { perPage: 50 }) { nodes { coverage { active endingSoon } } }
        overdue: myOverdueWorkflowAssignments { overdueCount }
        supervision: supervisionMonth { staffId met }
      }`,
      { today },
      office,
    );
    expect(alone.errors).toBeUndefined();
    expect(board.queued!.pageInfo.total).toBe(alone.data!.queued.pageInfo.total);
    expect(board.documentNotification!.pendingFileCount).toBe(alone.data!.documentNotification.pendingFileCount);
    expect(board.unreadMessageCount).toBe(alone.data!.unreadMessageCount);
    expect(board.today!.map((appointment) => appointment.id)).toEqual(alone.data!.today.map((appointment) => appointment.id));
    // The seeded practice has coverage problems: each listed one is what it says.
    expect(board.coverage!.nodes.length).toBeGreaterThan(0);
    expect(board.coverage!.nodes.length).toBe(alone.data!.coverage.nodes.length);
    for (const check of board.coverage!.nodes) expect(check.coverage!.active === false || check.coverage!.endingSoon).toBe(true);
    expect(board.overdueWorkflows!.map((assignment) => assignment.overdueCount)).toEqual(
      alone.data!.overdue.map((assignment) => assignment.overdueCount),
    );
    // The seeded month has technicians behind on supervision.
    expect(board.supervision!.some((month) => !month.met)).toBe(true);
    expect(board.supervision!.map((month) => [month.staffId, month.met])).toEqual(alone.data!.supervision.map((month) => [month.staffId, month.met]));
  });

  it("counts the practice's flagged authorizations and answers each group's first rows, naming only their students", async () => {
    const me = await userIdOf(office);
    // The same flags, worked out from every authorization of the practice covering today.
    const every = await stack.data<{ findStudentAuthorizations: { daysUntilEnd: number; ended: boolean; lowUnits: boolean }[] }>(
      'query($today: Date!) { findStudentAuthorizations(date: $today) { daysUntilEnd ended lowUnits } }',
      { today },
      office,
    );
    const current = every.findStudentAuthorizations.filter((row) => !row.ended);
    const windows = [7, 30, 60].map((days, index, all) => {
      const after = index === 0 ? -1 : all[index - 1]!;
      return current.filter((row) => row.daysUntilEnd > after && row.daysUntilEnd <= days).length;
    });
    stack.standIn.calls.reset();
    const board = (await stack.data<{ dashboard: Board }>(DASHBOARD, variables(me, true), office)).dashboard;
    const groups = [...board.authorizations!.ending, board.authorizations!.lowUnits];
    expect(board.authorizations!.ending.map((group) => group.total)).toEqual(windows);
    expect(board.authorizations!.lowUnits.total).toBe(current.filter((row) => row.lowUnits).length);
    // The seeded practice flags more than a card shows.
    expect(board.authorizations!.lowUnits.total).toBeGreaterThan(shownRows);
    for (const group of groups) expect(group.rows.length).toBe(Math.min(group.total, shownRows));
    for (const row of groups.flatMap((group) => group.rows)) expect(row.student?.name).toBeTruthy();
    // Asked on its own, the card looks up only its rows' students, one by one: never the practice's student list.
    stack.standIn.calls.reset();
    const card = await stack.data<{ authorizationsNeedingAttention: Attention }>(
      'query($first: Int!) { authorizationsNeedingAttention(first: $first) { ending { rows { student { name } } } lowUnits { rows { student { name } } } } }',
      { first: shownRows },
      office,
    );
    expect(card.authorizationsNeedingAttention.lowUnits.rows.map((row) => row.student?.name)).toEqual(
      board.authorizations!.lowUnits.rows.map((row) => row.student?.name),
    );
    expect(stack.standIn.calls.count({ path: 'client-list' })).toBe(0);
    const shownStudents = new Set(groups.flatMap((group) => group.rows.map((row) => row.student?.id)));
    expect(stack.standIn.calls.count({ path: 'student/*' })).toBe(shownStudents.size);
  });

  it('refuses a card of no rows or of more than 50 before any call', async () => {
    for (const first of [0, 51]) {
      stack.standIn.calls.reset();
      const answer = await stack.gql(
        'query($first: Int!) { authorizationsNeedingAttention(first: $first) { lowUnits { total } } }',
        { first },
        office,
      );
      expect(answer.errors!.map((error) => [error.extensions?.code, error.message])).toEqual([
        ['BAD_USER_INPUT', 'first must be a whole number from 1 to 50.'],
      ]);
      expect(stack.standIn.calls.count({ path: 'student-auth-by-params' })).toBe(0);
    }
  });

  it('gives a therapist their own authorizations and leaves out the staff section', async () => {
    const answer = await stack.gql<{ dashboard: Board }>(DASHBOARD, variables(await userIdOf(therapist), false), therapist);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.dashboard.staff).toBeUndefined();
    expect(answer.data!.dashboard.authorizations!.ending.map((group) => group.days)).toEqual([7, 30, 60]);
  });

  it('nulls only the failing section, with its error at that section’s path, and answers the rest', async () => {
    stack.standIn.faults.set('appointments-filter', { status: 500 });
    const answer = await stack.gql<{ dashboard: Board }>(DASHBOARD, variables(await userIdOf(office), true), office);
    const board = answer.data!.dashboard;
    expect(board.today).toBeNull();
    expect(board.toSign).toBeNull();
    // Supervision is worked out from the same appointments call.
    expect(board.supervision).toBeNull();
    expect(answer.errors!.map((error) => [error.extensions?.code, (error as { path?: unknown[] }).path])).toEqual([
      ['UPSTREAM_ERROR', ['dashboard', 'today']],
      ['UPSTREAM_ERROR', ['dashboard', 'toSign']],
      ['UPSTREAM_ERROR', ['dashboard', 'supervision']],
    ]);
    expect(board.activeStudents!.pageInfo.total).toBeGreaterThan(0);
    expect(board.authorizations!.lowUnits.total).toBeGreaterThan(0);
    expect(board.documentNotification).not.toBeNull();
  });

  it('answers a refused section as FORBIDDEN in its place', async () => {
    // A therapist asking for the practice's staff anyway (a client that ignores permissions) is refused there only.
    const answer = await stack.gql<{ dashboard: Board }>(DASHBOARD, { ...variables(await userIdOf(therapist), false), withStaff: true }, therapist);
    const refused = answer.errors?.filter((error) => error.extensions?.code === 'FORBIDDEN') ?? [];
    expect(refused.map((error) => (error as { path?: unknown[] }).path)).toEqual([['dashboard', 'staff']]);
    expect(answer.data!.dashboard.activeStudents).not.toBeNull();
  });
});
