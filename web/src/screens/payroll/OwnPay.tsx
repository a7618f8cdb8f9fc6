// A staff member's own pay, to read: the rate in effect, what their sessions earned, what was paid and is due, the
// payouts made to them, and their earnings day by day over a range. Rates and payouts are the office's to set.
import { useQuery } from '@apollo/client/react';
import { NonIdealState } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { LinkButton } from '../../kit/LinkButton';
import { Loaded } from '../../kit/Loaded';
import { ExportButton } from '../../kit/transfer/ExportButton';
import { useSession } from '../../session';
import { dayRows, EarningsTable } from './EarningsTable';
import { PayFigures, RangeFigures } from './PayFigures';
import { ExportStaffPayrollMutation, StaffPayQuery, StaffPayrollReportQuery } from './operations';
import { PayoutTable } from './PayoutTable';
import { rangeProblems, useRange } from './range';
import { RangeBar } from './RangeBar';
import './payroll.css';

export function ProfilePay() {
  const { user_id: userId } = useParams();
  const session = useSession();
  if (!session.userId || userId !== session.userId)
    return (
      <NonIdealState
        icon="lock"
        title="This is not your pay"
        description="The profile's pay page shows your own pay only."
        action={session.userId ? <LinkButton to={`/profile-pay/${session.userId}`}>Open my pay</LinkButton> : undefined}
      />
    );
  return <OwnPay userId={userId} />;
}

function OwnPay({ userId }: { userId: string }) {
  const [range, setRange] = useRange();
  const valid = Object.keys(rangeProblems(range)).length === 0;
  const payQuery = useQuery(StaffPayQuery, { variables: { userId }, fetchPolicy: 'cache-and-network' });
  const reportQuery = useQuery(StaffPayrollReportQuery, { variables: { userId, ...range }, skip: !valid, fetchPolicy: 'cache-and-network' });
  const pay = (payQuery.data ?? payQuery.previousData)?.pay;
  const report = (reportQuery.data ?? reportQuery.previousData)?.report;
  return (
    <div className="kit-page">
      <Loaded what="your pay" loading={payQuery.loading} error={payQuery.error} ready={pay !== undefined} retry={() => void payQuery.refetch()}>
        {pay && (
          <>
            <PayFigures label="Your pay today" summary={pay.summary} />
            <section className="kit-section" aria-labelledby="own-payouts">
              <h3 id="own-payouts" className="bp6-heading">
                Payouts
              </h3>
              <PayoutTable payouts={pay.payouts} />
            </section>
          </>
        )}
      </Loaded>
      <section className="kit-section" aria-labelledby="own-earnings">
        <h3 id="own-earnings" className="bp6-heading">
          Earnings by day
        </h3>
        <RangeBar range={range} onRange={setRange}>
          <ExportButton document={ExportStaffPayrollMutation} variables={{ userId, ...range }} plural="Daily salary" />
        </RangeBar>
        <Loaded
          what="your earnings"
          loading={reportQuery.loading}
          error={reportQuery.error}
          ready={report !== undefined}
          retry={() => void reportQuery.refetch()}
        >
          {report && (
            <>
              <RangeFigures report={report} />
              <EarningsTable rows={dayRows(report)} range={range} withStaff={false} latestPaidDay={report.latestPaidDay} onRange={setRange} />
            </>
          )}
        </Loaded>
      </section>
    </div>
  );
}
