// The list's filters (a student assigned, the recurrence type), kept in the address and sent as the list's filter;
// an option list that cannot load leaves its filter empty and says so.
import { useQuery } from '@apollo/client/react';
import type { ListFilters, ListStateControls } from '../../kit';
import type { GroupScheduleFilter, PageInput } from '../../gql/graphql';
import { FilterRow, FilterSelect } from '../../kit/list/FilterSelect';
import { GroupScheduleStudentOptions } from './operations';
import { recurrenceLabels, recurrenceOptions } from './schedule';

function GroupScheduleFilterPanel({ state }: { state: ListStateControls }) {
  const students = useQuery(GroupScheduleStudentOptions);
  const options = (students.data?.options ?? []).map((student) => ({ value: student.id, label: `${student.lastName}, ${student.firstName}` }));
  return (
    <FilterRow>
      <FilterSelect name="student" label="Student" options={options} state={state} failed={!!students.error} />
      <FilterSelect name="recurrence" label="Recurrence" options={recurrenceOptions} state={state} />
    </FilterRow>
  );
}

export const groupScheduleFilters: ListFilters<{ page?: PageInput | null; filter?: GroupScheduleFilter | null }> = {
  keys: ['student', 'recurrence'],
  variables: ({ student, recurrence }) => {
    const filter: GroupScheduleFilter = {
      ...(student !== undefined && /^\d+$/.test(student) && { students: [student] }),
      ...(recurrence !== undefined && recurrence in recurrenceLabels && { recurrenceType: recurrence }),
    };
    return Object.keys(filter).length > 0 ? { filter } : {};
  },
  Panel: GroupScheduleFilterPanel,
};
