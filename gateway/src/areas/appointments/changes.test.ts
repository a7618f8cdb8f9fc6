// Changing the schedule through GraphQL: an appointment moved to a free slot (a drag), refused when the new slot
// clashes; a series moved from one occurrence on, or whole; a make-up linked to the session it replaces; a booking
// made in error removed; the paged list, the filter options, the session type colours and one appointment read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../test/stack.js';
import { dayFromToday, preparePractice, startNewYorkStack, type Practice } from './fixtures.js';

let stack: Stack;
let office: string;
let practice: Practice;

const at = (date: string, time: string) => `${date}T${time}:00-05:00`;

const fields = 'id date startTime endTime units status seriesId makeUpForId sessionType { name color } cancellation { type reason }';
const create = `mutation($i: AppointmentInput!) { r: createAppointment(input: $i) { ${fields} } }`;
const update = `mutation($id: ID!, $i: AppointmentInput!, $s: AppointmentScope) { r: updateAppointment(id: $id, input: $i, scope: $s) { ${fields} } }`;
const cancel = `mutation($id: ID!, $i: CancelAppointmentInput!) { r: cancelAppointment(id: $id, input: $i) { ${fields} } }`;
const remove = `mutation($id: ID!, $s: AppointmentScope) { r: deleteAppointment(id: $id, scope: $s) { ok message } }`;
const one = `query($id: ID!) { r: appointment(id: $id) { ${fields} startsAt endsAt student { id } } }`;
const range = `query($f: AppointmentFilter!) { r: appointments(filter: $f) { ${fields} } }`;

interface Booked {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  units: number;
  status: string;
  seriesId: string | null;
  makeUpForId: string | null;
  sessionType: { name: string; color: string } | null;
}

function booking(student: number, staff: number, location: number, startsAt: string, endsAt: string, extra: Record<string, unknown> = {}) {
  return {
    studentId: practice.students[student],
    staffId: practice.staff[staff],
    serviceId: practice.serviceId,
    locationId: practice.locations[location],
    startsAt,
    endsAt,
    ...extra,
  };
}

const ok = async <T>(query: string, variables: Record<string, unknown>) => (await stack.data<{ r: T }>(query, variables, office)).r;

async function rowsOf(student: number, from: string, to: string): Promise<Booked[]> {
  return ok<Booked[]>(range, { f: { from, to, studentIds: [practice.students[student]] } });
}

let stop: () => Promise<void>;

beforeAll(async () => {
  ({ stack, office, stop } = await startNewYorkStack());
  practice = preparePractice(stack.standIn.fixtures, { from: '2055-01-01', staff: 2, students: 4, locations: 2, units: 400 });
});
afterAll(() => stop());

describe('moving an appointment', () => {
  it('moves to a free slot and is refused a slot that clashes', async () => {
    const first = await ok<Booked>(create, { i: booking(0, 0, 0, at('2055-01-11', '09:00'), at('2055-01-11', '10:00')) });
    const other = await ok<Booked>(create, { i: booking(1, 0, 1, at('2055-01-11', '13:00'), at('2055-01-11', '14:00')) });
    const moved = await ok<Booked>(update, { id: first.id, i: booking(0, 0, 0, at('2055-01-12', '10:00'), at('2055-01-12', '11:30')) });
    expect(moved).toMatchObject({ id: first.id, date: '2055-01-12', startTime: '10:00', endTime: '11:30', units: 6 });
    // Moving within its own old slot clashes with nothing.
    await ok<Booked>(update, { id: first.id, i: booking(0, 0, 0, at('2055-01-12', '10:30'), at('2055-01-12', '11:30')) });
    const clash = await stack.gql(update, { id: first.id, i: booking(0, 0, 0, at('2055-01-11', '13:30'), at('2055-01-11', '14:30')) }, office);
    expect(clash.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      conflicts: [expect.objectContaining({ kind: 'STAFF', appointmentId: other.id })],
    });
    expect(await ok<Booked>(one, { id: first.id })).toMatchObject({ date: '2055-01-12', startTime: '10:30' });
  });

  it('moves a series from one occurrence on, or whole, keeping the others', async () => {
    const first = await ok<Booked>(create, {
      i: booking(2, 1, 1, at('2055-01-18', '09:00'), at('2055-01-18', '10:00'), { recurrence: { daysOfWeek: [1], count: 4 } }),
    });
    const rows = await rowsOf(2, '2055-01-18', '2055-02-14');
    expect(rows.map((row) => row.date)).toEqual(['2055-01-18', '2055-01-25', '2055-02-01', '2055-02-08']);
    await ok<Booked>(update, { id: rows[2]!.id, i: booking(2, 1, 1, at('2055-02-02', '15:00'), at('2055-02-02', '16:00')), s: 'FOLLOWING' });
    expect((await rowsOf(2, '2055-01-18', '2055-02-14')).map((row) => `${row.date} ${row.startTime}`)).toEqual([
      '2055-01-18 09:00',
      '2055-01-25 09:00',
      '2055-02-02 15:00',
      '2055-02-09 15:00',
    ]);
    await ok<Booked>(update, { id: first.id, i: booking(2, 1, 1, at('2055-01-18', '08:00'), at('2055-01-18', '09:00')), s: 'ALL' });
    const all = await rowsOf(2, '2055-01-18', '2055-02-14');
    expect(all.map((row) => `${row.date} ${row.startTime}`)).toEqual([
      '2055-01-18 08:00',
      '2055-01-25 08:00',
      '2055-02-02 08:00',
      '2055-02-09 08:00',
    ]);
    expect(new Set(all.map((row) => row.seriesId)).size).toBe(1);
  });
});

