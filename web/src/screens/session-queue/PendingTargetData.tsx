// Pending Target Data: completed sessions of students with targets in training and no target data recorded that
// day, filtered by student and a range of dates (kept in the address; a range whose end is before its start is
// named and left out).
import { useQuery } from '@apollo/client/react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { col, derived, ResourceList, type ListFilters, type ListStateControls } from '../../kit';
import { FilterRow, FilterSelect } from '../../kit/list/FilterSelect';
import { isCalendarDate, toUsDate } from '../../dates/calendar';
import type { PageInput, PendingTargetSessionFilter, PendingTargetSessionListQuery } from '../../gql/graphql';
import { PendingTargetSessionList, SessionNoteStudentOptions } from './operations';
import './session-queue.css';
import { readableTimeRange } from '../../dates/timeOfDay';

type Row = PendingTargetSessionListQuery['page']['nodes'][number];

function rangeProblem(from: string | undefined, to: string | undefined): string | undefined {
  return from && to && isCalendarDate(from) && isCalendarDate(to) && to < from ? 'The end date must be on or after the start date.' : undefined;
}

function DateFilter({ name, label, state, problem }: { name: string; label: string; state: ListStateControls; problem?: string }) {
  return (
    <FormGroup label={label} labelFor={`filter-${name}`} className="kit-filter" intent={problem ? 'danger' : 'none'} helperText={problem}>
      <InputGroup
        id={`filter-${name}`}
        type="date"
        value={state.filters[name] ?? ''}
        intent={problem ? 'danger' : 'none'}
        onChange={(event) => state.setFilter(name, event.currentTarget.value || null)}
      />
    </FormGroup>
  );
}

function PendingFilterPanel({ state }: { state: ListStateControls }) {
  const students = useQuery(SessionNoteStudentOptions);
  const options = (students.data?.options ?? []).map((student) => ({ value: student.id, label: `${student.lastName}, ${student.firstName}` }));
  return (
    <FilterRow>
      <FilterSelect name="student" label="Student" options={options} state={state} failed={!!students.error} />
      <DateFilter name="from" label="From" state={state} />
      <DateFilter name="to" label="To" state={state} problem={rangeProblem(state.filters.from, state.filters.to)} />
    </FilterRow>
  );
}

const pendingFilters: ListFilters<{ page?: PageInput | null; filter?: PendingTargetSessionFilter | null }> = {
  keys: ['student', 'from', 'to'],
  variables: ({ student, from, to }) => {
    const range = rangeProblem(from, to) === undefined;
    const filter: PendingTargetSessionFilter = {
      ...(student !== undefined && /^\d+$/.test(student) && { studentId: student }),
      ...(range && from !== undefined && isCalendarDate(from) && { startDate: from }),
      ...(range && to !== undefined && isCalendarDate(to) && { endDate: to }),
    };
    return Object.keys(filter).length > 0 ? { filter } : {};
  },
  Panel: PendingFilterPanel,
};

const columns = [
  col<Row>('studentName', 'Student', { flex: 1.5, sortField: false }),
  derived<Row>('date', 'Session date', (row) => toUsDate(row.date), { flex: 1 }),
  derived<Row>('time', 'Time', (row) => (row.startTime && row.endTime ? readableTimeRange(row.startTime, row.endTime) : ''), { flex: 1 }),
  col<Row>('hcode', 'Code', { flex: 0.7, sortField: false }),
  col<Row>('staffName', 'Staff', { flex: 1.4, sortField: false }),
  col<Row>('targetsInTraining', 'Targets in training', { flex: 1.2, minWidth: 170, sortField: false }),
];

export function PendingTargetData() {
  return (
    <ResourceList
      plural="Sessions without target data"
      singular="Session"
      list={PendingTargetSessionList}
      columns={columns}
      rowName={(row) => `${row.studentName}, ${toUsDate(row.date) ?? row.date}`}
      filters={pendingFilters}
    />
  );
}
