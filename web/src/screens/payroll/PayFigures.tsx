// The figures a staff member's pay pages share: pay today (rate, earned − paid = due) and a range's totals.
import { toUsDate } from '../../dates/calendar';
import type { PayrollReportFieldsFragment, StaffPayFieldsFragment } from '../../gql/graphql';
import { Figures } from '../../kit/Figures';
import { hoursOf, rateText, usdOf } from './money';

export function PayFigures({ label, summary }: { label: string; summary: StaffPayFieldsFragment['summary'] }) {
  return (
    <Figures
      label={label}
      figures={[
        { label: 'Hourly rate today', value: rateText(summary.hourlyRateCents) },
        { label: 'Earned', value: usdOf(summary.earnedCents) },
        { label: 'Paid', value: usdOf(summary.paidCents), op: '−' },
        { label: 'Due', value: usdOf(summary.dueCents), op: '=' },
      ]}
    />
  );
}

/** One staff member's totals over a range, with the rate in effect on its last day. */
export function RangeFigures({ report }: { report: PayrollReportFieldsFragment }) {
  return (
    <Figures
      label="Totals over the range"
      figures={[
        { label: 'Sessions', value: String(report.totalSessions) },
        { label: 'Hours', value: hoursOf(report.totalMinutes) },
        { label: 'Amount', value: usdOf(report.totalCents) },
        { label: `Hourly rate on ${toUsDate(report.endDate)}`, value: rateText(report.staff[0]?.hourlyRateCents) },
      ]}
    />
  );
}
