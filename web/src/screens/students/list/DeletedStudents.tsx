// Deleted students (/delete-student): restore or delete for good, through the kit's deleted list.
import { DeletedList, type GridColumn } from '../../../kit';
import type { StudentRowFieldsFragment } from '../../../gql/graphql';
import { names, usDate } from '../shared/format';
import { DeletedStudentListQuery, PurgeStudentMutation, RestoreStudentMutation } from './operations';

const columns: GridColumn<StudentRowFieldsFragment>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, sortField: 'first_name', flex: 1.4 },
  { id: 'clientCode', header: 'Client code', value: (row) => row.clientCode ?? '—' },
  { id: 'dob', header: 'Date of birth', value: (row) => usDate(row.dob) },
  { id: 'agency', header: 'Agency', value: (row) => row.agency?.name ?? '—', sortField: false },
  { id: 'funders', header: 'Funders', value: (row) => names(row.funders), sortField: false },
];

export function DeletedStudents() {
  return (
    <DeletedList
      plural="Students"
      singular="Student"
      deleted={DeletedStudentListQuery}
      columns={columns}
      rowName={(row) => row.name}
      restore={RestoreStudentMutation}
      purge={PurgeStudentMutation}
      listPath="/student"
    />
  );
}
