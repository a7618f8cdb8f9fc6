// Group schedules through GraphQL, against the stand-in: the lifecycle (create, read, update, list, delete) with the
// meetings booked as sessions; the filters (students, recurrence type); assigning students, a student without units
// refused with the reason and nothing saved; get-students with each student's authorization figures.
import type { StudentAuthorization } from '@portal/mocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../dates/clock.js';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let office: string;

const fields =
  'id name staffId locationId serviceId recurrenceType days startTime endTime startDate endDate unitsPerSession occurrenceCount upcomingCount studentIds';
const create = `mutation($i: GroupScheduleInput!) { r: createGroupSchedule(input: $i) { ${fields} } }`;
const update = `mutation($id: ID!, $i: GroupScheduleInput!) { r: updateGroupSchedule(id: $id, input: $i) { ${fields} } }`;
const one = `query($id: ID!) { r: groupSchedule(id: $id) { ${fields} staff { id name } students { id } } }`;
const list = `query($f: GroupScheduleFilter, $p: PageInput) { r: groupSchedules(filter: $f, page: $p) { pageInfo { total } nodes { id recurrenceType studentIds } } }`;
const assign = `mutation($g: ID!, $s: [ID!]!) { r: assignGroupScheduleStudents(groupScheduleId: $g, studentIds: $s) { id studentIds } }`;
const check = `query($g: ID!, $s: [ID!]!) { r: checkGroupScheduleStudents(groupScheduleId: $g, studentIds: $s) {
  studentId assigned assignable reasons authorizationId unitsAuthorized unitsUsed unitsScheduled unitsRemaining unitsNeeded conflicts { date message }
} }`;
const students = `query($id: ID!) { r: groupScheduleStudents(id: $id) { studentId assigned assignable unitsAuthorized unitsRemaining unitsNeeded student { id firstName } } }`;

const today = now();
const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

/** Approved authorizations running from before today to after a month on (yesterday to day 31, both included). */
const running = (unitsLeft?: number) =>
  stack.standIn.fixtures.studentAuthorizations.covering({ from: day(-1), to: day(31), status: 'Approved', unitsLeft });

/** An approved authorization running from before today to a month on, with units to spare. */
function runningAuthorization(skip = 0): StudentAuthorization {
  const found = running(200);
  expect(found.length).toBeGreaterThan(skip + 1);
  return found[skip]!;
}

/** Staff members without a credential expiring within the next two months (so no meeting is refused for one). */
function freeStaff(): string[] {
  const { staff, users } = stack.standIn.fixtures;
  const lapsing = new Set(
    staff
      .credentials()
      .filter((row) => row.expires_on < day(60))
      .map((row) => row.user_id),
  );
  const free = users.ofType('Therapist', 'Office Administrator').filter((user) => !lapsing.has(user.id));
  expect(free.length).toBeGreaterThan(3);
  return free.map((user) => String(user.id));
}

function input(serviceId: number, name: string, staffId = freeStaff()[0]!) {
  return {
    name,
    staffId,
    locationId: '1',
    serviceId: String(serviceId),
    recurrenceType: 'Weekly',
    days: [0, 6],
    startTime: '07:00',
    endTime: '07:45',
    startDate: day(1),
    endDate: day(21),
    notes: 'Weekend early group.',
  };
}

const ok = async <T>(query: string, variables: Record<string, unknown>) => (await stack.data<{ r: T }>(query, variables, office)).r;

describe('a group schedule', () => {
  it('is created, read, updated, listed and deleted, its students’ meetings following it', async () => {
    const authorization = runningAuthorization();
    const created = await ok<Record<string, unknown>>(create, { i: input(authorization.service_id, 'Weekend Skills Group') });
    expect(created).toMatchObject({ name: 'Weekend Skills Group', recurrenceType: 'Weekly', days: [0, 6], unitsPerSession: 3, studentIds: [] });
    // Three weeks of Saturdays and Sundays from tomorrow.
    expect(created.occurrenceCount).toBeGreaterThanOrEqual(5);
    expect(created.occurrenceCount).toBeLessThanOrEqual(7);
    const id = created.id as string;

    await ok(assign, { g: id, s: [String(authorization.student_id)] });
    const sessions = () => stack.standIn.fixtures.groupSchedules.meetings(Number(id));
    expect(sessions()).toHaveLength(created.occurrenceCount as number);
    expect(sessions().every((row) => row.units === 3 && row.status === 'Scheduled' && row.student_id === authorization.student_id)).toBe(true);

    const read = await ok<{ staff: { id: string }; students: { id: string }[] }>(one, { id });
    expect(read.staff.id).toBe(created.staffId);
    expect(read.students.map((student) => student.id)).toEqual([String(authorization.student_id)]);

    const updated = await ok<Record<string, unknown>>(update, {
      id,
      i: { ...input(authorization.service_id, 'Weekend Skills Group'), days: [6], endTime: '08:00' },
    });
    expect(updated).toMatchObject({ days: [6], unitsPerSession: 4 });
    expect(sessions()).toHaveLength(updated.occurrenceCount as number);
    expect(sessions().every((row) => row.units === 4)).toBe(true);

    const found = await ok<{ pageInfo: { total: number }; nodes: { id: string }[] }>(list, { p: { search: 'Weekend Skills' } });
    expect(found.nodes.map((node) => node.id)).toEqual([id]);

    const removed = await stack.gql<{ r: { ok: boolean } }>(`mutation($id: ID!) { r: deleteGroupSchedule(id: $id) { ok } }`, { id }, office);
    expect(removed.data?.r.ok).toBe(true);
    expect(sessions()).toHaveLength(0);
    const gone = await stack.gql(one, { id }, office);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses bad input beside the fields, and saves nothing', async () => {
    const before = (await ok<{ pageInfo: { total: number } }>(list, {})).pageInfo.total;
    const answer = await stack.gql(
      create,
      { i: { ...input(1, 'Broken'), days: [], startTime: '10:00', endTime: '09:00', endDate: day(-5) } },
      office,
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        days: ['Choose at least one day of the week.'],
        endTime: ['The end time field must be a time after start time.'],
        endDate: ['The end date field must be a date after or equal to start date.'],
      },
    });
    expect((await ok<{ pageInfo: { total: number } }>(list, {})).pageInfo.total).toBe(before);
  });
});

