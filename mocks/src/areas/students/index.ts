// Students: one resource on the kit (resource.ts) — the list with its filters, the soft-delete lifecycle, and the
// imports, exports and lookups as its own routes. The per-student records live in the student-* areas beside this
// one, declared with student-records.ts.
import { resourceArea } from '../../kit/resource-area.js';
import { studentResource } from './resource.js';

export const studentsArea = resourceArea('students', studentResource);

export type { Student } from './student.js';
export { students, studentsTable } from './table.js';
export { seedStudents, seededStudentCount, seededDeletedStudentCount } from './seed.js';
