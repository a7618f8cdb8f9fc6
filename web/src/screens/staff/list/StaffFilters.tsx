// The staff list's filters (service line, funder, status, title), kept in the address and sent as the list's
// filter; an option list that cannot load leaves its filter empty and says so.
import { useQuery } from '@apollo/client/react';
import type { ListFilters, ListStateControls } from '../../../kit';
import type { PageInput, StaffMemberFilter } from '../../../gql/graphql';
import { FilterRow, FilterSelect, statusOptions, type FilterOption } from '../../../kit/list/FilterSelect';
import { StaffFunderOptionsQuery, StaffServiceLineOptionsQuery, StaffTitleOptionsQuery } from '../operations';
import { BEHIND_FILTER, behindFilterOption } from '../../supervision/behindFilter';
import { staffFilterKeys, staffFilterVariables } from './staffFilter';

const named = (items: readonly { id: string; name: string }[] | undefined): FilterOption[] =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

function StaffFilterPanel({ state }: { state: ListStateControls }) {
  const lines = useQuery(StaffServiceLineOptionsQuery);
  const funders = useQuery(StaffFunderOptionsQuery);
  const titles = useQuery(StaffTitleOptionsQuery);
  return (
    <FilterRow>
      <FilterSelect name="serviceLine" label="Service line" options={named(lines.data?.options)} state={state} failed={!!lines.error} />
      <FilterSelect name="funder" label="Funder" options={named(funders.data?.options)} state={state} failed={!!funders.error} />
      <FilterSelect name="status" label="Status" options={statusOptions} state={state} />
      <FilterSelect name="title" label="Title" options={named(titles.data?.options.nodes)} state={state} failed={!!titles.error} />
      <FilterSelect name={BEHIND_FILTER.key} label="Supervision" options={[behindFilterOption]} state={state} />
    </FilterRow>
  );
}

export const staffFilters: ListFilters<{ page?: PageInput | null; filter?: StaffMemberFilter | null }> = {
  keys: staffFilterKeys,
  variables: staffFilterVariables,
  Panel: StaffFilterPanel,
};