describe('the list', () => {
  it('filters by students and by recurrence type', async () => {
    const all = await ok<{ nodes: { id: string; recurrenceType: string; studentIds: string[] }[] }>(list, {});
    expect(all.nodes.length).toBeGreaterThanOrEqual(5);
    const biweekly = await ok<{ nodes: { recurrenceType: string }[] }>(list, { f: { recurrenceType: 'Biweekly' } });
    expect(biweekly.nodes.length).toBeGreaterThan(0);
    expect(biweekly.nodes.every((node) => node.recurrenceType === 'Biweekly')).toBe(true);
    const withStudents = all.nodes.find((node) => node.studentIds.length > 0)!;
    const student = withStudents.studentIds[0]!;
    const byStudent = await ok<{ nodes: { id: string; studentIds: string[] }[] }>(list, { f: { students: [student] } });
    expect(byStudent.nodes.map((node) => node.id)).toContain(withStudents.id);
    expect(byStudent.nodes.every((node) => node.studentIds.includes(student))).toBe(true);
    const wrong = await stack.gql(list, { f: { recurrenceType: 'Daily' } }, office);
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('assigning students', () => {
  it('refuses a student without units with the reason, assigns none, and lists the assigned with their figures', async () => {
    const ready = runningAuthorization(2);
    const empty = running().find((row) => row.service_id === ready.service_id && row.student_id !== ready.student_id);
    expect(empty).toBeDefined();
    // Spend the second student's units.
    stack.standIn.fixtures.studentAuthorizations.update(empty!.id, { units_used: empty!.total_units });
    const schedule = await ok<{ id: string; occurrenceCount: number }>(create, {
      i: { ...input(ready.service_id, 'Units Check Group'), startTime: '06:00', endTime: '06:30' },
    });

    const checks = await ok<{ studentId: string; assignable: boolean; reasons: string[]; unitsRemaining: number; unitsNeeded: number }[]>(check, {
      g: schedule.id,
      s: [String(ready.student_id), String(empty!.student_id)],
    });
    expect(checks[0]).toMatchObject({
      studentId: String(ready.student_id),
      assignable: true,
      reasons: [],
      unitsNeeded: schedule.occurrenceCount * 2,
    });
    expect(checks[1]!.assignable).toBe(false);
    expect(checks[1]!.reasons[0]).toMatch(/^2 units on \d{2}\/\d{2}\/\d{4} would exceed authorization PA-\d+: 0 of \d+ units remain/);

    const refused = await stack.gql(assign, { g: schedule.id, s: [String(ready.student_id), String(empty!.student_id)] }, office);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const reasons = (refused.errors![0]!.extensions!.fieldErrors as Record<string, string[]>)[`students.${empty!.student_id}`];
    expect(reasons?.[0]).toMatch(/would exceed authorization PA-\d+: 0 of \d+ units remain/);
    expect(refused.errors![0]!.message).toMatch(/^Not assigned: /);
    expect((await ok<{ studentIds: string[] }>(one, { id: schedule.id })).studentIds).toEqual([]);

    await ok(assign, { g: schedule.id, s: [String(ready.student_id)] });
    const assigned = await ok<{ studentId: string; assigned: boolean; unitsAuthorized: number; unitsRemaining: number; student: { id: string } }[]>(
      students,
      { id: schedule.id },
    );
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toMatchObject({
      studentId: String(ready.student_id),
      assigned: true,
      unitsAuthorized: ready.total_units,
      student: { id: String(ready.student_id) },
    });
    // The schedule's own meetings are not counted against it.
    expect(assigned[0]!.unitsRemaining).toBe(checks[0]!.unitsRemaining);
  });

  it('reports a student booked elsewhere at a meeting', async () => {
    const ready = runningAuthorization(4);
    const [first, second] = freeStaff().slice(1);
    const schedule = await ok<{ id: string }>(create, {
      i: { ...input(ready.service_id, 'Conflict Group', first), startTime: '05:00', endTime: '05:30' },
    });
    const other = await ok<{ id: string }>(create, {
      i: { ...input(ready.service_id, 'Other Group', second), locationId: '2', startTime: '05:15', endTime: '05:45' },
    });
    await ok(assign, { g: other.id, s: [String(ready.student_id)] });
    const [answer] = await ok<{ assignable: boolean; reasons: string[]; conflicts: { date: string; message: string }[] }[]>(check, {
      g: schedule.id,
      s: [String(ready.student_id)],
    });
    expect(answer!.assignable).toBe(false);
    expect(answer!.conflicts.length).toBeGreaterThan(0);
    expect(answer!.conflicts[0]!.message).toMatch(/already has a session 5:15 AM – 5:45 AM on /);
    expect(answer!.reasons.some((reason) => /already has a session 5:15 AM – 5:45 AM/.test(reason))).toBe(true);
  });
});
