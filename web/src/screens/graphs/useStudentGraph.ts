// What every graph screen asks first: the student chosen (and their name), whether the range may be asked for, and
// why nothing is drawn yet.
import { useQuery } from '@apollo/client/react';
import { GraphStudentOptions } from './operations';
import { useGraphAddress, type GraphAddress } from './useGraphAddress';

export interface StudentGraph {
  address: GraphAddress;
  studentName: string;
  /** The graph may be asked for: a student and a range without problems. */
  ready: boolean;
  waiting: { title: string; description: string } | null;
}

export function useStudentGraph(): StudentGraph {
  const address = useGraphAddress();
  const students = useQuery(GraphStudentOptions);
  const student = students.data?.options.find((option) => option.id === address.studentId);
  const studentName = student ? `${student.firstName} ${student.lastName}` : `Student ${address.studentId}`;
  const rangeOk = !address.problems.from && !address.problems.to;
  const waiting = !address.studentId
    ? { title: 'Choose a student', description: 'The graph shows the data recorded for one student.' }
    : !rangeOk
      ? { title: 'Check the dates', description: 'Correct the dates above to draw the graph.' }
      : null;
  return { address, studentName, ready: address.studentId !== '' && rangeOk, waiting };
}
