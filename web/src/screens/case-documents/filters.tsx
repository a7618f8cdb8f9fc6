// The case document list's filters (student, open or closed), kept in the address and sent as the list's filter.
import { useQuery } from '@apollo/client/react';
import type { ListFilters, ListStateControls } from '../../kit';
import type { CaseDocumentFilter, PageInput } from '../../gql/graphql';
import { FilterRow, FilterSelect } from '../../kit/list/FilterSelect';
import { CaseStudentOptions } from './operations';

export const caseStatuses = ['Open', 'Closed'] as const;

function CaseFilterPanel({ state }: { state: ListStateControls }) {
  const students = useQuery(CaseStudentOptions);
  const options = (students.data?.options ?? []).map((student) => ({ value: student.id, label: `${student.lastName}, ${student.firstName}` }));
  return (
    <FilterRow>
      <FilterSelect name="student" label="Student" options={options} state={state} failed={!!students.error} />
      <FilterSelect name="status" label="Status" options={caseStatuses.map((value) => ({ value, label: value }))} state={state} />
    </FilterRow>
  );
}

export const caseDocumentFilters: ListFilters<{ page?: PageInput | null; filter?: CaseDocumentFilter | null }> = {
  keys: ['student', 'status'],
  variables: ({ student, status }) => {
    const filter: CaseDocumentFilter = {
      ...(student !== undefined && /^\d+$/.test(student) && { studentId: student }),
      ...(status !== undefined && (caseStatuses as readonly string[]).includes(status) && { caseStatus: status }),
    };
    return Object.keys(filter).length > 0 ? { filter } : {};
  },
  Panel: CaseFilterPanel,
};
