// The student's name as the record's frame read it, for what the outbox says an entry holds.
import { useQuery } from '@apollo/client/react';
import { StudentHeaderQuery } from '../shared/operations';

export function useStudentName(studentId: string): string {
  const { data } = useQuery(StudentHeaderQuery, { variables: { id: studentId }, fetchPolicy: 'cache-only' });
  return data?.student?.name ?? `Student ${studentId}`;
}
