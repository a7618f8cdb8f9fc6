// Appointments through GraphQL against the stand-in, in the practice zone America/New_York: each conflict kind is
// reported by scheduleCheck and refused by createAppointment with extensions.conflicts; units follow the midpoint
// rule at 7, 8, 22 and 23 minutes; a series with one clashing occurrence saves nothing; a cancellation frees its
// slot and units; two bookings racing for the last units: exactly one wins; only who may override does; a series
// across a daylight-saving change keeps its hours; a week of the whole practice costs a constant number of calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../dates/clock.js';
import { byIdLimit } from '../../loaders/by-id.js';
import type { GraphQLAnswer, Stack } from '../../test/stack.js';
import { dayFromToday, expireCredential, preparePractice, startNewYorkStack, type Practice } from './fixtures.js';

let stack: Stack;
let office: string;
let practice: Practice;

/** An instant in New York in winter (UTC−5), unless an offset is given. */
const at = (date: string, time: string, offset = '-05:00') => `${date}T${time}:00${offset}`;

const create = `mutation($i: AppointmentInput!) {
  r: createAppointment(input: $i) { id date startTime endTime units status seriesId authorizationId override { reason byName kinds } }
}`;
const check = `query($i: AppointmentInput!, $a: ID, $s: AppointmentScope) {
  r: scheduleCheck(input: $i, appointmentId: $a, scope: $s) {
    units canOverride
    conflicts { kind message appointmentId startsAt }
    authorization { id unitsAuthorized unitsUsed unitsScheduled unitsRemaining unitsRequested }
    occurrences { date startsAt endsAt units conflicts { kind appointmentId } }
  }
}`;
const cancel = `mutation($id: ID!, $i: CancelAppointmentInput!, $s: AppointmentScope) {
  r: cancelAppointment(id: $id, input: $i, scope: $s) { id status cancellation { type reason } }
}`;
const range = `query($f: AppointmentFilter!) {
  r: appointments(filter: $f) {
    id date startTime startsAt endsAt status seriesId locationId sessionTypeId
    student { id name } staff { id name } service { id name } location { id name } sessionType { name color }
  }
}`;

interface Conflict {
  kind: string;
  message: string;
  appointmentId: string | null;
  startsAt?: string;
}
interface Check {
  units: number;
  canOverride: boolean;
  conflicts: Conflict[];
  authorization: {
    id: string;
    unitsAuthorized: number;
    unitsUsed: number;
    unitsScheduled: number;
    unitsRemaining: number;
    unitsRequested: number;
  } | null;
  occurrences: { date: string; startsAt: string; endsAt: string; units: number; conflicts: { kind: string; appointmentId: string | null }[] }[];
}
interface Booked {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  units: number;
  status: string;
  seriesId: string | null;
  authorizationId: string | null;
  override: { reason: string; byName: string; kinds: string[] } | null;
}

type Input = Record<string, unknown>;

