// The staff list (search debounced, filters by service line, funder, status and title, page sizes, sort, the
// credential flags, the supervision flags and the RBTs behind on supervision), add, the record's Profile tab, the deleted list with restore and permanent delete, the import
// and the XLSX export; behind 'Staff List'.
import { choices, defineResource, lookup, type FieldSpec } from '../../kit';
import type { StaffMemberInput } from '../../gql/graphql';
import { staffColumns } from './list/columns';
import { staffFilters } from './list/StaffFilters';
import { staffToolbar } from './list/toolbar';
import { ExportStaffMutation, ImportStaffMutation, StaffTitleOptionsQuery, staffMemberDocuments } from './operations';
import { staffMembers } from './resource';
import { addressFields, nameFields } from './shared/personFields';
import { StaffFrame } from './shared/StaffFrame';
import { BehindStaff } from '../supervision/BehindStaff';
import { BEHIND_FILTER } from '../supervision/behindFilter';
import { SupervisionMonthProvider } from '../supervision/SupervisionFlag';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import './staff.css';

const staffFields: FieldSpec<StaffMemberInput>[] = [
  ...nameFields,
  {
    name: 'userType',
    label: 'User type',
    kind: 'select',
    required: true,
    options: choices('Therapist', 'Office Administrator'),
    initial: 'Therapist',
  },
  { name: 'titleId', label: 'Title', kind: 'select', options: lookup(StaffTitleOptionsQuery, (title) => title.name) },
  { name: 'hireDate', label: 'Hire date', kind: 'date' },
  { name: 'npi', label: 'NPI', kind: 'text', maxLength: 10, helper: 'National Provider Identifier, for therapists who bill.' },
  ...addressFields,
];

const base = defineResource({
  ...staffMembers.names,
  documents: { ...staffMemberDocuments, exportList: ExportStaffMutation, importFile: ImportStaffMutation },
  columns: staffColumns,
  rowName: (row) => row.name,
  fields: staffFields,
  filters: staffFilters,
  toolbar: staffToolbar,
  importColumns: 'first_name, last_name, email, and optionally phone, user_type (Therapist or Office Administrator), status, title_id, hire_date',
});

/** The Profile tab: the kit's edit form inside the staff record's frame. */
function Edit() {
  return (
    <StaffFrame title="Profile">
      <base.Edit />
    </StaffFrame>
  );
}

/** A list of staff rows, whose supervision column reads this month's figures asked once for the list. */
function withMonthFigures(Screen: ComponentType): ComponentType {
  return function WithMonthFigures() {
    return (
      <SupervisionMonthProvider>
        <Screen />
      </SupervisionMonthProvider>
    );
  };
}

const FlaggedList = withMonthFigures(base.List);

/** The list, or the RBTs behind on supervision when its filter says so. */
function List() {
  const [params] = useSearchParams();
  return params.get(BEHIND_FILTER.key) === BEHIND_FILTER.value ? <BehindStaff /> : <FlaggedList />;
}

export const screens = { ...base, List, Edit, Deleted: withMonthFigures(base.Deleted) };
