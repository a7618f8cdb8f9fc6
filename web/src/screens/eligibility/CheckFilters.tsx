// The checks list's filters, kept in the address: statuses (several at once), student, the batch a check came from,
// each membership's newest check only, and coverage problems only (inactive, or ending within 30 days).
import { useQuery } from '@apollo/client/react';
import { Checkbox } from '@blueprintjs/core';
import type { ListFilters, ListStateControls } from '../../kit';
import { FilterRow, FilterSelect } from '../../kit/list/FilterSelect';
import type { EligibilityCheckFilter, EligibilityStatus, PageInput } from '../../gql/graphql';
import { EligibilityStudentOptions } from './operations';
import { chosenStatuses, StatusChoice } from './StatusChoice';

const statusLabels: Record<Exclude<EligibilityStatus, 'REJECTED'>, string> = {
  PENDING: 'Checking',
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  FAILED: 'Failed',
};

function Flag({ name, label, state }: { name: string; label: string; state: ListStateControls }) {
  return (
    <Checkbox
      label={label}
      checked={state.filters[name] === '1'}
      onChange={(event) => state.setFilter(name, event.currentTarget.checked ? '1' : null)}
    />
  );
}

function CheckFilterPanel({ state }: { state: ListStateControls }) {
  const students = useQuery(EligibilityStudentOptions);
  const options = (students.data?.options ?? []).map((student) => ({ value: student.id, label: `${student.lastName}, ${student.firstName}` }));
  return (
    <FilterRow>
      <FilterSelect name="student" label="Student" options={options} state={state} failed={!!students.error} />
      <StatusChoice name="status" label="Status" labels={statusLabels} state={state} />
      <div className="kit-filter eligibility-flags">
        <Flag name="latest" label="Newest check per funder" state={state} />
        <Flag name="problem" label="Coverage problems only" state={state} />
      </div>
    </FilterRow>
  );
}

const isId = (value: string | undefined): value is string => value !== undefined && /^\d+$/.test(value);

export const checkFilters: ListFilters<{ page?: PageInput | null; filter?: EligibilityCheckFilter | null }> = {
  keys: ['student', 'status', 'latest', 'problem', 'batch'],
  variables: ({ student, status, latest, problem, batch }) => {
    const statuses = chosenStatuses(status, statusLabels);
    const filter: EligibilityCheckFilter = {
      ...(isId(student) && { studentId: [student] }),
      ...(statuses.length > 0 && { status: statuses }),
      ...(isId(batch) && { batchId: [batch] }),
      ...(latest === '1' && { latest: true }),
      ...(problem === '1' && { problem: true }),
    };
    return Object.keys(filter).length > 0 ? { filter } : {};
  },
  Panel: CheckFilterPanel,
};
