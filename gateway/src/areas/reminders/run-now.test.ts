// Run now: a reminder is sent at once to the active users its recipient type covers, and the run is recorded.
import type { UserType } from '@portal/mocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

const RUN = 'mutation($id: ID!) { runReminder(id: $id) { id reminderId notified ranAt runBy } }';
const READ = 'query($id: ID!) { reminder(id: $id) { runCount lastRunAt } }';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

const reminders = () => stack.standIn.fixtures.reminders;

/** Active users of the given types, counted from the stand-in's users. */
function activeUsers(...types: UserType[]): number {
  return stack.standIn.fixtures.users.ofType(...types).filter((user) => user.status === 1).length;
}

describe('runReminder', () => {
  it('notifies the recipients its type covers and records the run', async () => {
    const cases: [string, number][] = [
      ['Staff', activeUsers('Office Administrator', 'Therapist')],
      ['Therapist', activeUsers('Therapist')],
      ['Parent', activeUsers('Parent')],
      ['All', activeUsers('Office Administrator', 'Therapist', 'Parent')],
    ];
    expect(cases[0]![1]).toBeGreaterThan(10);
    for (const [recipients, expected] of cases) {
      const reminder = reminders()
        .all()
        .find((row) => row.recipient_type === recipients && row.status === 1)!;
      const before = await stack.gql<{ reminder: { runCount: number } }>(READ, { id: String(reminder.id) }, token);
      const run = await stack.gql<{ runReminder: { id: string; reminderId: string; notified: number; ranAt: string; runBy: string } }>(
        RUN,
        { id: String(reminder.id) },
        token,
      );
      expect(run.errors).toBeUndefined();
      expect(run.data!.runReminder).toMatchObject({ reminderId: String(reminder.id), notified: expected, runBy: '2' });
      const after = await stack.gql<{ reminder: { runCount: number; lastRunAt: string } }>(READ, { id: String(reminder.id) }, token);
      expect(after.data!.reminder).toEqual({ runCount: before.data!.reminder.runCount + 1, lastRunAt: run.data!.runReminder.ranAt });
    }
  });

  it('counts a staff member made inactive out of the next run', async () => {
    const reminder = reminders()
      .all()
      .find((row) => row.recipient_type === 'Therapist' && row.status === 1)!;
    const first = await stack.gql<{ runReminder: { notified: number } }>(RUN, { id: String(reminder.id) }, token);
    const { users } = stack.standIn.fixtures;
    const therapist = users.ofType('Therapist').find((user) => user.status === 1 && user.id > 4)!;
    users.update(therapist.id, { status: 0 });
    const second = await stack.gql<{ runReminder: { notified: number } }>(RUN, { id: String(reminder.id) }, token);
    expect(second.data!.runReminder.notified).toBe(first.data!.runReminder.notified - 1);
    users.update(therapist.id, { status: 1 });
  });

  it('refuses an inactive, deleted or unknown reminder', async () => {
    const inactive = reminders()
      .all()
      .find((row) => row.status === 0)!;
    const refused = await stack.gql(RUN, { id: String(inactive.id) }, token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { status: ['An inactive reminder cannot be run.'] },
    });
    const deleted = reminders().deleted()[0]!;
    expect((await stack.gql(RUN, { id: String(deleted.id) }, token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await stack.gql(RUN, { id: '9999' }, token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("is the office administrator's and not the therapist's", async () => {
    const therapist = await stack.signIn('Therapist');
    const active = reminders()
      .all()
      .find((row) => row.status === 1)!;
    expect((await stack.gql(RUN, { id: String(active.id) }, therapist)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await stack.gql('{ reminders { pageInfo { total } } }', {}, therapist)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a recipient type, channel or frequency outside the choices', async () => {
    const answer = await stack.gql(
      'mutation($i: ReminderInput!) { createReminder(input: $i) { id } }',
      { i: { title: 'Odd reminder', message: 'Hello', recipientType: 'Everyone', channel: 'fax', frequency: 'hourly' } },
      token,
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        recipientType: ['The selected recipient type is invalid.'],
        channel: ['The selected channel is invalid.'],
        frequency: ['The selected frequency is invalid.'],
      },
    });
  });
});
