// Who may use the calendar: reading needs any entry of 'Calendar / List View', booking its Add, moving its Edit,
// cancelling and deleting its Delete. A therapist sees the appointments of the students they work with.
// Overriding a refusal (outside availability, beyond the authorization) accepts a booking the funder may not pay
// for, so it needs both the calendar's Edit and the Funders module's Edit: among the seeded roles only the office
// administrator (and the Super Admin) hold both; a Scheduler books but cannot override. A parent reads the list of
// their own children's sessions, to verify the ones held.
import type { RequestHandler } from 'express';
import type { User } from '../../db/index.js';
import type { Auth } from '../../server/auth.js';
import { callerOf } from '../../server/auth.js';
import { forbidden } from '../../server/replies.js';
import { superAdminType } from '../auth/permissions.js';

export const calendarModule = 'Calendar / List View';

/** Whether the user holds `label` (as a label or a sub-label), with `method` when one is named. */
export function holds(user: User, label: string, method?: string): boolean {
  if (user.user_type === superAdminType) return true;
  return user.permissions.some((entry) => (entry.label === label || entry.sub_label === label) && (method === undefined || entry.method === method));
}

/** Signed in, and allowed by the rule; refused otherwise. */
function guardOf(auth: Auth, allowed: (user: User) => boolean): RequestHandler[] {
  const check: RequestHandler = (req, res, next) => {
    if (allowed(callerOf(req).user)) next();
    else forbidden(res);
  };
  return [auth.required, check];
}

export function calendarGuard(auth: Auth, method?: 'Add' | 'Edit' | 'Delete'): RequestHandler[] {
  return guardOf(auth, (user) => holds(user, calendarModule, method));
}

/** Reading the appointment list: the calendar's readers, and a parent (who sees their own children's sessions). */
export function listGuard(auth: Auth): RequestHandler[] {
  return guardOf(auth, (user) => user.user_type === 'Parent' || holds(user, calendarModule));
}

export function mayOverride(user: User): boolean {
  return holds(user, calendarModule, 'Edit') && holds(user, 'Funders', 'Edit');
}

export const overrideForbiddenMessage = 'You do not have permission to override the schedule: it needs Calendar edit and Funders edit.';
