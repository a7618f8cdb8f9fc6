// Who may read and change a person's weekly availability: the person themself (their profile), or whoever holds the
// staff module ('Staff List', menu 'office-staff-list'): any entry of it to read, its Edit method to change.
import type { User } from '../../db/index.js';
import { superAdminType } from '../auth/permissions.js';

const staffModule = { label: 'Staff List', subLabel: 'office-staff-list' } as const;

function holdsStaffModule(user: User, method?: 'Edit'): boolean {
  if (user.user_type === superAdminType) return true;
  return user.permissions.some(
    (entry) => (entry.label === staffModule.label || entry.sub_label === staffModule.subLabel) && (method === undefined || entry.method === method),
  );
}

export function mayReadAvailability(caller: User, userId: number): boolean {
  return caller.id === userId || holdsStaffModule(caller);
}

export function mayChangeAvailability(caller: User, userId: number): boolean {
  return caller.id === userId || holdsStaffModule(caller, 'Edit');
}

/** Whether a person is free is asked by the calendar too: its holders may ask it of anyone. */
export function mayCheckAvailability(caller: User, userId: number): boolean {
  return mayReadAvailability(caller, userId) || caller.permissions.some((entry) => entry.label === 'Calendar / List View');
}
