// The trail's columns, the same on the Super Admin's screen and on a student's record. The records hold ids only; the
// names beside them come from what the screen already has (its filters' options, the student's own header).
import { Tag } from '../../kit/Tag';
import { Fragment } from 'react';
import { derived, type GridColumn, type TableColumn } from '../../kit';
import { formatMonthFirst } from '../../dates/timestamps';
import type { AuditRecordFieldsFragment } from '../../gql/graphql';

/** Names by id, as far as the screen knows them; an id it does not know is shown as the id. */
export type Names = ReadonlyMap<string, string>;

/**
 * A record as the grid shows it: keyed by its place in the trail, with the names put to its ids. The names are the
 * row's own, so that names arriving after the records redraw the rows they belong to.
 */
export type AuditRow = AuditRecordFieldsFragment & { id: string; user: string; students: string };

export function auditRows(records: readonly AuditRecordFieldsFragment[], users: Names, students: Names): AuditRow[] {
  return records.map((record) => ({ ...record, id: String(record.seq), user: userText(record, users), students: studentsText(record, students) }));
}

/** How many students a cell names before it says how many more. */
const STUDENTS_NAMED = 3;

export function studentsText(row: AuditRecordFieldsFragment, students: Names): string {
  if (row.studentCount === 0) return 'None';
  const named = row.studentIds.slice(0, STUDENTS_NAMED).map((id) => students.get(id) ?? `#${id}`);
  const more = row.studentCount - named.length;
  return `${row.studentCount}: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

export function userText(row: AuditRecordFieldsFragment, users: Names): string {
  if (!row.userId) return 'Not signed in';
  return users.get(row.userId) ?? `User #${row.userId}`;
}

// Widths that fit every column on the Super Admin's page at 1366 px beside the menu. A request id is cut to its
// column with an ellipsis, whole on hover and to assistive technology.
export const auditColumns: GridColumn<AuditRow>[] = [
  derived<AuditRow>('at', 'When', (row) => formatMonthFirst(row.at), { flex: 0.6, minWidth: 185 }),
  derived<AuditRow>('user', 'User', (row) => row.user, { flex: 1, minWidth: 115 }),
  derived<AuditRow>('role', 'Role', (row) => row.role, { flex: 0.8, minWidth: 120 }),
  derived<AuditRow>('operation', 'Operation', (row) => row.operation, { flex: 1.1, minWidth: 140 }),
  derived<AuditRow>('students', 'Students', (row) => row.students, { flex: 1.2, minWidth: 120 }),
  derived<AuditRow>('changed', 'Changed', (row) => row.changed, { flex: 0.5, minWidth: 95 }),
  {
    ...derived<AuditRow>('outcome', 'Outcome', (row) => row.outcome, { flex: 0.5, minWidth: 95 }),
    render: (row) => (
      <Tag minimal intent={row.outcome === 'OK' ? 'success' : 'danger'}>
        {row.outcome}
      </Tag>
    ),
  },
  {
    ...derived<AuditRow>('requestId', 'Request id', (row) => row.requestId, { flex: 0.9, minWidth: 100 }),
    render: (row) => (
      <span className="audit-request-id" title={row.requestId}>
        {row.requestId}
      </span>
    ),
  },
];

/** A long operation name (StudentAuditTrail) may break between its words, not only be cut. */
function breakable(name: string) {
  return name.split(/(?=[A-Z])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * The same columns as a table that fits the narrower page of a student's record, beside the record's own navigation
 * (as the record's activity history is): values break over lines, and a request id shows its first eight characters,
 * whole on hover and in the CSV, as a short commit hash does.
 */
export const auditTableColumns: TableColumn<AuditRow>[] = auditColumns.map((column): TableColumn<AuditRow> => {
  if (column.id === 'operation') return { header: column.header, cell: (row) => breakable(row.operation) };
  if (column.id === 'requestId') {
    return {
      header: column.header,
      cell: (row) => (
        <abbr className="audit-code" title={row.requestId}>
          {row.requestId.slice(0, 8)}
        </abbr>
      ),
      wrap: 'never',
    };
  }
  return { header: column.header, cell: (row) => (column.render ? column.render(row) : column.value(row)) };
});
