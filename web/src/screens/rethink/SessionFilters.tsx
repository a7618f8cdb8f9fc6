// The Rethink sessions' filters as the API takes them: status, first and last day, service line, service (those of
// the line chosen) and part of the student's name; kept in the address.
import { useQuery } from '@apollo/client/react';
import type { PageInput, RethinkSessionFilter } from '../../gql/graphql';
import type { ListFilters, ListStateControls } from '../../kit';
import { FilterRow, FilterSelect } from '../../kit/list/FilterSelect';
import { dayOf, TextFilter } from '../../kit/list/TextFilters';
import { RethinkFilterOptions } from './operations';

const statuses = [
  { value: 'Imported', label: 'Imported' },
  { value: 'Failed', label: 'Failed' },
];

function SessionFilterPanel({ state }: { state: ListStateControls }) {
  const { data, error } = useQuery(RethinkFilterOptions);
  const line = state.filters.line;
  const lines = (data?.serviceLines ?? []).map((entry) => ({ value: entry.id, label: entry.name }));
  const services = (data?.services ?? []).filter((service) => !line || service.serviceLineId === line).map((service) => ({ value: service.id, label: service.name }));
  return (
    <FilterRow>
      <FilterSelect name="status" label="Status" options={statuses} state={state} />
      <TextFilter name="from" label="From" state={state} day />
      <TextFilter name="to" label="To" state={state} day />
      <FilterSelect name="line" label="Service line" options={lines} state={state} failed={error !== undefined} />
      <FilterSelect name="service" label="Service" options={services} state={state} failed={error !== undefined} />
      <TextFilter name="student" label="Student name" state={state} />
    </FilterRow>
  );
}

export const sessionFilters: ListFilters<{ page?: PageInput | null; filter?: RethinkSessionFilter | null }> = {
  keys: ['status', 'from', 'to', 'line', 'service', 'student'],
  variables: ({ status, from, to, line, service, student }) => {
    const filter: RethinkSessionFilter = {
      ...(status && { status }),
      ...(dayOf(from) && { dateFrom: dayOf(from) }),
      ...(dayOf(to) && { dateTo: dayOf(to) }),
      ...(line && { serviceLines: [line] }),
      ...(service && { service }),
      ...(student && { studentName: student }),
    };
    return Object.keys(filter).length > 0 ? { filter } : {};
  },
  Panel: SessionFilterPanel,
};
