// Group schedules: the list (search, filters by student and recurrence, the meeting days and times, the students
// assigned), add and edit on the kit's pages, and the page that assigns students after checking each one.
import { useNavigate } from 'react-router';
import { toUsDate } from '../../dates/calendar';
import { col, defineResource, derived, lookup, type FieldSpec, type RowAction, type RowOf } from '../../kit';
import type { GroupScheduleInput } from '../../gql/graphql';
import { AssignStudents } from './AssignStudents';
import { groupScheduleFilters } from './GroupScheduleFilters';
import { GroupScheduleLocationOptions, GroupScheduleServiceOptions, GroupScheduleStaffOptions, groupScheduleDocuments } from './operations';
import { assignStudentsPath, groupSchedules } from './resource';
import { meetingTimes, recurrenceOptions, weekdays } from './schedule';

type Row = RowOf<typeof groupScheduleDocuments.list>;

const fields: FieldSpec<GroupScheduleInput>[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
  { name: 'staffId', label: 'Staff member', kind: 'select', required: true, options: lookup(GroupScheduleStaffOptions, (item) => item.name) },
  { name: 'serviceId', label: 'Service', kind: 'select', required: true, options: lookup(GroupScheduleServiceOptions, (item) => item.name) },
  { name: 'locationId', label: 'Location', kind: 'select', required: true, options: lookup(GroupScheduleLocationOptions, (item) => item.name) },
  {
    name: 'recurrenceType',
    label: 'Recurrence',
    kind: 'select',
    required: true,
    options: recurrenceOptions,
    initial: 'Weekly',
  },
  {
    name: 'days',
    label: 'Days of the week',
    kind: 'multiselect',
    required: true,
    options: weekdays.map((label, day) => ({ value: String(day), label })),
  },
  { name: 'startTime', label: 'Start time', kind: 'time', required: true, helper: 'In the practice’s time zone, on a quarter hour.' },
  { name: 'endTime', label: 'End time', kind: 'time', required: true },
  { name: 'startDate', label: 'Start date', kind: 'date', required: true },
  { name: 'endDate', label: 'End date', kind: 'date', required: true, helper: 'Within a year of the start date.' },
  { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
];

/** The row's button to the assignment page. */
function useAssignAction(): readonly RowAction<Row>[] {
  const navigate = useNavigate();
  return [{ label: 'Students', ariaLabel: (row) => `Assign students to ${row.name}`, onClick: (row) => void navigate(assignStudentsPath(row.id)) }];
}

const base = defineResource({
  ...groupSchedules.names,
  documents: groupScheduleDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 1.5 }),
    derived<Row>('staff', 'Staff member', (row) => row.staff?.name, { flex: 1.1 }),
    derived<Row>('service', 'Service', (row) => row.service?.name, { flex: 1.1 }),
    derived<Row>('meets', 'Meets', (row) => meetingTimes(row), { flex: 1.6 }),
    derived<Row>('dates', 'Dates', (row) => `${toUsDate(row.startDate) ?? ''} – ${toUsDate(row.endDate) ?? ''}`, { flex: 1.2, minWidth: 190 }),
    derived<Row>('students', 'Students', (row) => row.students.length, { flex: 0.4, minWidth: 100 }),
  ],
  fields,
  filters: groupScheduleFilters,
  useActions: useAssignAction,
});

export const screens = { ...base, AssignStudents };
