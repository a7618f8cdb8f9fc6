// Groups (create, read, update, delete, and all-groups; pages /groups, add, edit/{group_id}). A group's
// students are ids of students that exist. Behind the route label 'organization-list'; the
// all-groups lookup serves every signed-in user.
import { defineResource } from '../../kit/index.js';
import { registerWriteGuard } from '../../kit/write-guard.js';
import type { Area } from '../../server/area.js';
import { studentsTable } from '../students/index.js';
import type { Group } from './group.js';
import { seedGroups } from './seed.js';

export const groupPermission = 'organization-list';

export const groupResource = defineResource<Group>({
  name: 'group',
  type: 'Group',
  table: 'student_groups',
  permission: { default: groupPermission, all: null },
  unique: ['name'],
  searchable: ['name', 'description'],
  // A group holds many students: the filter matches any of them.
  filters: {
    student_id: (row, values) => values.some((value) => row.student_ids.includes(Number(value))),
  },
  defaults: { status: 1, student_ids: [] },
  // Seeded by the area, from the students that exist.
});

export const groupsArea: Area = {
  name: 'groups',
  after: ['students'],
  register(router, context) {
    const { db } = context;
    db.defineTable<Group>(groupResource.spec.table, (faker) =>
      seedGroups(
        faker,
        db
          .table(studentsTable)
          .active()
          .map((row) => row.id),
      ),
    );
    registerWriteGuard(router, context, {
      table: groupResource.spec.table,
      paths: groupResource.spec.paths,
      permission: groupPermission,
      required: ['name'],
      references: [{ field: 'student_ids', table: studentsTable, many: true }],
    });
    groupResource.register(router, context);
  },
};

export type { Group } from './group.js';
