// The staff list's columns, in one array other parts of the record add to (a punch-status column, say).
import { derived, statusCol, type GridColumn } from '../../../kit';
import type { StaffMemberFieldsFragment } from '../../../gql/graphql';
import { CredentialTag } from '../shared/CredentialTag';
import { timePunchColumn } from '../../time-punch/column';
import { SupervisionFlag } from '../../supervision/SupervisionFlag';

export type StaffRow = StaffMemberFieldsFragment;

/** The record's most pressing credential as text: "BCBA: Expires in 5 days", or none. */
export function credentialText(row: StaffRow): string {
  const alert = row.credentialAlert;
  if (!alert) return '—';
  return `${alert.name}: ${alert.label}${alert.count > 1 ? ` (+${alert.count - 1})` : ''}`;
}

export const staffColumns: GridColumn<StaffRow>[] = [
  {
    id: 'name',
    header: 'Name',
    value: (row) => row.name,
    // A deleted member's record cannot be opened until they are restored.
    link: (row) => (row.deletedAt ? null : `/edit-staff/${row.id}`),
    sortField: 'first_name',
    flex: 1.3,
    minWidth: 160,
  },
  { id: 'email', header: 'Email', value: (row) => row.email, flex: 1.4, minWidth: 190 },
  { id: 'phone', header: 'Phone', value: (row) => row.phone ?? '—', flex: 1, minWidth: 130 },
  derived<StaffRow>('title', 'Title', (row) => row.title?.name, { flex: 1.1 }),
  {
    // RBTs under 5% projected or short of contacts this month; every row reads the one query of the month's figures.
    id: 'supervision',
    header: 'Supervision',
    value: () => '',
    render: (row) => <SupervisionFlag staffId={row.id} />,
    sortField: false,
    flex: 0.8,
    minWidth: 116,
  },
  statusCol<StaffRow>(),
  {
    id: 'credentials',
    header: 'Credentials',
    value: credentialText,
    render: (row) =>
      row.credentialAlert ? (
        <span className="staff-credential-cell">
          <CredentialTag level={row.credentialAlert.level} label={row.credentialAlert.label} />
          <span className="kit-muted">{row.credentialAlert.name}</span>
        </span>
      ) : (
        '—'
      ),
    sortField: false,
    flex: 2.2,
    minWidth: 280,
  },
  timePunchColumn<StaffRow>(),
];
