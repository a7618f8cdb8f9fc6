// One staff member's daily salary over a range, and what they are owed (earned − paid = due) with the payouts made.
import { useQuery } from '@apollo/client/react';
import { LinkButton } from '../../kit/LinkButton';
import { ExportButton } from '../../kit/transfer/ExportButton';
import { dayRows, EarningsTable } from './EarningsTable';
import { RangeFigures } from './PayFigures';
import { Figures } from '../../kit/Figures';
import { Loaded } from '../../kit/Loaded';
import { hoursOf, usdOf } from './money';
import { ExportStaffPayrollMutation, StaffPayQuery, StaffPayrollReportQuery } from './operations';
import { PayoutTable } from './PayoutTable';
import { rangeProblems, useRange } from './range';
import { RangeBar } from './RangeBar';
import { StaffPage } from './StaffPage';
import { useStaffId } from '../staff/shared/useStaffId';
import './payroll.css';

export function StaffDailySalary() {
  const userId = useStaffId();
  const [range, setRange] = useRange();
  const valid = Object.keys(rangeProblems(range)).length === 0;
  const query = useQuery(StaffPayrollReportQuery, { variables: { userId, ...range }, skip: !valid, fetchPolicy: 'cache-and-network' });
  const report = (query.data ?? query.previousData)?.report;
  return (
    <StaffPage title="Daily salary">
      <RangeBar range={range} onRange={setRange}>
        <ExportButton document={ExportStaffPayrollMutation} variables={{ userId, ...range }} plural="Daily salary" />
      </RangeBar>
      <Loaded what="the daily salary" loading={query.loading} error={query.error} ready={report !== undefined} retry={() => void query.refetch()}>
        {report && (
          <>
            <RangeFigures report={report} />
            <EarningsTable rows={dayRows(report)} range={range} withStaff={false} latestPaidDay={report.latestPaidDay} onRange={setRange} />
          </>
        )}
      </Loaded>
    </StaffPage>
  );
}

export function StaffDuePayout() {
  const userId = useStaffId();
  const query = useQuery(StaffPayQuery, { variables: { userId }, fetchPolicy: 'cache-and-network' });
  const pay = (query.data ?? query.previousData)?.pay;
  return (
    <StaffPage title="Due payout">
      <Loaded what="the due payout" loading={query.loading} error={query.error} ready={pay !== undefined} retry={() => void query.refetch()}>
        {pay && (
          <>
            <Figures
              label="Due payout"
              figures={[
                { label: `Earned (${hoursOf(pay.summary.workedMinutes)} h)`, value: usdOf(pay.summary.earnedCents) },
                { label: 'Paid', value: usdOf(pay.summary.paidCents), op: '−' },
                { label: 'Due', value: usdOf(pay.summary.dueCents), op: '=' },
              ]}
            />
            <div className="kit-toolbar">
              <h4 className="bp6-heading">Payouts made</h4>
              <span className="kit-toolbar-spacer" />
              <LinkButton to={`/staff-payout/${userId}`}>Record payout</LinkButton>
            </div>
            <PayoutTable payouts={pay.payouts} />
          </>
        )}
      </Loaded>
    </StaffPage>
  );
}
