// Classes (school classrooms), behind 'Classes'.
import type { RowOf } from '../../kit';
import { col, defineResource, derived, lookup, statusCol } from '../../kit';
import { ClassStaffOptions, ClassStudentOptions, classroomDocuments } from './operations';
import { classes } from './resource';

type Row = RowOf<typeof classroomDocuments.list>;

export const screens = defineResource({
  ...classes.names,
  documents: classroomDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    col('grade', 'Grade'),
    col('room', 'Room', { flex: 0.6 }),
    derived<Row>('staff', 'Lead', (row) => row.staff?.name, { flex: 1.5 }),
    derived<Row>('students', 'Students', (row) => row.students.length, { flex: 0.6 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'grade', label: 'Grade', kind: 'text' },
    { name: 'room', label: 'Room', kind: 'text' },
    { name: 'staffId', label: 'Lead staff member', kind: 'select', options: lookup(ClassStaffOptions, (item) => item.name) },
    {
      name: 'studentIds',
      label: 'Students',
      kind: 'multiselect',
      options: lookup(ClassStudentOptions, (item) => `${item.lastName}, ${item.firstName}`),
    },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
