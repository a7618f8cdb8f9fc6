// The payroll export: one row per staff member and day (sessions, hours, hourly rate, amount, in dollars as numbers)
// and a total row, the same lines and sums the screens show.
import { toXlsx } from '../../kit/xlsx.js';
import type { PayrollReport } from './report.js';
import { usDate } from '../../kit/dates.js';

export const payrollSheetHeader = ['Staff', 'Date', 'Sessions', 'Hours', 'Hourly rate (USD)', 'Amount (USD)'] as const;

const dollars = (cents: number) => cents / 100;

export function payrollWorkbook(report: PayrollReport): Promise<Buffer> {
  const rows: unknown[][] = [];
  for (const staff of report.staff) {
    for (const day of staff.days) {
      rows.push([
        staff.staff_name,
        day.date,
        day.sessions,
        day.minutes / 60,
        day.hourly_rate_cents === null ? null : dollars(day.hourly_rate_cents),
        dollars(day.amount_cents),
      ]);
    }
  }
  rows.push([
    'Total',
    `${usDate(report.start_date)} to ${usDate(report.end_date)}`,
    report.total_sessions,
    report.total_minutes / 60,
    null,
    dollars(report.total_cents),
  ]);
  return toXlsx('Payroll', payrollSheetHeader, rows);
}
