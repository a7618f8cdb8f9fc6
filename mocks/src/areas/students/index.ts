// Students: the list with its filters, the lifecycle, imports, exports and the
// lookups. The per-student records live in the student-* areas beside this one.
import { resourceArea } from '../../kit/resource-area.js';
import { studentResource } from './resource.js';

export const studentsArea = resourceArea('students', studentResource);

export type { Student } from './student.js';
export { students, studentsTable } from './table.js';
export { seedStudents, seededStudentCount, seededDeletedStudentCount } from './seed.js';
