// Staff titles (user-group list, detail, create, update, delete). Behind 'role-list', beside roles in the
// menu's roles group.
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';
import { seedStaffTitles } from './seed.js';
import type { StaffTitle } from './staff-title.js';

export const staffTitleResource = defineResource<StaffTitle>({
  name: 'staff title',
  type: 'StaffTitle',
  title: 'Staff title',
  table: 'user_groups',
  permission: 'role-list',
  unique: ['name'],
  searchable: ['name', 'description'],
  defaults: { status: 1 },
  seed: seedStaffTitles,
});

export const staffTitlesArea = resourceArea('staff-titles', staffTitleResource);

export type { StaffTitle } from './staff-title.js';
