// The merged reports: each with its students, its page count and who merged it; opened as a PDF or deleted.
import { useMemo } from 'react';
import { col, derived, ResourceList, type RowAction } from '../../kit';
import { formatMonthFirst } from '../../dates/timestamps';
import type { MergedSessionReportFieldsFragment as Merged } from '../../gql/graphql';
import { DeleteMergedSessionReportMutation, MergedSessionReportList } from './operations';
import { openPdf } from './QueueList';

const columns = [
  col<Merged>('name', 'Name', { flex: 2, sortField: false }),
  derived<Merged>('studentNames', 'Students', (row) => row.studentNames.join(', '), { flex: 2 }),
  derived<Merged>('reports', 'Reports', (row) => row.entryIds.length, { flex: 0.6 }),
  col<Merged>('pageCount', 'Pages', { flex: 0.5, sortField: false }),
  col<Merged>('createdByName', 'Merged by', { flex: 1, sortField: false }),
  derived<Merged>('createdAt', 'Merged on', (row) => (row.createdAt ? formatMonthFirst(row.createdAt) : ''), { flex: 1 }),
];

export function MergedReports() {
  const actions = useMemo<RowAction<Merged>[]>(
    () => [{ label: 'Open PDF', ariaLabel: (row) => `Open PDF of ${row.name}`, onClick: (row) => openPdf(row.url) }],
    [],
  );
  return (
    <ResourceList
      plural="Merged reports"
      singular="Merged report"
      list={MergedSessionReportList}
      columns={columns}
      rowName={(row) => row.name}
      remove={DeleteMergedSessionReportMutation}
      actions={actions}
    />
  );
}
