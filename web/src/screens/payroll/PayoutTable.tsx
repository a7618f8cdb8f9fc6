// Payouts made to a staff member and their rate history, newest first.
import { toUsDate } from '../../dates/calendar';
import { RecordTable } from '../../kit/list/RecordTable';
import type { StaffPayFieldsFragment } from '../../gql/graphql';
import { usdOf } from './money';

export function PayoutTable({ payouts }: { payouts: StaffPayFieldsFragment['payouts'] }) {
  return (
    <RecordTable
      caption="Payouts"
      rows={payouts}
      empty="No payouts made yet"
      columns={[
        { header: 'Paid on', cell: (row) => toUsDate(row.paidOn) },
        { header: 'Amount', align: 'end', cell: (row) => usdOf(row.amountCents) },
        { header: 'Note', cell: (row) => row.note ?? '' },
      ]}
    />
  );
}

export function RateTable({ rates }: { rates: StaffPayFieldsFragment['rates'] }) {
  return (
    <RecordTable
      caption="Hourly rates"
      rows={rates}
      empty="No hourly rate set yet"
      columns={[
        { header: 'From', cell: (row) => toUsDate(row.effectiveFrom) },
        { header: 'Hourly rate', align: 'end', cell: (row) => usdOf(row.hourlyRateCents) },
      ]}
    />
  );
}
