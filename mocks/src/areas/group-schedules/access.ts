// Who may use group schedules: the calendar's module ('Calendar / List View'); any entry of it to read, its Add,
// Edit and Delete methods to create, change (and assign students) and remove.
import type { RequestHandler } from 'express';
import type { User } from '../../db/index.js';
import type { AccessGuards, Operation } from '../../kit/types.js';
import { callerOf } from '../../server/auth.js';
import { forbidden } from '../../server/replies.js';
import { superAdminType } from '../auth/permissions.js';

export const calendarModule = 'Calendar / List View';

export type CalendarMethod = 'List' | 'Add' | 'Edit' | 'Delete';

export function mayUseCalendar(user: User, method?: CalendarMethod): boolean {
  if (user.user_type === superAdminType) return true;
  return user.permissions.some(
    (entry) => (entry.label === calendarModule || entry.sub_label === calendarModule) && (method === undefined || entry.method === method),
  );
}

const methodOf: Record<Operation, CalendarMethod | undefined> = {
  list: undefined,
  all: undefined,
  detail: undefined,
  create: 'Add',
  update: 'Edit',
  remove: 'Delete',
  deleted: 'Delete',
  restore: 'Delete',
  permanentDelete: 'Delete',
};

export function calendarGuard(method?: CalendarMethod): RequestHandler {
  return (req, res, next) => (mayUseCalendar(callerOf(req).user, method) ? next() : forbidden(res));
}

export const calendarAccess: AccessGuards = (auth, operation) => [auth.required, calendarGuard(methodOf[operation])];
