import { useParams } from 'react-router';

/** The `:student_id` every per-student route carries. */
export function useStudentId(): string {
  const { student_id: studentId } = useParams();
  if (!studentId) throw new Error('This page needs a student id in its address.');
  return studentId;
}

/** A route parameter the page cannot work without. */
export function useRequiredParam(name: string): string {
  const value = useParams()[name];
  if (!value) throw new Error(`This page needs ${name} in its address.`);
  return value;
}
