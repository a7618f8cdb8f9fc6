// Enrolments of students' funder memberships with the clearing-house: the list (filtered by statuses, polled while
// one is pending), Enrol to send one, and per row Check status (asks the clearing-house now) and Resend (a failed or
// rejected enrolment, as the same record).
import { useApolloClient } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import { useCallback, useMemo, useState } from 'react';
import { useNotices } from '../../app/notices';
import { FormDialog, ResourceList, fields, useWrite, type GridColumn, type ListFilters, type ListStateControls, type RowAction } from '../../kit';
import { FilterRow } from '../../kit/list/FilterSelect';
import { formatTimestampDay } from '../../dates/timestamps';
import type {
  EligibilityEnrolmentFieldsFragment as Enrolment,
  EligibilityEnrolmentFilter,
  EligibilityEnrolmentInput,
  PageInput,
} from '../../gql/graphql';
import { enrolmentStatusIntents, enrolmentStatusLabels } from './coverage';
import { MembershipPicker } from './MembershipPicker';
import {
  CheckEligibilityEnrolmentQuery,
  CreateEligibilityEnrolmentMutation,
  EligibilityEnrolmentList,
  ResendEligibilityEnrolmentMutation,
} from './operations';
import { chosenStatuses, StatusChoice } from './StatusChoice';
import './eligibility.css';

const rowName = (row: Enrolment) => `${row.studentName ?? 'student'}, ${row.funderName ?? 'funder'}`;

const columns: GridColumn<Enrolment>[] = [
  { id: 'studentName', header: 'Student', value: (row) => row.studentName ?? '—', sortField: false, flex: 1.2, minWidth: 140 },
  { id: 'funderName', header: 'Funder', value: (row) => row.funderName ?? '—', sortField: false, flex: 1.3, minWidth: 150 },
  { id: 'memberId', header: 'Member id', value: (row) => row.memberId, sortField: false, flex: 0.9, minWidth: 125 },
  { id: 'funderCode', header: 'Clearing-house code', value: (row) => row.funderCode ?? '—', sortField: false, flex: 0.7, minWidth: 120 },
  {
    id: 'status',
    header: 'Status',
    value: (row) => enrolmentStatusLabels[row.status],
    render: (row) => (
      <Tag minimal={row.status === 'PENDING'} intent={enrolmentStatusIntents[row.status]}>
        {enrolmentStatusLabels[row.status]}
      </Tag>
    ),
    sortField: false,
    flex: 0.7,
    minWidth: 100,
  },
  { id: 'message', header: 'Message', value: (row) => row.message ?? '', sortField: false, flex: 1.8, minWidth: 150 },
  { id: 'submittedAt', header: 'Sent', value: (row) => formatTimestampDay(row.submittedAt) ?? '—', sortField: false, flex: 0.8, minWidth: 115 },
];

function EnrolmentFilterPanel({ state }: { state: ListStateControls }) {
  return (
    <FilterRow>
      <StatusChoice name="status" label="Status" labels={enrolmentStatusLabels} state={state} />
    </FilterRow>
  );
}

const enrolmentFilters: ListFilters<{ page?: PageInput | null; filter?: EligibilityEnrolmentFilter | null }> = {
  keys: ['status'],
  variables: ({ status }) => {
    const statuses = chosenStatuses(status, enrolmentStatusLabels);
    return statuses.length > 0 ? { filter: { status: statuses } } : {};
  },
  Panel: EnrolmentFilterPanel,
};

const enrolFields = fields<EligibilityEnrolmentInput>({
  name: 'studentFunderId',
  label: 'Funder membership',
  kind: 'select',
  required: true,
  render: (control) => <MembershipPicker control={control} />,
});

export function Enrolments() {
  const client = useApolloClient();
  const notices = useNotices();
  const resend = useWrite(ResendEligibilityEnrolmentMutation);
  const [enrolling, setEnrolling] = useState(false);
  const refresh = useCallback(() => void client.refetchQueries({ include: [EligibilityEnrolmentList] }), [client]);

  const actions = useMemo<RowAction<Enrolment>[]>(
    () => [
      {
        label: 'Check status',
        ariaLabel: (row) => `Check status of the enrolment of ${rowName(row)}`,
        onClick: (row) =>
          void client
            .query({ query: CheckEligibilityEnrolmentQuery, variables: { id: row.id }, fetchPolicy: 'network-only' })
            .then(({ data }) => {
              if (data) notices.toast(`${rowName(row)}: ${enrolmentStatusLabels[data.enrolment.status]}.`, 'primary');
              refresh();
            })
            .catch(() => undefined),
      },
      {
        label: 'Resend',
        intent: 'primary',
        ariaLabel: (row) => `Resend the enrolment of ${rowName(row)}`,
        shown: (row) => row.status === 'FAILED' || row.status === 'REJECTED',
        onClick: (row) =>
          void resend.run({ id: row.id }, 'Enrolment sent again.').then((outcome) => {
            if (outcome.ok) refresh();
          }),
      },
    ],
    [client, notices, resend, refresh],
  );

  return (
    <>
      <ResourceList
        plural="Enrolments"
        singular="Enrolment"
        list={EligibilityEnrolmentList}
        columns={columns}
        rowName={rowName}
        actions={actions}
        filters={enrolmentFilters}
        inFlight={(rows) => rows.some((row) => row.status === 'PENDING')}
        toolbar={<Button intent="primary" icon="plus" text="Enrol a funder membership" onClick={() => setEnrolling(true)} />}
      />
      <FormDialog
        isOpen={enrolling}
        singular="Enrolment"
        fields={enrolFields}
        create={CreateEligibilityEnrolmentMutation}
        onClose={(saved) => {
          setEnrolling(false);
          if (saved) refresh();
        }}
      />
    </>
  );
}
