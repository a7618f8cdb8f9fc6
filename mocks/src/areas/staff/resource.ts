// Staff members and parents are one resource over the users table: users (staff unless user_type names a type),
// users/{id}, POST users, POST user-update/{id}, DELETE users/{id}, deleted-user, restore-user and
// permanent-delete-user. Every call needs 'Staff List', except that the signed-in person may read their own record
// and change their own name and phone (the profile page).
import type { RequestHandler } from 'express';
import type { User } from '../../db/index.js';
import { permissionsFor } from '../../db/users.js';
import type { UserType } from '../../db/demo-users.js';
import { defineResource } from '../../kit/index.js';
import { permissionGuards } from '../../kit/guards.js';
import type { AccessGuards } from '../../kit/types.js';
import { holdsPermission } from '../auth/permissions.js';
import { callerOf } from '../../server/auth.js';
import { forbidden } from '../../server/replies.js';
import { listUsers } from './listing.js';
import { registerUserLookups } from './lookups.js';
import { staffPermission } from './owner.js';
import { presentUsers } from './present.js';
import { registerUserSchools } from './schools.js';
import { drainImports, registerStaffTransfer } from './transfer.js';
import { checkUser, profileFields, userFillable } from './user-input.js';
import { userRules } from './user-rules.js';

/** Staff List, or the caller's own record. */
const selfOrStaffList: RequestHandler = (req, res, next) => {
  const { user } = callerOf(req);
  if (holdsPermission(user, staffPermission) || String(user.id) === req.params.id) next();
  else forbidden(res);
};

const userAccess: AccessGuards = (auth, operation) =>
  operation === 'detail' || operation === 'update' ? [auth.required, selfOrStaffList] : permissionGuards(auth, staffPermission);

export const userResource = defineResource<User>({
  name: 'user',
  type: 'StaffMember',
  table: 'users',
  permission: staffPermission,
  access: userAccess,
  ...userRules,
  // The password is kept apart from the record.
  fillable: userFillable,
  hooks: {
    beforeSave(values, errors, { db, existing, req }) {
      const caller = callerOf(req).user;
      // Without Staff List a person changes only their own name and phone.
      const own = existing && !holdsPermission(caller, staffPermission);
      const allowed = own ? Object.fromEntries(profileFields.filter((key) => key in values).map((key) => [key, values[key]])) : values;
      const checked = checkUser(db, allowed as Partial<User>, errors, existing);
      if (existing && checked.user_type && checked.user_type !== existing.user_type)
        checked.permissions = permissionsFor(checked.user_type as UserType);
      return checked;
    },
    after(event, row, { db, req }) {
      const password = (req.body as Record<string, unknown> | undefined)?.password;
      if (event === 'created' && typeof password === 'string' && password.trim() !== '') db.passwords.set(row.id, password);
      if (event === 'purged') db.passwords.delete(row.id);
    },
    query: (req, pool, db) => {
      // Imported staff whose time has come join the list first.
      drainImports(db);
      return listUsers(req, pool, db);
    },
    present: presentUsers,
    // The platform's Super Admin is nobody's staff; they reach only their own record.
    visible: (row, req) => row.user_type !== 'Super Admin' || callerOf(req).user.id === row.id,
    routes(router, context, parts) {
      registerUserLookups(router, context, parts);
      registerUserSchools(router, context, parts);
      registerStaffTransfer(router, context, parts);
    },
  },
});
