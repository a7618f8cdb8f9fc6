// Earnings day by day: each line is hours × the hourly rate in effect that day = the amount, and the last line sums
// them (sessions, hours and amounts as the API added them, to the cent).
import { Button, Callout } from '@blueprintjs/core';
import { Link } from 'react-router';
import { RecordTable, type TableColumn } from '../../kit/list/RecordTable';
import { toUsDate } from '../../dates/calendar';
import type { PayrollReportFieldsFragment } from '../../gql/graphql';
import { monthLabel } from '../../dates/months';
import { hoursOf, rateText, usdOf } from './money';
import { monthRange, type DateRange } from './range';

export interface DayRow {
  id: string;
  staffId: string;
  staffName: string;
  date: string;
  sessions: number;
  minutes: number;
  hourlyRateCents: number | null;
  amountCents: number;
  total: boolean;
}

/** The report's days, staff member by staff member, then the total line. */
export function dayRows(report: PayrollReportFieldsFragment): DayRow[] {
  const days = report.staff.flatMap((staff) =>
    staff.days.map((day) => ({ id: `${staff.staffId}-${day.date}`, staffId: staff.staffId, staffName: staff.staffName, ...day, total: false })),
  );
  if (days.length === 0) return [];
  const total = {
    id: 'total',
    staffId: '',
    staffName: 'Total',
    date: '',
    sessions: report.totalSessions,
    minutes: report.totalMinutes,
    hourlyRateCents: null,
    amountCents: report.totalCents,
    total: true,
  };
  return [...days, total];
}

/** `?from=&to=` of a range, for links that keep it. */
export function rangeSearch(range: DateRange): string {
  return `?from=${range.startDate}&to=${range.endDate}`;
}

interface EarningsTableProps {
  rows: DayRow[];
  range: DateRange;
  withStaff: boolean;
  /** The latest day with paid sessions, offered when the range has none. */
  latestPaidDay?: string | null;
  onRange?: (next: DateRange) => void;
}

export function EarningsTable({ rows, range, withStaff, latestPaidDay, onRange }: EarningsTableProps) {
  const columns: TableColumn<DayRow>[] = [
    ...(withStaff
      ? [
          {
            header: 'Staff',
            cell: (row: DayRow) =>
              row.total ? 'Total' : <Link to={`/staff-daily-salary/${row.staffId}${rangeSearch(range)}`}>{row.staffName}</Link>,
          },
        ]
      : []),
    { header: 'Date', cell: (row) => (row.total ? (withStaff ? '' : 'Total') : toUsDate(row.date)) },
    { header: 'Sessions', align: 'end', cell: (row) => String(row.sessions) },
    { header: 'Hours', align: 'end', cell: (row) => hoursOf(row.minutes) },
    { header: '× Hourly rate', align: 'end', cell: (row) => (row.total ? '' : rateText(row.hourlyRateCents)) },
    { header: '= Amount', align: 'end', cell: (row) => usdOf(row.amountCents) },
  ];
  const table = (
    <RecordTable
      caption="Earnings by day"
      rows={rows}
      columns={columns}
      empty="No paid sessions in this range"
      rowClass={(row) => (row.total ? 'payroll-total' : undefined)}
    />
  );
  const outside = latestPaidDay && (latestPaidDay < range.startDate || latestPaidDay > range.endDate);
  if (rows.length > 0 || !outside || !onRange) return table;
  const month = latestPaidDay.slice(0, 7);
  return (
    <>
      {table}
      <Callout className="payroll-latest" intent="primary" icon="calendar">
        The latest paid session was on {toUsDate(latestPaidDay)}.{' '}
        <Button variant="outlined" text={`Show ${monthLabel(month)}`} onClick={() => onRange(monthRange(month))} />
      </Callout>
    </>
  );
}
