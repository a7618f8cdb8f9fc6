// Roles (role-permission list, create and edit; role/{id}; all-roles), each a set of permission
// items that exist. Behind 'role-list'; all-roles serves every signed-in user (staff forms pick a
// role).
import { defineResource } from '../../kit/index.js';
import { registerWriteGuard } from '../../kit/write-guard.js';
import type { Area } from '../../server/area.js';
import { permissionItemsTable } from '../permission-setup/permission-module.js';
import { rolesTable, type Role } from './role.js';
import { seedRoles } from './seed.js';

export const rolePermission = 'role-list';

export const roleResource = defineResource<Role>({
  name: 'role',
  type: 'Role',
  table: rolesTable,
  permission: { default: rolePermission, all: null },
  unique: ['name'],
  searchable: ['name', 'description'],
  defaults: { status: 1 },
  seed: seedRoles,
});

export const rolesArea: Area = {
  name: 'roles',
  register(router, context) {
    registerWriteGuard(router, context, {
      table: rolesTable,
      paths: roleResource.spec.paths,
      permission: rolePermission,
      required: ['name', 'permission_ids'],
      references: [{ field: 'permission_ids', table: permissionItemsTable, many: true }],
    });
    roleResource.register(router, context);
  },
};

export type { Role } from './role.js';
