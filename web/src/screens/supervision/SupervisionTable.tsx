// The month's figures per RBT in a plain table: service and supervised hours (delivered + booked), contacts, the
// percentage so far and projected, the hours still needed and whether the month meets the rule. A name opens the
// RBT's supervision year where the person may open the staff record.
import { Link } from 'react-router';
import './supervision.css';
import { RecordTable } from '../../kit';
import { MetTag } from './MetTag';
import { hoursText, percentText, staffName, type SupervisionRow } from './figures';

export interface SupervisionTableProps {
  rows: readonly SupervisionRow[];
  caption: string;
  recordLinks: boolean;
  /** What the table says when it has no row. */
  empty?: string;
}

export function SupervisionTable({ rows, caption, recordLinks, empty = 'No RBT has service or supervision this month' }: SupervisionTableProps) {
  return (
    <div className="supervision-table">
      <RecordTable
        caption={caption}
        rows={rows.map((row) => ({ ...row, id: row.staffId }))}
        empty={empty}
        columns={[
          {
            header: 'RBT',
            cell: (row) => (recordLinks ? <Link to={`/staff-supervision/${row.staffId}`}>{staffName(row)}</Link> : staffName(row)),
          },
          {
            header: 'Service hours (done + booked)',
            align: 'end',
            cell: (row) => `${hoursText(row.serviceHoursDelivered)} + ${hoursText(row.serviceHoursBooked)}`,
          },
          {
            header: 'Supervised hours (done + booked)',
            align: 'end',
            cell: (row) => `${hoursText(row.supervisedHoursDelivered)} + ${hoursText(row.supervisedHoursBooked)}`,
          },
          { header: 'Contacts (individual)', align: 'end', cell: (row) => `${row.contacts} (${row.individualContacts})` },
          { header: 'So far', align: 'end', cell: (row) => percentText(row.percentSoFar) },
          { header: 'Projected', align: 'end', cell: (row) => percentText(row.percentProjected) },
          { header: 'Hours needed', align: 'end', cell: (row) => (row.hoursNeeded > 0 ? hoursText(row.hoursNeeded) : '—') },
          { header: 'Supervisors', cell: (row) => row.supervisors.map((supervisor) => supervisor.name).join(', ') || '—' },
          { header: 'Standing', cell: (row) => <MetTag row={row} /> },
        ]}
      />
    </div>
  );
}
