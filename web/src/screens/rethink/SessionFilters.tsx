// The Rethink sessions' filters as the API takes them: status, first and last day, service line, service (those of
// the line chosen) and part of the student's name; kept in the address.
import { useQuery } from '@apollo/client/react';
import type { PageInput, RethinkSessionFilter } from '../../gql/graphql';
import type { ListFilters, ListStateControls } from '../../kit';
import { FilterRow, FilterSelect } from '../../kit/list/FilterSelect';
import { dayRangeKeys, dayRangeOf, DayRangeFilter, TextFilter } from '../../kit/list/TextFilters';
import { RethinkFilterOptions } from './operations';

const statuses = [
  { value: 'Imported', label: 'Imported' },
  { value: 'Failed', label: 'Failed' },
];

function SessionFilterPanel({ state }: { state: ListStateControls }) {
  const { data, error } = useQuery(RethinkFilterOptions);
  const line = state.filters.line;
  const lines = (data?.serviceLines ?? []).map((entry) => ({ value: entry.id, label: entry.name }));
  const services = (data?.services ?? [])
    .filter((service) => !line || service.serviceLineId === line)
    .map((service) => ({ value: service.id, label: service.name }));
  return (
    <FilterRow>
      <FilterSelect name="status" label="Status" options={statuses} state={state} />
      <DayRangeFilter labels={['From', 'To']} state={state} />
      <FilterSelect name="line" label="Service line" options={lines} state={state} failed={error !== undefined} />
      <FilterSelect name="service" label="Service" options={services} state={state} failed={error !== undefined} />
      <TextFilter name="student" label="Student name" state={state} />
    </FilterRow>
  );
}

export const sessionFilters: ListFilters<{ page?: PageInput | null; filter?: RethinkSessionFilter | null }> = {
  keys: ['status', ...dayRangeKeys, 'line', 'service', 'student'],
  variables: ({ status, line, service, student, ...days }) => {
    const { from, to } = dayRangeOf(days);
    const filter: RethinkSessionFilter = {
      ...(status && { status }),
      ...(from && { dateFrom: from }),
      ...(to && { dateTo: to }),
      ...(line && { serviceLines: [line] }),
      ...(service && { service }),
      ...(student && { studentName: student }),
    };
    return Object.keys(filter).length > 0 ? { filter } : {};
  },
  Panel: SessionFilterPanel,
};
