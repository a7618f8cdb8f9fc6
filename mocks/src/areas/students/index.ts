// Students: the list with its filters, the lifecycle, imports, exports and the
// lookups. The per-student records live in the student-* areas beside this one.
import type { Area } from '../../server/area.js';
import { registerStudentExports } from './exports.js';
import { registerStudentImport } from './import.js';
import { registerStudentLifecycle } from './lifecycle.js';
import { registerStudentLookups } from './lookups.js';
import { students } from './table.js';

export const studentsArea: Area = {
  name: 'students',
  register(router, context) {
    students(context.db);
    // Fixed paths before student/{id}, so that none is read as an id.
    registerStudentImport(router, context);
    registerStudentExports(router, context);
    registerStudentLookups(router, context);
    registerStudentLifecycle(router, context);
  },
};

export type { Student } from './student.js';
export { students, studentsTable } from './table.js';
export { seedStudents, seededStudentCount, seededDeletedStudentCount } from './seed.js';
