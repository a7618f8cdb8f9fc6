// Which users are staff and which are parents: staff are everyone who works at the practice (office
// administrators and therapists), never parents nor the platform's Super Admin.
import type { User } from '../../db/index.js';
import { staffTypes } from '../users/index.js';

export const parentType = 'Parent';

export function isStaff(user: Pick<User, 'user_type'>): boolean {
  return staffTypes.includes(user.user_type);
}

/** The users a list of that type answers: the type named, or staff when none is. */
export function ofType(type: string | undefined): (user: Pick<User, 'user_type'>) => boolean {
  return type ? (user) => user.user_type === type : isStaff;
}
