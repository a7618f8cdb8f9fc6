// Staff titles (user-group list, detail, create, update, delete). Behind 'role-list', beside roles in the
// menu's roles group.
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';
import { seedStaffTitles } from './seed.js';
import type { StaffTitle } from './staff-title.js';

export const staffTitleResource = defineResource<StaffTitle>({
  name: 'staff title',
  title: 'Staff title',
  table: 'user_groups',
  paths: {
    list: 'user-group',
    detail: 'user-group/{id}',
    create: 'user-group',
    update: 'user-group/{id}',
    remove: 'user-group/{id}',
  },
  permission: 'role-list',
  required: ['name'],
  unique: ['name'],
  searchable: ['name', 'description'],
  filters: { status: 'status' },
  fillable: ['name', 'description', 'status'],
  casts: { status: 'integer' },
  defaults: { status: 1 },
  seed: seedStaffTitles,
});

export const staffTitlesArea = resourceArea('staff-titles', staffTitleResource);

export type { StaffTitle } from './staff-title.js';
