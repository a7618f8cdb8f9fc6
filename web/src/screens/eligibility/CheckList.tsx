// The checks list: every check with its outcome and coverage (plan, period, the family's share, what is left),
// filtered by student, statuses, batch, newest per funder or coverage problems; polled while a check is on its way.
// A failed check is resent from its row; New check sends one; Batch upload checks a sheet of members.
import { useApolloClient } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ResourceList, type GridColumn, type RowAction } from '../../kit';
import { LinkButton } from '../../kit/LinkButton';
import { formatMonthFirst } from '../../dates/timestamps';
import type { EligibilityCheckFieldsFragment as Check } from '../../gql/graphql';
import { CheckDialog } from './CheckDialog';
import { checkFilters } from './CheckFilters';
import { costShare, coveragePeriod, remaining } from './coverage';
import { CoverageTag } from './CoverageTag';
import { EligibilityCheckList } from './operations';
import { useCheckWrite } from './useCheckWrite';
import { batchAddress } from './addresses';

const inFlight = (rows: readonly Check[]) => rows.some((row) => row.status === 'PENDING');

const rowName = (row: Check) => `${row.studentName ?? 'student'}, ${row.funderName ?? 'funder'}`;

const columns: GridColumn<Check>[] = [
  { id: 'studentName', header: 'Student', value: (row) => row.studentName ?? '—', sortField: false, flex: 1.2, minWidth: 140 },
  { id: 'funderName', header: 'Funder', value: (row) => `${row.funderName ?? '—'} (${row.memberId})`, sortField: false, flex: 1.5, minWidth: 170 },
  {
    id: 'status',
    header: 'Coverage',
    value: (row) => `${row.status}${row.coverage?.endingSoon ? ', ends soon' : ''}`,
    render: (row) => <CoverageTag status={row.status} endingSoon={row.coverage?.endingSoon ?? false} />,
    sortField: false,
    flex: 1,
    minWidth: 130,
  },
  { id: 'plan', header: 'Plan', value: (row) => row.coverage?.planName ?? row.message ?? '—', sortField: false, flex: 1.6, minWidth: 160 },
  { id: 'period', header: 'Period', value: (row) => coveragePeriod(row.coverage), sortField: false, flex: 1.3, minWidth: 150 },
  { id: 'share', header: 'Family pays', value: (row) => costShare(row.coverage), sortField: false, flex: 1, minWidth: 120 },
  { id: 'remaining', header: 'Remaining', value: (row) => remaining(row.coverage), sortField: false, flex: 0.9, minWidth: 110 },
  { id: 'checkedAt', header: 'Checked', value: (row) => (row.checkedAt ? (formatMonthFirst(row.checkedAt) ?? '—') : 'Waiting'), sortField: false, flex: 1.1, minWidth: 150 },
];

export function CheckList() {
  const client = useApolloClient();
  const navigate = useNavigate();
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
      { label: 'Funders', ariaLabel: (row) => `Open the funders of ${row.studentName ?? 'the student'}`, onClick: (row) => void navigate(`/student-funder/${row.studentId}`) },
    ],
    [writes, client, navigate],
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
