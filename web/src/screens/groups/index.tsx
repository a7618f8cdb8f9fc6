// Groups (students taught together), behind 'organization-list'.
import type { RowOf } from '../../kit';
import { col, defineResource, derived, lookup, statusCol } from '../../kit';
import { GroupStudentOptions, groupDocuments } from './operations';
import { groups } from './resource';

type Row = RowOf<typeof groupDocuments.list>;

export const screens = defineResource({
  ...groups.names,
  documents: groupDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    derived<Row>('students', 'Students', (row) => row.students.length, { flex: 0.6 }),
    col('description', 'Description', { flex: 3 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    {
      name: 'studentIds',
      label: 'Students',
      kind: 'multiselect',
      options: lookup(GroupStudentOptions, (item) => `${item.lastName}, ${item.firstName}`),
    },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
