// Parents: users of type Parent on the staff calls. The list (search, status filter, page sizes, sort, how many
// students name each), add, edit, the deleted list with restore and permanent delete, and their service lines.
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { col, defineResource, derived, statusCol, type ListFilters, type RowAction } from '../../kit';
import type { PageInput, ParentFieldsFragment, ParentFilter } from '../../gql/graphql';
import { serviceLineScreens } from '../staff/service-lines/screens';
import { FilterRow, FilterSelect, statusOptions } from '../../kit/list/FilterSelect';
import { addressFields, nameFields } from '../staff/shared/personFields';
import { parentDocuments } from './operations.generated';
import { parentOwner } from './owner';
import { parents } from './resource';

const statusFilter: ListFilters<{ page?: PageInput | null; filter?: ParentFilter | null }> = {
  keys: ['status'],
  variables: ({ status }) => (status === '0' || status === '1' ? { filter: { status: Number(status) } } : {}),
  Panel: ({ state }) => (
    <FilterRow>
      <FilterSelect name="status" label="Status" options={statusOptions} state={state} />
    </FilterRow>
  ),
};

/** A parent's service lines, from their row. */
function useParentActions(): readonly RowAction<ParentFieldsFragment>[] {
  const navigate = useNavigate();
  return useMemo(
    () => [
      {
        label: 'Service lines',
        ariaLabel: (row: ParentFieldsFragment) => `Service lines of ${row.name}`,
        onClick: (row: ParentFieldsFragment) => navigate(`/parent-service-line/${row.id}`),
      },
    ],
    [navigate],
  );
}

const base = defineResource({
  ...parents.names,
  documents: parentDocuments,
  columns: [
    col('name', 'Name', { sortField: 'first_name', flex: 1.4 }),
    col('email', 'Email', { flex: 1.6 }),
    col('phone', 'Phone'),
    derived<ParentFieldsFragment>('childCount', 'Students', (row) => row.childCount, { flex: 0.6 }),
    statusCol(),
  ],
  rowName: (row) => row.name,
  fields: [...nameFields, ...addressFields],
  filters: statusFilter,
  useActions: useParentActions,
});

const serviceLines = serviceLineScreens({ slug: 'parent', owner: parentOwner, paid: false });

export const screens = {
  ...base,
  ServiceLines: serviceLines.List,
  AddServiceLine: serviceLines.Add,
  EditServiceLine: serviceLines.Edit,
};
