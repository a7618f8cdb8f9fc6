// Classes (create, read, update, delete, and all-classes; pages /classes, add, edit/{class_id}). A class's
// staff member is a staff user and its students exist. Behind the route label 'Classes'; the
// all-classes lookup serves every signed-in user.
import { defineResource } from '../../kit/index.js';
import { parseId } from '../../kit/ids.js';
import { registerWriteGuard } from '../../kit/write-guard.js';
import type { Area } from '../../server/area.js';
import { isBlank } from '../../server/validation.js';
import { studentsTable } from '../students/index.js';
import { staffTypes } from '../users/index.js';
import type { SchoolClass } from './school-class.js';
import { seedClasses } from './seed.js';

export const classPermission = 'Classes';

export const classResource = defineResource<SchoolClass>({
  name: 'class',
  type: 'Class',
  table: 'classes',
  permission: { default: classPermission, all: null },
  unique: ['name'],
  searchable: ['name', 'grade', 'room'],
  // The list also filters by grade, beyond the schema's filter.
  filters: { grade: 'grade' },
  defaults: { status: 1, student_ids: [], staff_id: null },
  // Seeded by the area, from the staff and students that exist.
});

export const classesArea: Area = {
  name: 'classes',
  after: ['students'],
  register(router, context) {
    const { db } = context;
    db.defineTable<SchoolClass>(classResource.spec.table, (faker) =>
      seedClasses(
        faker,
        db.users
          .active()
          .filter((user) => staffTypes.includes(user.user_type))
          .map((user) => user.id),
        db
          .table(studentsTable)
          .active()
          .map((row) => row.id),
      ),
    );
    registerWriteGuard(router, context, {
      table: classResource.spec.table,
      paths: classResource.spec.paths,
      permission: classPermission,
      required: ['name'],
      references: [{ field: 'student_ids', table: studentsTable, many: true }],
      check(values, errors) {
        if (!isBlank(values.staff_id)) {
          const id = parseId(values.staff_id);
          const user = id === undefined ? undefined : db.users.find(id);
          if (!user || !staffTypes.includes(user.user_type)) errors.add('staff_id', 'The selected staff id is invalid.');
        }
      },
    });
    classResource.register(router, context);
  },
};

export type { SchoolClass } from './school-class.js';
