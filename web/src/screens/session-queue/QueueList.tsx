// The queue: every session's report with its status (failed ones with the reason), filtered by student, status,
// month and generation; polled while any shown is queued or generating. A done report opens as a PDF, is faxed or
// chosen for a merge; a failed one is regenerated; any but one generating is removed.
import { useApolloClient } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { col, derived, ResourceList, useWrite, type RowAction } from '../../kit';
import { toUsDate } from '../../dates/calendar';
import type { SessionReportQueueEntryFieldsFragment as Entry } from '../../gql/graphql';
import { MergeDialog } from './MergeDialog';
import {
  DeleteSessionReportQueueEntryMutation,
  MergedSessionReportList,
  RegenerateSessionReportsMutation,
  SessionGenerationQuery,
  SessionReportQueueList,
} from './operations';
import { queueFilters, statusLabels } from './QueueFilters';
import { SendFaxDialog } from './SendFaxDialog';

const inFlight = (rows: readonly Entry[]) => rows.some((row) => row.status === 'QUEUED' || row.status === 'GENERATING');

function rowName(row: Entry): string {
  return `${row.studentName}, ${toUsDate(row.sessionDate) ?? row.sessionDate}`;
}

export function openPdf(url: string): void {
  window.open(url, '_blank', 'noopener');
}

const columns = [
  col<Entry>('studentName', 'Student', { flex: 1.4, minWidth: 150, sortField: false }),
  derived<Entry>('sessionDate', 'Date', (row) => toUsDate(row.sessionDate), { flex: 0.8 }),
  col<Entry>('hcode', 'Code', { flex: 0.5, sortField: false }),
  col<Entry>('staffName', 'Staff', { flex: 1.2, sortField: false }),
  derived<Entry>('status', 'Status', (row) => statusLabels[row.status], { flex: 0.7 }),
  col<Entry>('reason', 'Reason', { flex: 2.2, sortField: false }),
];

export function QueueList({ onMerged }: { onMerged: () => void }) {
  const client = useApolloClient();
  const regenerate = useWrite(RegenerateSessionReportsMutation);
  const [selected, setSelected] = useState<string[]>([]);
  const [merging, setMerging] = useState(false);
  const [faxing, setFaxing] = useState<Entry | null>(null);

  const actions = useMemo<RowAction<Entry>[]>(
    () => [
      {
        label: 'Open PDF',
        ariaLabel: (row) => `Open PDF of ${rowName(row)}`,
        shown: (row) => row.url !== null,
        onClick: (row) => row.url && openPdf(row.url),
      },
      { label: 'Fax', ariaLabel: (row) => `Fax ${rowName(row)}`, shown: (row) => row.status === 'DONE', onClick: setFaxing },
      {
        label: 'Regenerate',
        intent: 'primary',
        ariaLabel: (row) => `Regenerate ${rowName(row)}`,
        shown: (row) => row.status === 'FAILED',
        onClick: (row) =>
          void regenerate
            .run({ ids: [row.id] }, (data) => data.started.message)
            .then((outcome) => {
              if (outcome.ok) void client.refetchQueries({ include: [SessionReportQueueList, SessionGenerationQuery] });
            }),
      },
    ],
    [regenerate, client],
  );

  return (
    <>
      <ResourceList
        plural="Session reports"
        singular="Session report"
        list={SessionReportQueueList}
        columns={columns}
        rowName={rowName}
        remove={DeleteSessionReportQueueEntryMutation}
        actions={actions}
        filters={queueFilters}
        inFlight={inFlight}
        selection={{ selectedIds: selected, onChange: setSelected }}
        toolbar={
          <Button icon="merge-columns" text={`Merge selected (${selected.length})`} disabled={selected.length < 2} onClick={() => setMerging(true)} />
        }
      />
      <MergeDialog
        ids={selected}
        isOpen={merging}
        onClose={(merged) => {
          setMerging(false);
          if (!merged) return;
          setSelected([]);
          void client.refetchQueries({ include: [MergedSessionReportList] });
          onMerged();
        }}
      />
      <SendFaxDialog
        report={faxing && { id: faxing.id, studentName: faxing.studentName, sessionDate: toUsDate(faxing.sessionDate) ?? faxing.sessionDate }}
        onClose={() => setFaxing(null)}
      />
    </>
  );
}