/** A booking of the n-th fixture student, staff member and location. */
function booking(student: number, staff: number, location: number, startsAt: string, endsAt: string, extra: Input = {}): Input {
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

async function checked(input: Input, token = office): Promise<Check> {
  const answer = await stack.gql<{ r: Check }>(check, { i: input }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.r;
}

async function booked(input: Input, token = office): Promise<Booked> {
  const answer = await stack.gql<{ r: Booked }>(create, { i: input }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.r;
}

function refusal(answer: GraphQLAnswer): { conflicts: Conflict[]; fieldErrors: Record<string, string[]> } {
  expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  const extensions = answer.errors![0]!.extensions!;
  return { conflicts: (extensions.conflicts ?? []) as Conflict[], fieldErrors: (extensions.fieldErrors ?? {}) as Record<string, string[]> };
}

async function rowsOf(studentIndex: number, from: string, to: string) {
  const answer = await stack.gql<{ r: { id: string; status: string; seriesId: string | null; startsAt: string }[] }>(
    range,
    { f: { from, to, studentIds: [practice.students[studentIndex]] } },
    office,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.r;
}

let stop: () => Promise<void>;

beforeAll(async () => {
  ({ stack, office, stop } = await startNewYorkStack());
  practice = preparePractice(stack.standIn.fixtures, { from: '2055-01-01', staff: 3, students: 8, locations: 3, units: 400 });
});
afterAll(() => stop());

describe('hard conflicts', () => {
  let first: Booked;
  const nine = [at('2055-01-11', '09:00'), at('2055-01-11', '10:00')] as const;

  beforeAll(async () => {
    first = await booked(booking(0, 0, 0, ...nine));
  });

  it('books a free slot in the practice day, billed in units, under the authorization', () => {
    expect(first).toMatchObject({
      date: '2055-01-11',
      startTime: '09:00',
      endTime: '10:00',
      units: 4,
      status: 'Scheduled',
      authorizationId: practice.authorizations.get(practice.students[0]!),
    });
  });

  it.each([
    ['STAFF', [1, 0, 1], 'staffId'],
    ['STUDENT', [0, 1, 1], 'studentId'],
    ['LOCATION', [1, 1, 0], 'locationId'],
  ] as const)('%s: reported beforehand and refused with the clashing appointment', async (kind, [student, staff, location], field) => {
    const input = booking(student, staff, location, at('2055-01-11', '09:30'), at('2055-01-11', '10:30'));
    const report = await checked(input);
    expect(report.conflicts).toEqual([expect.objectContaining({ kind, appointmentId: first.id, startsAt: '2055-01-11T14:30:00.000Z' })]);
    expect(report.canOverride).toBe(false);
    const { conflicts, fieldErrors } = refusal(await stack.gql(create, { i: input }, office));
    expect(conflicts).toEqual([expect.objectContaining({ kind, appointmentId: first.id, message: report.conflicts[0]!.message })]);
    expect(fieldErrors[field]).toEqual([report.conflicts[0]!.message]);
  });

  it('touching is not overlapping', async () => {
    expect((await checked(booking(0, 0, 0, at('2055-01-11', '10:00'), at('2055-01-11', '11:00')))).conflicts).toEqual([]);
  });

  it("AVAILABILITY: outside the staff member's week", async () => {
    const report = await checked(booking(1, 1, 1, at('2055-01-11', '19:30'), at('2055-01-11', '20:30')));
    expect(report.conflicts.map((found) => found.kind)).toEqual(['AVAILABILITY']);
    expect(report.conflicts[0]!.message).toContain('Monday availability 7:00 AM – 8:00 PM');
    expect(report.canOverride).toBe(true);
  });

  it('CREDENTIAL: a credential expired by the day', async () => {
    expireCredential(stack.standIn.fixtures, practice.staff[2]!, '2055-01-10');
    // The credential is renewed whatever happens here: the tests after this one book the same staff member.
    try {
      const input = booking(1, 2, 1, at('2055-01-11', '13:00'), at('2055-01-11', '14:00'));
      const report = await checked(input);
      expect(report.conflicts.map((found) => found.kind)).toEqual(['CREDENTIAL']);
      expect(report.conflicts[0]!.message).toContain('expired on 01/10/2055, before 01/11/2055');
      expect(refusal(await stack.gql(create, { i: input }, office)).conflicts.map((found) => found.kind)).toEqual(['CREDENTIAL']);
    } finally {
      expireCredential(stack.standIn.fixtures, practice.staff[2]!, '2058-12-31');
    }
  });

  it('AUTHORIZATION: a day the authorization does not cover', async () => {
    const report = await checked(booking(1, 1, 1, at('2056-01-10', '09:00'), at('2056-01-10', '10:00')));
    expect(report.conflicts.map((found) => found.kind)).toEqual(['AUTHORIZATION']);
  });

  it('bad input is refused beside its field, nothing saved', async () => {
    const backwards = refusal(await stack.gql(create, { i: booking(1, 1, 1, at('2055-01-12', '10:00'), at('2055-01-12', '09:00')) }, office));
    expect(backwards.fieldErrors.endsAt).toEqual(['The end must be after the start.']);
    const past = refusal(await stack.gql(create, { i: booking(1, 1, 1, at('2026-01-12', '09:00'), at('2026-01-12', '10:00')) }, office));
    expect(past.fieldErrors.startsAt).toEqual(['An appointment may start at most 7 days in the past.']);
    const unknown = refusal(
      await stack.gql(create, { i: { ...booking(1, 1, 1, at('2055-01-12', '09:00'), at('2055-01-12', '10:00')), studentId: '999999' } }, office),
    );
    expect(unknown.fieldErrors.studentId).toEqual(['The selected student id is invalid.']);
    const endless = refusal(
      await stack.gql(
        create,
        { i: booking(1, 1, 1, at('2055-01-12', '09:00'), at('2055-01-12', '10:00'), { recurrence: { daysOfWeek: [2] } }) },
        office,
      ),
    );
    expect(endless.fieldErrors.recurrence).toEqual([
      'A recurring series needs an end: a last day, a number of occurrences or the end of the authorization.',
    ]);
    expect(await rowsOf(1, '2055-01-12', '2055-01-12')).toEqual([]);
  });
});

describe('units by the midpoint rule', () => {
  it.each([
    [7, 0],
    [8, 1],
    [22, 1],
    [23, 2],
  ])('%i minutes bill %i units', async (minutes, units) => {
    const report = await checked(booking(2, 1, 1, at('2055-01-13', '09:00'), at('2055-01-13', `09:${String(minutes).padStart(2, '0')}`)));
    expect(report.units).toBe(units);
    expect(report.conflicts.map((found) => found.kind)).toEqual(units === 0 ? ['UNITS'] : []);
  });

  it('refuses a booking that would bill no unit, beside its end', async () => {
    const { fieldErrors } = refusal(await stack.gql(create, { i: booking(2, 1, 1, at('2055-01-13', '09:00'), at('2055-01-13', '09:07')) }, office));
    expect(fieldErrors.endsAt).toEqual(['A session under 8 minutes bills no unit; book at least 8 minutes.']);
  });
});

describe('a weekly series', () => {
  const series = (time: [string, string]) =>
    booking(3, 1, 2, at('2055-01-18', time[0]), at('2055-01-18', time[1]), { recurrence: { daysOfWeek: [1, 3, 5], count: 6 } });

  it('lists the conflict of its one clashing occurrence and saves nothing', async () => {
    const clash = await booked(booking(4, 1, 1, at('2055-01-20', '10:30'), at('2055-01-20', '11:30')));
    const report = await checked(series(['10:00', '11:00']));
    expect(report.occurrences.map((one) => one.date)).toEqual(['2055-01-18', '2055-01-20', '2055-01-22', '2055-01-25', '2055-01-27', '2055-01-29']);
    expect(report.occurrences.map((one) => one.conflicts.map((found) => found.kind))).toEqual([[], ['STAFF'], [], [], [], []]);
    expect(report.occurrences[1]!.conflicts[0]!.appointmentId).toBe(clash.id);
    expect(report.authorization).toMatchObject({ unitsRequested: 24 });
    const { conflicts } = refusal(await stack.gql(create, { i: series(['10:00', '11:00']) }, office));
    expect(conflicts).toEqual([expect.objectContaining({ kind: 'STAFF', appointmentId: clash.id, startsAt: '2055-01-20T15:00:00.000Z' })]);
    expect(await rowsOf(3, '2055-01-18', '2055-01-31')).toEqual([]);
  });

  it('is booked whole when free; this one, then this and the following, are cancelled', async () => {
    const first = await booked(series(['12:00', '13:00']));
    const rows = await rowsOf(3, '2055-01-18', '2055-01-31');
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((row) => row.seriesId))).toEqual(new Set([first.seriesId]));
    const reason = { type: 'CANCELLED_BY_FAMILY', reason: 'Family vacation.' };
    const one = await stack.gql<{ r: { status: string; cancellation: { type: string } } }>(cancel, { id: rows[1]!.id, i: reason, s: 'THIS' }, office);
    expect(one.data?.r).toMatchObject({ status: 'Cancelled', cancellation: { type: 'CANCELLED_BY_FAMILY' } });
    const following = await stack.gql(cancel, { id: rows[3]!.id, i: { type: 'NO_SHOW', reason: 'Nobody home.' }, s: 'FOLLOWING' }, office);
    expect(following.errors).toBeUndefined();
    expect((await rowsOf(3, '2055-01-18', '2055-01-31')).map((row) => row.status)).toEqual([
      'Scheduled',
      'Cancelled',
      'Scheduled',
      'No Show',
      'No Show',
      'No Show',
    ]);
  });
});

describe('a series until the authorization ends', () => {
  it("stops at the authorization's last day", async () => {
    const id = Number(practice.authorizations.get(practice.students[7]!)!);
    stack.standIn.fixtures.studentAuthorizations.update(id, { end_date: '2055-02-05' });
    const report = await checked(
      booking(7, 2, 0, at('2055-01-18', '15:00'), at('2055-01-18', '16:00'), { recurrence: { daysOfWeek: [1, 4], untilAuthorizationEnds: true } }),
    );
    expect(report.occurrences.map((one) => one.date)).toEqual(['2055-01-18', '2055-01-21', '2055-01-25', '2055-01-28', '2055-02-01', '2055-02-04']);
    expect(report.conflicts).toEqual([]);
  });
});

describe('the authorization burn-down', () => {
  const twoHours = (date: string, time: [string, string]) => booking(5, 2, 2, at(date, time[0]), at(date, time[1]));

  beforeAll(() => {
    const id = practice.authorizations.get(practice.students[5]!)!;
    stack.standIn.fixtures.studentAuthorizations.update(Number(id), { total_units: 16 });
  });

  it('counts what is scheduled, refuses beyond the remaining units, and a cancellation frees them', async () => {
    const first = await booked(twoHours('2055-01-12', ['13:00', '15:00']));
    expect((await checked(twoHours('2055-01-13', ['13:00', '15:00']))).authorization).toMatchObject({
      unitsAuthorized: 16,
      unitsUsed: 0,
      unitsScheduled: 8,
      unitsRemaining: 8,
      unitsRequested: 8,
    });
    await booked(twoHours('2055-01-13', ['13:00', '15:00']));
    const third = twoHours('2055-01-14', ['13:00', '15:00']);
    const full = await checked(third);
    expect(full.authorization).toMatchObject({ unitsScheduled: 16, unitsRemaining: 0 });
    expect(full.conflicts.map((found) => found.kind)).toEqual(['AUTHORIZATION']);
    expect(refusal(await stack.gql(create, { i: third }, office)).fieldErrors.serviceId).toHaveLength(1);
    const cancelled = await stack.gql(cancel, { id: first.id, i: { type: 'LATE_CANCEL', reason: 'Parent called at 7am.' } }, office);
    expect(cancelled.errors).toBeUndefined();
    expect((await checked(third)).authorization).toMatchObject({ unitsScheduled: 8, unitsRemaining: 8 });
    // The freed slot takes another booking at the same time.
    await booked(twoHours('2055-01-12', ['13:00', '15:00']));
  });
});

describe('the last units', () => {
  let studentAuthorization: number;

  beforeAll(() => {
    studentAuthorization = Number(practice.authorizations.get(practice.students[6]!)!);
    stack.standIn.fixtures.studentAuthorizations.update(studentAuthorization, { total_units: 8 });
  });

  it('go to exactly one of two people booking them at once', async () => {
    const other = await stack.signIn('Super Admin');
    const [a, b] = await Promise.all([
      stack.gql<{ r: Booked }>(create, { i: booking(6, 0, 1, at('2055-02-01', '09:00'), at('2055-02-01', '11:00')) }, office),
      stack.gql<{ r: Booked }>(create, { i: booking(6, 1, 2, at('2055-02-02', '09:00'), at('2055-02-02', '11:00')) }, other),
    ]);
    const answers = [a, b];
    expect(answers.filter((answer) => answer.data?.r).length).toBe(1);
    const loser = answers.find((answer) => answer.errors)!;
    expect(refusal(loser).conflicts.map((found) => found.kind)).toEqual(['AUTHORIZATION']);
    expect((await rowsOf(6, '2055-02-01', '2055-02-02')).length).toBe(1);
  });

  it('may be overridden only by who may, with a reason that is recorded', async () => {
    const beyond = booking(6, 2, 0, at('2055-02-03', '09:00'), at('2055-02-03', '10:00'));
    const { users } = stack.standIn.fixtures;
    const scheduler = users.ofType('Therapist').find((user) => !practice.staff.includes(String(user.id)))!;
    users.update(scheduler.id, {
      permissions: ['List', 'Add', 'Edit', 'Delete'].map((method) => ({ label: 'Calendar / List View', sub_label: 'Calendar / List View', method })),
    });
    users.setPassword(scheduler.id, 'Scheduler#2026');
    const signIn = await stack.gql<{ login: { token: string } }>('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
      e: scheduler.email,
      p: 'Scheduler#2026',
    });
    const token = signIn.data!.login.token;
    expect((await checked(beyond, token)).canOverride).toBe(false);
    const refused = await stack.gql(create, { i: { ...beyond, override: { reason: 'Funder approved by phone.' } } }, token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await checked(beyond)).canOverride).toBe(true);
    const blank = refusal(await stack.gql(create, { i: { ...beyond, override: { reason: ' ' } } }, office));
    expect(blank.fieldErrors['override.reason']).toEqual(['The override reason field is required.']);
    const saved = await booked({ ...beyond, override: { reason: 'Funder approved by phone.' } });
    expect(saved.override).toEqual({ reason: 'Funder approved by phone.', byName: expect.any(String), kinds: ['AUTHORIZATION'] });
    // Double bookings are never overridden.
    const clash = refusal(await stack.gql(create, { i: { ...beyond, override: { reason: 'Squeeze in.' } } }, office));
    expect(clash.conflicts.map((found) => found.kind)).toContain('STAFF');
  });
});