describe('cancellations, make-ups and removals', () => {
  it('links a make-up to the cancelled session it replaces', async () => {
    const missed = await ok<Booked>(create, { i: booking(3, 0, 0, at('2055-03-01', '09:00'), at('2055-03-01', '10:00')) });
    const cancelled = await ok<Booked>(cancel, { id: missed.id, i: { type: 'CANCELLED_BY_STAFF', reason: 'Therapist out sick.' } });
    expect(cancelled).toMatchObject({ status: 'Cancelled', cancellation: { type: 'CANCELLED_BY_STAFF', reason: 'Therapist out sick.' } });
    const makeUp = await ok<Booked>(create, {
      i: booking(3, 0, 0, at('2055-03-03', '09:00'), at('2055-03-03', '10:00'), { makeUpForId: missed.id }),
    });
    expect(makeUp).toMatchObject({ makeUpForId: missed.id, sessionType: { name: 'Make-up Session' } });
    const again = await stack.gql(cancel, { id: missed.id, i: { type: 'NO_SHOW', reason: 'Twice.' } }, office);
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const wrong = await stack.gql(
      create,
      { i: booking(3, 0, 0, at('2055-03-04', '09:00'), at('2055-03-04', '10:00'), { makeUpForId: makeUp.id }) },
      office,
    );
    expect(wrong.errors?.[0]?.extensions?.fieldErrors).toMatchObject({
      makeUpForId: expect.arrayContaining(['A make-up replaces a cancelled or missed session of the same student.']),
    });
  });

  it('refuses a cancellation without a type or reason', async () => {
    const booked = await ok<Booked>(create, { i: booking(3, 1, 1, at('2055-03-08', '09:00'), at('2055-03-08', '10:00')) });
    const answer = await stack.gql(cancel, { id: booked.id, i: { type: 'LATE_CANCEL', reason: '  ' } }, office);
    expect(answer.errors?.[0]?.extensions?.fieldErrors).toEqual({ reason: ['The reason field is required.'] });
  });

  it('removes a booking made in error', async () => {
    const booked = await ok<Booked>(create, { i: booking(3, 1, 1, at('2055-03-09', '09:00'), at('2055-03-09', '10:00')) });
    expect(await ok(remove, { id: booked.id })).toEqual({ ok: true, message: 'Appointment deleted successfully.' });
    expect((await stack.gql(one, { id: booked.id }, office)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the list, the filter options and the colours', () => {
  it('pages the list and filters it by staff', async () => {
    const list = `query($p: PageInput, $f: AppointmentListFilter) { r: appointmentList(page: $p, filter: $f) { pageInfo { total perPage } nodes { id date staffId } } }`;
    const page = await ok<{ pageInfo: { total: number; perPage: number }; nodes: { staffId: string }[] }>(list, {
      p: { perPage: 50 },
      f: { staffIds: [practice.staff[1]] },
    });
    expect(page.pageInfo.perPage).toBe(50);
    expect(page.pageInfo.total).toBeGreaterThanOrEqual(5);
    expect(new Set(page.nodes.map((node) => node.staffId))).toEqual(new Set([practice.staff[1]]));
  });

  it('offers the staff, students, locations, services and session types to filter by', async () => {
    const options = await ok<{
      staff: { id: string }[];
      students: unknown[];
      locations: unknown[];
      services: unknown[];
      sessionTypes: { name: string; color: string }[];
    }>(
      'query { r: eventSessionFilter { staff { id name } students { id name } locations { id name } services { id name } sessionTypes { id name color } } }',
      {},
    );
    expect(options.staff.map((row) => row.id)).toEqual(expect.arrayContaining(practice.staff));
    expect(options.students.length).toBeGreaterThan(100);
    expect(options.sessionTypes.every((type) => /^#[0-9A-F]{6}$/.test(type.color))).toBe(true);
    const colours = await ok<{ name: string }[]>('query { r: sessionTypeColors { id name color } }', {});
    expect(colours.map((type) => type.name)).toEqual(options.sessionTypes.map((type) => type.name));
  });
});

describe('a therapist', () => {
  it('reads the calendar of their own students, names resolved, and may not book', async () => {
    const therapist = await stack.signIn('Therapist');
    const { students, users } = stack.standIn.fixtures;
    const me = users.byEmail('therapist@practice.test')!;
    const theirs = new Set(
      students
        .all()
        .filter((row) => row.staff_ids.includes(me.id))
        .map((row) => String(row.id)),
    );
    const answer = await stack.gql<{ r: { student: { id: string } | null; staff: { name: string } | null }[] }>(
      'query($f: AppointmentFilter!) { r: appointments(filter: $f) { student { id } staff { name } } }',
      // Seven weeks about today, where the stand-in's seeded sessions are.
      { f: { from: dayFromToday(-21), to: dayFromToday(27) } },
      therapist,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.r.length).toBeGreaterThan(0);
    expect(answer.data!.r.every((row) => row.student !== null && theirs.has(row.student.id) && row.staff !== null)).toBe(true);
    const refused = await stack.gql(create, { i: booking(0, 0, 0, at('2055-04-05', '09:00'), at('2055-04-05', '10:00')) }, therapist);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
