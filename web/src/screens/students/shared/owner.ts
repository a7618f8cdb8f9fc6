// A student as the owner of their records: the `:student_id` every per-student route carries, sent as `studentId`,
// every page drawn in the student's record frame.
import type { Owner } from '../../../kit/ownedResource';
import { StudentFrame } from './StudentFrame';

export const student: Owner<{ studentId: string }> = {
  param: 'student_id',
  variables: (studentId) => ({ studentId }),
  Frame: StudentFrame,
  home: '/student',
};
