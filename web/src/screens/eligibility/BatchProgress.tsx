// One batch's progress, polled about once a second while it runs and the page is visible: a bar of members answered
// out of those checked, the count of each outcome, and every row of the sheet with what became of it. Failed checks
// (the clearing-house timing out) are resent together; rejected rows are fixed in the sheet.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Callout, H4, NonIdealState, ProgressBar } from '@blueprintjs/core';
import { Link } from 'react-router';
import { useNotices } from '../../app/notices';
import { RecordTable, useWrite } from '../../kit';
import { Figures } from '../../kit/Figures';
import { Loaded } from '../../kit/Loaded';
import { useVisiblePolling } from '../../kit/list/useVisiblePolling';
import type { EligibilityBatchFieldsFragment as Batch } from '../../gql/graphql';
import { batchChecksAddress } from './addresses';
import { costShare, coveragePeriod, remaining } from './coverage';
import { CoverageTag } from './CoverageTag';
import { EligibilityBatchQuery, EligibilityCheckList, ResendEligibilityCheckMutation } from './operations';

type Member = Batch['members'][number];

function outcome(batch: Batch): string {
  if (!batch.finished) return `${batch.done} of ${batch.total} checked${batch.failed > 0 ? `, ${batch.failed} failed` : ''}`;
  if (batch.failed === 0) return `Finished: all ${batch.total} members answered.`;
  return `Finished: ${batch.done - batch.failed} of ${batch.total} answered, ${batch.failed} failed.`;
}

function Result({ member }: { member: Member }) {
  if (member.status === 'REJECTED') return <CoverageTag status="REJECTED" />;
  return <CoverageTag status={member.status} endingSoon={member.coverage?.endingSoon ?? false} />;
}

function Members({ batch }: { batch: Batch }) {
  return (
    <RecordTable
      caption="Members"
      rows={batch.members.map((member) => ({ ...member, id: String(member.row) }))}
      columns={[
        { header: 'Row', cell: (member) => member.row, align: 'end' },
        { header: 'Member id', cell: (member) => member.memberId || '—' },
        {
          header: 'Student',
          cell: (member) => (member.studentId ? <Link to={`/student-funder/${member.studentId}`}>{member.studentName}</Link> : '—'),
        },
        { header: 'Result', cell: (member) => <Result member={member} /> },
        { header: 'Funder and plan', cell: (member) => member.coverage?.planName ?? member.funderName ?? '—' },
        { header: 'Period', cell: (member) => coveragePeriod(member.coverage) },
        { header: 'Family pays', cell: (member) => costShare(member.coverage) },
        { header: 'Remaining', cell: (member) => remaining(member.coverage) },
        { header: 'Reason', cell: (member) => member.message ?? '' },
      ]}
    />
  );
}

export function BatchProgress({ id }: { id: string }) {
  const client = useApolloClient();
  const notices = useNotices();
  const query = useQuery(EligibilityBatchQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const batch = query.data?.batches.nodes[0];
  useVisiblePolling(batch !== undefined && !batch.finished, query);
  const resend = useWrite(ResendEligibilityCheckMutation);

  const resendFailed = async (failed: Member[]) => {
    let sent = 0;
    for (const member of failed) {
      if (member.checkId && (await resend.run({ id: member.checkId })).ok) sent += 1;
    }
    if (sent > 0) notices.toast(`${sent} ${sent === 1 ? 'check' : 'checks'} sent again.`, 'success');
    void query.refetch();
    void client.refetchQueries({ include: [EligibilityCheckList] });
  };

  return (
    <Loaded what="the batch" loading={query.loading} error={query.error} ready={query.data !== undefined} retry={() => void query.refetch()}>
      {!batch ? (
        <NonIdealState icon="search" title="No batch with that id" description="Upload a sheet of members to start one." />
      ) : (
        <section className="kit-panel kit-section eligibility-progress" aria-labelledby="eligibility-batch-title">
          <H4 id="eligibility-batch-title">
            {batch.fileName}: {batch.finished ? 'batch finished' : 'batch running'}
          </H4>
          <ProgressBar
            intent={!batch.finished ? 'primary' : batch.failed > 0 ? 'warning' : 'success'}
            value={batch.total === 0 ? 1 : batch.done / batch.total}
            animate={!batch.finished}
            stripes={!batch.finished}
            aria-label="Batch progress"
            aria-valuenow={batch.done}
            aria-valuemin={0}
            aria-valuemax={batch.total}
          />
          <p role="status">{outcome(batch)}</p>
          <Figures
            label="Outcomes"
            figures={[
              { label: 'Active', value: String(batch.active) },
              { label: 'Inactive', value: String(batch.inactive) },
              { label: 'Failed', value: String(batch.failed) },
              { label: 'Rejected rows', value: String(batch.rejected) },
            ]}
          />
          {batch.finished && batch.failed > 0 && (
            <Callout intent="warning" title="The clearing-house did not answer for some members">
              <p>Resend them: only the failed checks are sent again, as the same checks.</p>
              <Button
                intent="primary"
                icon="refresh"
                text={`Resend failed (${batch.failed})`}
                loading={resend.pending}
                onClick={() => void resendFailed(batch.members.filter((member) => member.status === 'FAILED'))}
              />
            </Callout>
          )}
          <p>
            <Link to={batchChecksAddress(batch.id)}>Show these checks in the checks list</Link>
          </p>
          <Members batch={batch} />
        </section>
      )}
    </Loaded>
  );
}