describe('the practice zone across daylight-saving changes', () => {
  it('keeps a series at 09:00 on both sides of the spring and autumn changes', async () => {
    const spring = await checked(
      booking(4, 0, 2, at('2055-03-12', '09:00'), at('2055-03-12', '10:00'), { recurrence: { daysOfWeek: [1, 5], count: 2 } }),
    );
    expect(spring.occurrences.map((one) => [one.date, one.startsAt, one.endsAt])).toEqual([
      ['2055-03-12', '2055-03-12T14:00:00.000Z', '2055-03-12T15:00:00.000Z'],
      ['2055-03-15', '2055-03-15T13:00:00.000Z', '2055-03-15T14:00:00.000Z'],
    ]);
    const autumn = await checked(
      booking(4, 0, 2, at('2055-11-05', '09:00', '-04:00'), at('2055-11-05', '10:00', '-04:00'), { recurrence: { daysOfWeek: [1, 5], count: 2 } }),
    );
    expect(autumn.occurrences.map((one) => one.startsAt)).toEqual(['2055-11-05T13:00:00.000Z', '2055-11-08T14:00:00.000Z']);
    expect(autumn.conflicts).toEqual([]);
  });

  it('reads the weeks of 2026-03-08 and 2026-11-01 at their local hours', async () => {
    const sessions = stack.standIn.fixtures.studentSessions;
    const template = sessions.all().find((row) => row.student_id === Number(practice.students[0]))!;
    for (const date of ['2026-03-06', '2026-03-09', '2026-10-30', '2026-11-02'])
      sessions.copy(template.id, { date, start_time: '09:00', end_time: '10:00', status: 'Completed', series_id: null });
    const spring = await rowsOf(0, '2026-03-06', '2026-03-09');
    expect(spring.map((row) => row.startsAt)).toEqual(['2026-03-06T14:00:00.000Z', '2026-03-09T13:00:00.000Z']);
    const autumn = await rowsOf(0, '2026-10-30', '2026-11-02');
    expect(autumn.map((row) => row.startsAt)).toEqual(['2026-10-30T13:00:00.000Z', '2026-11-02T14:00:00.000Z']);
  });
});

