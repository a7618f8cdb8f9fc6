// A staff member's or parent's create and update body: the fields a form sends, the rules (required names and
// email, a valid email not taken, a known type and title), and what a new user starts from.
import type { Db, User } from '../../db/index.js';
import { noStaffDetails, permissionsFor } from '../../db/users.js';
import type { UserType } from '../../db/demo-users.js';
import type { Cast } from '../../kit/input.js';
import { isApiDate } from '../../kit/dates.js';
import type { FieldErrors } from '../../server/validation.js';
import { namesOf } from './relations.js';

export const userTypes: readonly UserType[] = ['Office Administrator', 'Therapist', 'Parent'];

export const userFillable = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'user_type',
  'status',
  'title_id',
  'address',
  'city',
  'state',
  'zip',
  'hire_date',
  'npi',
] as const satisfies readonly (keyof User)[];

export const userCasts: Partial<Record<keyof User & string, Cast>> = { status: 'integer', title_id: 'integer' };

/** The fields the signed-in person may change on their own profile. */
export const profileFields = ['first_name', 'last_name', 'phone'] as const satisfies readonly (keyof User)[];

/** Checks a user's values as they would be saved; answers them with the name and, for a new user, the defaults. */
export function checkUser(db: Db, values: Partial<User>, errors: FieldErrors, existing?: User): Partial<User> {
  const merged = { ...existing, ...values };
  errors.email('email', merged.email);
  // Only a type sent is checked: the Super Admin keeps theirs when they rename themselves.
  errors.oneOf('user_type', values.user_type, userTypes);
  if (merged.title_id !== null && merged.title_id !== undefined && !namesOf(db, 'user_groups').has(merged.title_id)) {
    errors.add('title_id', 'The selected title id is invalid.');
  }
  if (merged.hire_date && !isApiDate(merged.hire_date)) errors.add('hire_date', 'The hire date field must be a valid date.');
  const named = values.first_name !== undefined || values.last_name !== undefined;
  const name = named ? { name: `${merged.first_name ?? ''} ${merged.last_name ?? ''}`.trim() } : {};
  if (existing) return { ...values, ...name };
  const type = (merged.user_type ?? 'Therapist') as UserType;
  return {
    ...noStaffDetails,
    phone: '',
    status: 1,
    pending_file_count: 0,
    user_meta: [],
    ...values,
    ...name,
    user_type: type,
    permissions: permissionsFor(type),
  };
}
