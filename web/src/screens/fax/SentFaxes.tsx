// Sent faxes: each report faxed, its recipient and status (queued, sending, sent, failed with the reason,
// cancelled); the list follows faxes in flight by itself. A queued fax can be cancelled; what was sent downloads as
// its PDF; any but one sending can be removed from the list.
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { col, derived, ResourceList, useWrite, type ListFilters, type ListStateControls, type RowAction } from '../../kit';
import { FilterRow, FilterSelect } from '../../kit/list/FilterSelect';
import { toUsDate } from '../../dates/calendar';
import { formatMonthFirst } from '../../dates/timestamps';
import type { FaxStatus, PageInput, SentFaxFieldsFragment as Fax, SentFaxFilter } from '../../gql/graphql';
import { CancelFaxMutation, DeleteFaxMutation, FaxDownloadQuery, SentFaxList } from './operations';

const statusLabels: Record<FaxStatus, string> = { QUEUED: 'Queued', SENDING: 'Sending', SENT: 'Sent', FAILED: 'Failed', CANCELLED: 'Cancelled' };

function FaxFilterPanel({ state }: { state: ListStateControls }) {
  return (
    <FilterRow>
      <FilterSelect name="status" label="Status" options={Object.entries(statusLabels).map(([value, label]) => ({ value, label }))} state={state} />
    </FilterRow>
  );
}

const faxFilters: ListFilters<{ page?: PageInput | null; filter?: SentFaxFilter | null }> = {
  keys: ['status'],
  variables: ({ status }) => (status !== undefined && status in statusLabels ? { filter: { status: status as FaxStatus } } : {}),
  Panel: FaxFilterPanel,
};

const inFlight = (rows: readonly Fax[]) => rows.some((row) => row.status === 'QUEUED' || row.status === 'SENDING');

function rowName(row: Fax): string {
  return `the fax to ${row.recipientName} of ${row.studentName}`;
}

const columns = [
  col<Fax>('recipientName', 'Recipient', { flex: 1.6, minWidth: 180, sortField: false }),
  col<Fax>('faxNumber', 'Fax number', { flex: 1, minWidth: 140, sortField: false }),
  derived<Fax>('report', 'Report', (row) => `${row.studentName}, ${toUsDate(row.sessionDate) ?? row.sessionDate}`, { flex: 1.6 }),
  derived<Fax>('status', 'Status', (row) => statusLabels[row.status], { flex: 0.7 }),
  col<Fax>('reason', 'Reason', { flex: 1.6, sortField: false }),
  derived<Fax>('createdAt', 'Queued', (row) => (row.createdAt ? formatMonthFirst(row.createdAt) : ''), { flex: 1 }),
];

export function SentFaxes() {
  const client = useApolloClient();
  const cancel = useWrite(CancelFaxMutation);
  const actions = useMemo<RowAction<Fax>[]>(
    () => [
      {
        label: 'Download',
        ariaLabel: (row) => `Download ${rowName(row)}`,
        onClick: (row) =>
          void client.query({ query: FaxDownloadQuery, variables: { id: row.id }, fetchPolicy: 'network-only' }).then((result) => {
            if (result.data) window.open(result.data.download.url, '_blank', 'noopener');
          }),
      },
      {
        label: 'Cancel',
        intent: 'warning',
        ariaLabel: (row) => `Cancel ${rowName(row)}`,
        shown: (row) => row.status === 'QUEUED',
        onClick: (row) => void cancel.run({ id: row.id }, 'The fax was cancelled.'),
      },
    ],
    [client, cancel],
  );
  return (
    <ResourceList
      plural="Sent faxes"
      singular="Fax"
      list={SentFaxList}
      columns={columns}
      rowName={rowName}
      remove={DeleteFaxMutation}
      actions={actions}
      filters={faxFilters}
      inFlight={inFlight}
    />
  );
}