describe('the calendar range', () => {
  async function callsFor(from: string, to: string) {
    stack.standIn.calls.reset();
    type Named = { id: string; name: string } | null;
    const answer = await stack.gql<{
      r: {
        locationId: string | null;
        sessionTypeId: string | null;
        student: Named;
        staff: Named;
        service: Named;
        location: Named;
        sessionType: { color: string } | null;
      }[];
    }>(range, { f: { from, to } }, office);
    expect(answer.errors).toBeUndefined();
    return { calls: stack.standIn.calls.count(), rows: answer.data!.r };
  }

  it('costs a call per list, or per staff member and location it names when few, for a week as for a month; names resolved', async () => {
    // Around today, where the stand-in's seeded sessions are: the week that holds today, and seven weeks about it.
    const monday = -((now().getUTCDay() + 6) % 7);
    const week = await callsFor(dayFromToday(monday), dayFromToday(monday + 6));
    const month = await callsFor(dayFromToday(monday - 21), dayFromToday(monday + 27));
    expect(week.rows.length).toBeGreaterThan(50);
    expect(month.rows.length).toBeGreaterThan(week.rows.length * 3);
    // The range, the services and the session types; then each relation read by id costs a call per id it names, up
    // to byIdLimit, and its whole list past that (the students of a week are many, its staff and locations few).
    const callsOf = (page: typeof week) => {
      const byId = (ids: (string | undefined)[]) => {
        const named = new Set(ids.filter((id) => id !== undefined)).size;
        return named > byIdLimit ? 1 : named;
      };
      return (
        3 +
        byId(page.rows.map((row) => row.student?.id)) +
        byId(page.rows.map((row) => row.staff?.id)) +
        byId(page.rows.map((row) => row.location?.id))
      );
    };
    expect(week.calls).toBe(callsOf(week));
    expect(month.calls).toBe(callsOf(month));
    // Every name a row points at is resolved (a group meeting may name no session type).
    const unnamed = month.rows.filter(
      (row) =>
        !row.student || !row.staff || !row.service || (row.locationId !== null && !row.location) || (row.sessionTypeId !== null && !row.sessionType),
    );
    expect(unnamed).toEqual([]);
  });

  it('refuses a range that ends before it starts', async () => {
    const answer = await stack.gql(range, { f: { from: '2026-11-29', to: '2026-11-23' } }, office);
    expect(answer.errors?.[0]?.extensions?.fieldErrors).toEqual({ to: ['The to field must be a date after or equal to from.'] });
  });
});
