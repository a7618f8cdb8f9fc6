// Everyone's payroll, each page one call whatever the staff count: the daily salary (each staff member's paid days
// over a range), staff salaries (each one's rate and totals over a range) and due payouts (who is owed how much).
import { useQuery } from '@apollo/client/react';
import { Switch } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '../../kit/LinkButton';
import { RecordTable } from '../../kit/list/RecordTable';
import { ExportButton } from '../../kit/transfer/ExportButton';
import { toUsDate } from '../../dates/calendar';
import type { PayrollReportFieldsFragment } from '../../gql/graphql';
import { dayRows, EarningsTable, rangeSearch } from './EarningsTable';
import { Figures } from '../../kit/Figures';
import { Loaded } from '../../kit/Loaded';
import { hoursOf, rateText, usdOf } from './money';
import { ExportPayrollMutation, PayrollReportQuery, StaffPaySummariesQuery } from './operations';
import { PayrollNav } from './PayrollNav';
import { rangeProblems, useRange, type DateRange } from './range';
import { RangeBar } from './RangeBar';
import './payroll.css';

/** An all-staff page over a date range: the payroll links, the range with the export, then the report (one call). */
function ReportPage({
  what,
  plural,
  children,
}: {
  what: string;
  plural: string;
  children: (report: PayrollReportFieldsFragment, range: DateRange, setRange: (next: DateRange) => void) => ReactNode;
}) {
  const [range, setRange] = useRange();
  const valid = Object.keys(rangeProblems(range)).length === 0;
  const query = useQuery(PayrollReportQuery, { variables: range, skip: !valid, fetchPolicy: 'cache-and-network' });
  const report = (query.data ?? query.previousData)?.report;
  return (
    <div className="kit-page">
      <PayrollNav />
      <RangeBar range={range} onRange={setRange}>
        <ExportButton document={ExportPayrollMutation} variables={range} plural={plural} />
      </RangeBar>
      <Loaded what={what} loading={query.loading} error={query.error} ready={report !== undefined} retry={() => void query.refetch()}>
        {report && children(report, range, setRange)}
      </Loaded>
    </div>
  );
}

export function DailySalary() {
  return (
    <ReportPage what="the daily salary" plural="Daily salary">
      {(report, range, setRange) => (
        <>
          <Figures
            label="Daily salary totals"
            figures={[
              { label: 'Staff paid', value: String(report.staff.filter((staff) => staff.days.length > 0).length) },
              { label: 'Sessions', value: String(report.totalSessions) },
              { label: 'Hours', value: hoursOf(report.totalMinutes) },
              { label: 'Amount', value: usdOf(report.totalCents) },
            ]}
          />
          <EarningsTable rows={dayRows(report)} range={range} withStaff latestPaidDay={report.latestPaidDay} onRange={setRange} />
        </>
      )}
    </ReportPage>
  );
}

/** Each staff member's totals over the range, then the grand total. */
function salaryRows(report: PayrollReportFieldsFragment) {
  if (report.staff.length === 0) return [];
  const rows = report.staff.map((staff) => ({ ...staff, id: staff.staffId, total: false }));
  return [...rows, { ...report, id: 'total', staffId: '', staffName: 'Total', hourlyRateCents: null, days: [], total: true }];
}

export function StaffSalary() {
  return (
    <ReportPage what="the staff salaries" plural="Staff salary">
      {(report, range) => (
        <RecordTable
          caption="Staff salaries"
          rows={salaryRows(report)}
          empty="No staff members"
          rowClass={(row) => (row.total ? 'payroll-total' : undefined)}
          columns={[
            {
              header: 'Staff',
              cell: (row) => (row.total ? 'Total' : <Link to={`/staff-daily-salary/${row.staffId}${rangeSearch(range)}`}>{row.staffName}</Link>),
            },
            { header: `Hourly rate on ${toUsDate(range.endDate)}`, align: 'end', cell: (row) => (row.total ? '' : rateText(row.hourlyRateCents)) },
            { header: 'Sessions', align: 'end', cell: (row) => String(row.totalSessions) },
            { header: 'Hours', align: 'end', cell: (row) => hoursOf(row.totalMinutes) },
            { header: 'Earned', align: 'end', cell: (row) => usdOf(row.totalCents) },
            { header: 'Pay', cell: (row) => (row.total ? '' : <Link to={`/staff-payout/${row.staffId}`}>Rate and payouts</Link>) },
          ]}
        />
      )}
    </ReportPage>
  );
}

export function DuePayout() {
  const query = useQuery(StaffPaySummariesQuery, { fetchPolicy: 'cache-and-network' });
  const [owedOnly, setOwedOnly] = useState(true);
  const all = (query.data ?? query.previousData)?.rows;
  const shown = (all ?? [])
    .filter((row) => !owedOnly || row.dueCents > 0)
    .sort((a, b) => b.dueCents - a.dueCents || a.staffName.localeCompare(b.staffName));
  const sum = (pick: (row: (typeof shown)[number]) => number) => shown.reduce((total, row) => total + pick(row), 0);
  const total = {
    staffId: '',
    staffName: 'Total',
    userType: '',
    hourlyRateCents: null,
    workedMinutes: sum((row) => row.workedMinutes),
    earnedCents: sum((row) => row.earnedCents),
    paidCents: sum((row) => row.paidCents),
    dueCents: sum((row) => row.dueCents),
    lastPaidOn: null,
  };
  const rows = shown.length > 0 ? [...shown, total].map((row) => ({ ...row, id: row.staffId || 'total', total: row === total })) : [];
  return (
    <div className="kit-page">
      <PayrollNav />
      <div className="kit-toolbar">
        <Switch label="Only staff who are owed" checked={owedOnly} onChange={(event) => setOwedOnly(event.currentTarget.checked)} />
      </div>
      <Loaded what="the due payouts" loading={query.loading} error={query.error} ready={all !== undefined} retry={() => void query.refetch()}>
        <Figures
          label="Due payout totals"
          figures={[
            { label: 'Earned', value: usdOf(total.earnedCents) },
            { label: 'Paid', value: usdOf(total.paidCents), op: '−' },
            { label: 'Due', value: usdOf(total.dueCents), op: '=' },
          ]}
        />
        <RecordTable
          caption="Due payouts"
          rows={rows}
          empty={owedOnly ? 'Nobody is owed anything' : 'No staff members'}
          rowClass={(row) => (row.total ? 'payroll-total' : undefined)}
          columns={[
            { header: 'Staff', cell: (row) => (row.total ? 'Total' : <Link to={`/staff-due-payout/${row.staffId}`}>{row.staffName}</Link>) },
            { header: 'Hourly rate', align: 'end', cell: (row) => (row.total ? '' : rateText(row.hourlyRateCents)) },
            { header: 'Hours worked', align: 'end', cell: (row) => hoursOf(row.workedMinutes) },
            { header: 'Earned', align: 'end', cell: (row) => usdOf(row.earnedCents) },
            { header: '− Paid', align: 'end', cell: (row) => usdOf(row.paidCents) },
            { header: '= Due', align: 'end', cell: (row) => usdOf(row.dueCents) },
            { header: 'Last paid', cell: (row) => (row.lastPaidOn ? toUsDate(row.lastPaidOn) : row.total ? '' : 'Never') },
            { header: 'Payout', cell: (row) => (row.total ? '' : <LinkButton to={`/staff-payout/${row.staffId}`}>Record payout</LinkButton>) },
          ]}
        />
      </Loaded>
    </div>
  );
}
