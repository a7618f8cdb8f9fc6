// The checks list: every check with its outcome and coverage (plan, period, the family's share, what is left),
// filtered by student, statuses, batch, newest per funder or coverage problems; polled while a check is on its way.
// A failed check is resent from its row; New check sends one; Batch upload checks a sheet of members.
import { useApolloClient } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ResourceList, type GridColumn, type RowAction } from '../../kit';
import { LinkButton } from '../../kit/LinkButton';
import { formatTimestampDay } from '../../dates/timestamps';
import type { EligibilityCheckFieldsFragment as Check } from '../../gql/graphql';
import { CheckDialog } from './CheckDialog';
import { checkFilters } from './CheckFilters';
import { checkStatusLabels, costShare, coverageEnd, remaining } from './coverage';
import { CoverageTag } from './CoverageTag';
import { EligibilityCheckList } from './operations';
import { useCheckWrite } from './useCheckWrite';
import { batchAddress } from './addresses';

const inFlight = (rows: readonly Check[]) => rows.some((row) => row.status === 'PENDING');

const rowName = (row: Check) => `${row.studentName ?? 'student'}, ${row.funderName ?? 'funder'}`;

function planText(row: Check): string {
  if (row.coverage) return row.coverage.planName ?? row.funderName ?? '—';
  return row.status === 'FAILED' && row.message ? `${row.funderName ?? 'Funder'}: ${row.message}` : (row.funderName ?? '—');
}

const columns: GridColumn<Check>[] = [
  {
    id: 'studentName',
    header: 'Student',
    value: (row) => row.studentName ?? '—',
    render: (row) => <Link to={`/student-funder/${row.studentId}`}>{row.studentName ?? 'Student'}</Link>,
    sortField: false,
    flex: 1.1,
    minWidth: 140,
  },
  {
    id: 'status',
    header: 'Coverage',
    value: (row) => `${checkStatusLabels[row.status]}${row.coverage?.endingSoon ? ', ends soon' : ''}`,
    render: (row) => <CoverageTag status={row.status} endingSoon={row.coverage?.endingSoon ?? false} />,
    sortField: false,
    flex: 1,
    minWidth: 130,
  },
  // The plan's name starts with its funder's; a check not answered shows the funder, and a failed one why.
  { id: 'plan', header: 'Funder and plan', value: planText, sortField: false, flex: 1.5, minWidth: 170 },
  { id: 'ends', header: 'Ends', value: (row) => coverageEnd(row.coverage), sortField: false, flex: 0.8, minWidth: 115 },
  { id: 'share', header: 'Family pays', value: (row) => costShare(row.coverage), sortField: false, flex: 0.9, minWidth: 120 },
  { id: 'remaining', header: 'Remaining', value: (row) => remaining(row.coverage), sortField: false, flex: 1, minWidth: 130 },
  {
    id: 'checkedAt',
    header: 'Checked',
    value: (row) => (row.checkedAt ? (formatTimestampDay(row.checkedAt) ?? '—') : 'Waiting'),
    sortField: false,
    flex: 0.8,
    minWidth: 115,
  },
];

export function CheckList() {
  const client = useApolloClient();
  const writes = useCheckWrite();
  const [adding, setAdding] = useState(false);

  const actions = useMemo<RowAction<Check>[]>(
    () => [
      {
        label: 'Resend',
        intent: 'primary',
        ariaLabel: (row) => `Resend the check of ${rowName(row)}`,
        shown: (row) => row.status === 'FAILED',
        onClick: (row) =>
          void writes.resend(row.id).then((sent) => {
            if (sent) void client.refetchQueries({ include: [EligibilityCheckList] });
          }),
      },
    ],
    [writes, client],
  );

  return (
    <>
      <ResourceList
        plural="Eligibility checks"
        singular="Eligibility check"
        list={EligibilityCheckList}
        columns={columns}
        rowName={rowName}
        actions={actions}
        filters={checkFilters}
        inFlight={inFlight}
        toolbar={
          <>
            <LinkButton to={batchAddress('new')}>Batch upload</LinkButton>
            <Button intent="primary" icon="shield" text="New check" onClick={() => setAdding(true)} />
          </>
        }
      />
      <CheckDialog
        isOpen={adding}
        onClose={(saved) => {
          setAdding(false);
          if (saved) void client.refetchQueries({ include: [EligibilityCheckList] });
        }}
      />
    </>
  );
}
