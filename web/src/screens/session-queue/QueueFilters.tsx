// The queue's filters, kept in the address: student, status, session month and the generation (`report`, the
// job id the progress panel follows too).
import { useQuery } from '@apollo/client/react';
import type { ListFilters, ListStateControls } from '../../kit';
import { FilterRow, FilterSelect } from '../../kit/list/FilterSelect';
import type { PageInput, SessionReportQueueFilter, SessionReportStatus } from '../../gql/graphql';
import { recentMonths } from './months';
import { SessionNoteStudentOptions } from './operations';

export const statusLabels: Record<SessionReportStatus, string> = {
  QUEUED: 'Queued',
  GENERATING: 'Generating',
  DONE: 'Done',
  FAILED: 'Failed',
};

const statusOptions = Object.entries(statusLabels).map(([value, label]) => ({ value, label }));

function QueueFilterPanel({ state }: { state: ListStateControls }) {
  const students = useQuery(SessionNoteStudentOptions);
  const options = (students.data?.options ?? []).map((student) => ({ value: student.id, label: `${student.lastName}, ${student.firstName}` }));
  return (
    <FilterRow>
      <FilterSelect name="student" label="Student" options={options} state={state} failed={!!students.error} />
      <FilterSelect name="status" label="Status" options={statusOptions} state={state} />
      <FilterSelect name="month" label="Session month" options={recentMonths()} state={state} />
    </FilterRow>
  );
}

export const queueFilters: ListFilters<{ page?: PageInput | null; filter?: SessionReportQueueFilter | null }> = {
  keys: ['student', 'status', 'month', 'report'],
  variables: ({ student, status, month, report }) => {
    const filter: SessionReportQueueFilter = {
      ...(student !== undefined && /^\d+$/.test(student) && { student }),
      ...(status !== undefined && status in statusLabels && { status: status as SessionReportStatus }),
      ...(month !== undefined && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) && { sessionMonthYear: month }),
      ...(report !== undefined && /^\d+$/.test(report) && { reportId: report }),
    };
    return Object.keys(filter).length > 0 ? { filter } : {};
  },
  Panel: QueueFilterPanel,
};
