// The one permission helper that the route guard, the menu and the header all use; the Super Admin passes every
// check.
import { SUPER_ADMIN, type Session } from './session';

/** A menu check: any mix of label, subLabel and method; every field given must match the same entry. */
export interface PermissionCheck {
  label?: string;
  subLabel?: string;
  method?: string;
}

export function isSuperAdmin(session: Pick<Session, 'userType'>): boolean {
  return session.userType === SUPER_ADMIN;
}

/** True for the Super Admin; otherwise true when one entry matches every field the check names. */
export function can(session: Pick<Session, 'userType' | 'userPermission'>, check: PermissionCheck): boolean {
  if (isSuperAdmin(session)) return true;
  const entries = session.userPermission ?? [];
  if (check.label === undefined && check.subLabel === undefined && check.method === undefined) return false;
  return entries.some(
    (entry) =>
      (check.label === undefined || entry.label === check.label) &&
      (check.subLabel === undefined || entry.subLabel === check.subLabel) &&
      (check.method === undefined || entry.method === check.method),
  );
}

/** A route check: the name matches either a label or a subLabel of one of the user's entries. */
export function hasPermission(session: Pick<Session, 'userType' | 'userPermission'>, name: string): boolean {
  return can(session, { label: name }) || can(session, { subLabel: name });
}
