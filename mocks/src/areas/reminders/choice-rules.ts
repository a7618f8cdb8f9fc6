// Laravel's `in:` rules on a reminder's choices, checked before the kit's own rules; a field not sent is left to
// the kit (required on create, kept on update).
import type { RequestHandler } from 'express';
import { unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { reminderRecipients } from './reminder.js';

export const reminderChoices = {
  recipient_type: reminderRecipients,
  channel: ['email', 'sms'],
  frequency: ['once', 'daily', 'weekly', 'monthly'],
} as const;

export const checkReminderChoices: RequestHandler = (req, res, next) => {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const errors = new FieldErrors();
  for (const [field, allowed] of Object.entries(reminderChoices)) {
    const value = body[field];
    errors.oneOf(field, typeof value === 'string' ? value.trim() : value, allowed);
  }
  if (errors.empty) next();
  else unprocessable(res, errors);
};
