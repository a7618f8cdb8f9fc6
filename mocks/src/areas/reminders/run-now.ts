// POST run-reminder/{id}: sends a reminder now. The run is recorded (a reminder_runs row, the reminder's
// last_run_at and run_count) and the answer says how many recipients were notified: the active users its
// recipient type covers.
import type { Router } from 'express';
import type { Db } from '../../db/index.js';
import type { UserType } from '../../db/demo-users.js';
import { parseId } from '../../kit/ids.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import type { Reminder, ReminderRecipients, ReminderRun } from './reminder.js';
import { timestamp } from '../../kit/dates.js';
import * as clock from '../../kit/clock.js';

const audiences: Record<ReminderRecipients, readonly UserType[]> = {
  All: ['Office Administrator', 'Therapist', 'Parent'],
  Staff: ['Office Administrator', 'Therapist'],
  Therapist: ['Therapist'],
  'Office Administrator': ['Office Administrator'],
  Parent: ['Parent'],
};

export const inactiveReminderMessage = 'An inactive reminder cannot be run.';

/** The users a reminder reaches now: active, not deleted, of the types its recipient type names. */
export function recipientCount(db: Db, recipients: ReminderRecipients): number {
  const types = audiences[recipients] ?? [];
  return db.users.active().filter((user) => user.status === 1 && types.includes(user.user_type)).length;
}

export function registerRunReminder(router: Router, { db, auth }: AreaContext, permission: string): void {
  const reminders = db.defineTable<Reminder>('reminders');
  const runs = db.defineTable<ReminderRun>('reminder_runs');
  router.post('/run-reminder/:id', auth.required, auth.requirePermission(permission), (req, res) => {
    const id = parseId(req.params.id);
    const reminder = id === undefined ? undefined : reminders.find(id);
    if (!reminder) {
      notFound(res, 'Reminder not found.');
      return;
    }
    if (reminder.status !== 1) {
      unprocessable(res, new FieldErrors().add('status', inactiveReminderMessage));
      return;
    }
    const now = clock.now();
    const notified = recipientCount(db, reminder.recipient_type);
    const run = runs.insert({ reminder_id: reminder.id, notified, ran_at: timestamp(now), run_by: callerOf(req).user.id }, now);
    reminders.update(reminder.id, { last_run_at: run.ran_at, run_count: reminder.run_count + 1 }, now);
    ok(res, {
      message: `Reminder sent to ${notified} recipient${notified === 1 ? '' : 's'}.`,
      data: run,
    });
  });
}
