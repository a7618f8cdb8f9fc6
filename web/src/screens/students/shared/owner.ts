// A student as the owner of their records: the `:student_id` every per-student route carries, sent as `studentId`,
// every page drawn in the student's record frame.
import type { ResourceOwner } from '../../../kit/resourceOwner';
import { StudentFrame } from './StudentFrame';

export const student: ResourceOwner<{ studentId: string }> = {
  param: 'student_id',
  variables: (studentId) => ({ studentId }),
  Frame: StudentFrame,
  home: '/student',
};
