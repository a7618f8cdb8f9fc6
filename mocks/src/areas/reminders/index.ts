// Reminders (reminder plus run-reminder/{id}). The portal names no permission for the
// reminders menu; they message staff and families on the office's behalf, so they sit behind the office staff
// permission ('office-staff-list'), which the office administrator holds and a therapist does not.
import { defineResource } from '../../kit/index.js';
import type { Area } from '../../server/area.js';
import { checkReminderChoices } from './choice-rules.js';
import type { Reminder } from './reminder.js';
import { registerRunReminder } from './run-now.js';
import { seedReminders } from './seed.js';

export const reminderPermission = 'office-staff-list';

export const reminderResource = defineResource<Reminder>({
  name: 'reminder',
  type: 'Reminder',
  table: 'reminders',
  permission: reminderPermission,
  // A reminder always has a channel and a frequency (a create starts from the defaults); an update cannot blank them.
  required: ['title', 'message', 'recipient_type', 'channel', 'frequency'],
  unique: ['title'],
  searchable: ['title', 'message', 'recipient_type'],
  defaults: { status: 1, channel: 'email', frequency: 'once', last_run_at: null, run_count: 0 },
  seed: seedReminders,
});

export const remindersArea: Area = {
  name: 'reminders',
  register(router, context) {
    const guards = [context.auth.required, context.auth.requirePermission(reminderPermission)];
    router.post('/reminder', ...guards, checkReminderChoices);
    router.put('/reminder/:id', ...guards, checkReminderChoices);
    reminderResource.register(router, context);
    registerRunReminder(router, context, reminderPermission);
  },
};

export type { Reminder, ReminderRun } from './reminder.js';
