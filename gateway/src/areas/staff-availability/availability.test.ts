// A person's weekly availability through GraphQL, against the stand-in: a week saved is read back as saved; a slot
// that ends before it starts, one off the quarter hour and two that overlap are refused beside their slot and
// nothing is saved; the person may set their own week; check-availability answers free or busy with the reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockRange } from '@portal/mocks';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let office: string;
let therapist: string;
// A generated therapist (not a demo account), and the demo therapist (id 3) for their own profile.
const staffId = '7';
const therapistId = '3';

const read = `query($u: ID!) { r: userAvailability(userId: $u) { userId dayOfWeek startTime endTime location } }`;
const save = `mutation($u: ID!, $w: [UserAvailabilitySlotInput!]!) { r: saveUserAvailability(userId: $u, slots: $w) { dayOfWeek startTime endTime location } }`;
const check = `query($u: ID!, $d: Date!, $s: String!, $e: String!) {
  r: checkUserAvailability(userId: $u, date: $d, startTime: $s, endTime: $e) { available reason dayOfWeek slots { startTime endTime } }
}`;

beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
  therapist = await stack.signIn('Therapist');
});
afterAll(() => stack.stop());

type Slot = { dayOfWeek: number; startTime: string; endTime: string; location?: string | null };

async function week(userId: string, token = office): Promise<Slot[]> {
  const answer = await stack.gql<{ r: Slot[] }>(read, { u: userId }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.r;
}

async function refusal(slots: Slot[]) {
  const answer = await stack.gql(save, { u: staffId, w: slots }, office);
  expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  return answer.errors![0]!.extensions!.fieldErrors as Record<string, string[]>;
}

const monday: Slot[] = [
  { dayOfWeek: 1, startTime: '13:00', endTime: '17:00', location: 'Clinic' },
  { dayOfWeek: 1, startTime: '08:30', endTime: '12:00', location: null },
  { dayOfWeek: 4, startTime: '09:00', endTime: '12:15', location: 'Home' },
];

describe('the weekly availability', () => {
  it('is saved whole and read back by day and start time', async () => {
    const saved = await stack.gql<{ r: Slot[] }>(save, { u: staffId, w: monday }, office);
    expect(saved.errors).toBeUndefined();
    const expected = [monday[1], monday[0], monday[2]].map((slot) => ({ ...slot, userId: staffId }));
    expect(await week(staffId)).toEqual(expected);
    expect(saved.data!.r).toEqual(expected.map(({ userId: _, ...slot }) => slot));
  });

  it('refuses a slot that ends before it starts, beside that slot, and keeps the week', async () => {
    const before = await week(staffId);
    const errors = await refusal([monday[0]!, { dayOfWeek: 2, startTime: '15:00', endTime: '09:00' }]);
    expect(errors).toEqual({ 'slots.1.endTime': ['The end time field must be a time after start time.'] });
    expect(await week(staffId)).toEqual(before);
  });

  it('refuses slots of a day that overlap, and times off the quarter hour', async () => {
    const before = await week(staffId);
    const errors = await refusal([
      { dayOfWeek: 3, startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 3, startTime: '11:30', endTime: '14:00' },
      // Touching is not overlapping, and the same hours on another day are fine.
      { dayOfWeek: 3, startTime: '14:00', endTime: '15:00' },
      { dayOfWeek: 5, startTime: '11:30', endTime: '14:00' },
      { dayOfWeek: 6, startTime: '10:10', endTime: '11:00' },
    ]);
    expect(errors).toEqual({
      'slots.1.startTime': ['The slot overlaps Wednesday 9:00 AM – 12:00 PM.'],
      'slots.4.startTime': ['The start time field must be on a quarter hour (:00, :15, :30 or :45).'],
    });
    expect(await week(staffId)).toEqual(before);
  });

  it('is emptied by saving no slots', async () => {
    const other = '9';
    await stack.gql(save, { u: other, w: [] }, office);
    expect(await week(other)).toEqual([]);
  });

  it('lets a person set their own week but not read or change another’s', async () => {
    const own = await stack.gql<{ r: Slot[] }>(save, { u: therapistId, w: [{ dayOfWeek: 2, startTime: '10:00', endTime: '14:00' }] }, therapist);
    expect(own.errors).toBeUndefined();
    expect(await week(therapistId, therapist)).toEqual([{ userId: therapistId, dayOfWeek: 2, startTime: '10:00', endTime: '14:00', location: null }]);
    const other = await stack.gql(save, { u: staffId, w: [] }, therapist);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await week(staffId)).toHaveLength(3);
  });
});

describe('check-availability', () => {
  // 2026-11-30 is a Monday, 2026-12-01 a Tuesday. The test owns that Monday: a seeded session of the staff member's
  // is moved to the evening, so the morning is free whatever the seeded schedule holds.
  beforeAll(() => {
    const sessions = stack.standIn.fixtures.studentSessions;
    for (const session of sessions.all().filter((row) => String(row.staff_id) === staffId && row.date === '2026-11-30'))
      sessions.update(session.id, { start_time: '19:00', end_time: '20:00' });
  });
  const ask = async (variables: { d: string; s: string; e: string }, userId = staffId) => {
    const answer = await stack.gql<{ r: { available: boolean; reason: string; dayOfWeek: number; slots: unknown[] } }>(
      check,
      { u: userId, ...variables },
      office,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.r;
  };

  it('answers yes inside a slot', async () => {
    expect(await ask({ d: '2026-11-30', s: '09:00', e: '11:00' })).toEqual({
      available: true,
      dayOfWeek: 1,
      reason: 'Within Monday availability 8:30 AM – 12:00 PM, no session booked.',
      slots: [
        { startTime: '08:30', endTime: '12:00' },
        { startTime: '13:00', endTime: '17:00' },
      ],
    });
  });

  it('answers no with the reason: outside the slots, or a day without any', async () => {
    const across = await ask({ d: '2026-11-30', s: '11:00', e: '14:00' });
    expect(across).toMatchObject({ available: false, reason: 'Outside Monday availability (8:30 AM – 12:00 PM, 1:00 PM – 5:00 PM).' });
    expect(await ask({ d: '2026-12-01', s: '09:00', e: '10:00' })).toMatchObject({ available: false, reason: 'No availability on Tuesdays.' });
  });

  it('answers no when a session of theirs overlaps the range', async () => {
    const session = stack.standIn.fixtures.studentSessions.all().find((row) => row.status === 'Scheduled');
    expect(session).toBeDefined();
    const { staff_id: busyId, date } = session!;
    const dayOfWeek = new Date(`${date}T12:00:00Z`).getUTCDay();
    await stack.gql(save, { u: String(busyId), w: [{ dayOfWeek, startTime: '06:00', endTime: '21:00' }] }, office);
    expect(await ask({ d: date, s: session!.start_time, e: session!.end_time }, String(busyId))).toMatchObject({
      available: false,
      reason: `Booked for a session ${clockRange(session!.start_time, session!.end_time)}.`,
    });
  });

  it('refuses a range that ends before it starts, and a date that is not one', async () => {
    const backwards = await stack.gql(check, { u: staffId, d: '2026-11-30', s: '12:00', e: '09:00' }, office);
    expect(backwards.errors?.[0]?.extensions?.fieldErrors).toEqual({ endTime: ['The end time field must be a time after start time.'] });
    const notADate = await stack.gql(check, { u: staffId, d: '2026-02-30', s: '09:00', e: '10:00' }, office);
    expect(notADate.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
