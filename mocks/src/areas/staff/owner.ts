// A user (staff member or parent) as the owner of their records: credentials, service lines, schools.
import type { User } from '../../db/index.js';
import type { OwnerSpec } from '../../kit/types.js';

export const staffPermission = 'Staff List';

export const userOwner: OwnerSpec<User> = {
  table: (db) => db.users,
  field: 'user_id',
  title: 'User',
};
