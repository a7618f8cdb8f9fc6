// Error List: the API's error descriptions grouped with how often each happened and when it was first and last seen,
// most frequent first; searched, filtered by source and days, and exported as XLSX or CSV with the same filters.
import type { ErrorDescriptionFilter, ErrorDescriptionListQuery, PageInput } from '../../gql/graphql';
import { col, derived, ResourceList, useListState, type ListFilters, type ListStateControls } from '../../kit';
import { FilterRow, FilterSelect } from '../../kit/list/FilterSelect';
import { dayRangeKeys, dayRangeOf, DayRangeFilter } from '../../kit/list/TextFilters';
import { ExportButton } from '../../kit/transfer/ExportButton';
import { formatMonthFirst } from '../../dates/timestamps';
import { ErrorDescriptionList, ExportErrorDescriptions } from './operations';
import './monitoring.css';

type ErrorRow = ErrorDescriptionListQuery['page']['nodes'][number];
type Variables = { page?: PageInput | null; filter?: ErrorDescriptionFilter | null };

const sources = ['API', 'Rethink importer', 'Kareo import', 'Sheets link', 'Cron'].map((value) => ({ value, label: value }));

function ErrorFilterPanel({ state }: { state: ListStateControls }) {
  return (
    <FilterRow>
      <FilterSelect name="source" label="Source" options={sources} state={state} />
      <DayRangeFilter labels={['Seen from', 'Seen to']} state={state} />
    </FilterRow>
  );
}

const errorFilters: ListFilters<Variables> = {
  keys: ['source', ...dayRangeKeys],
  variables: ({ source, ...days }) => {
    const { from, to } = dayRangeOf(days);
    const filter: ErrorDescriptionFilter = { ...(source && { source }), ...(from && { dateFrom: from }), ...(to && { dateTo: to }) };
    return Object.keys(filter).length > 0 ? { filter } : {};
  },
  Panel: ErrorFilterPanel,
};

const when = (value: string) => formatMonthFirst(value) ?? '—';

const columns = [
  col<ErrorRow>('source', 'Source', { flex: 1, minWidth: 150, sortField: false }),
  col<ErrorRow>('description', 'Description', { flex: 3, sortField: false }),
  col<ErrorRow>('count', 'Count', { flex: 0.4, minWidth: 80, sortField: false }),
  derived<ErrorRow>('firstSeenAt', 'First seen', (row) => when(row.firstSeenAt), { flex: 1, minWidth: 175 }),
  derived<ErrorRow>('lastSeenAt', 'Last seen', (row) => when(row.lastSeenAt), { flex: 1, minWidth: 175 }),
];

export function ErrorList() {
  return (
    <ResourceList
      plural="Error descriptions"
      singular="Error description"
      list={ErrorDescriptionList}
      columns={columns}
      rowName={(row) => row.description}
      filters={errorFilters}
      toolbar={<CsvExport />}
      exportList={ExportErrorDescriptions}
    />
  );
}

/** The CSV twin of the list's XLSX export, with the search and filters the address holds (the list keeps them there). */
function CsvExport() {
  const state = useListState({ filterKeys: errorFilters.keys });
  const variables = { ...errorFilters.variables(state.filters), page: state.variables };
  return (
    <ExportButton
      document={ExportErrorDescriptions}
      variables={{ ...variables, format: 'CSV' as const }}
      plural="Error descriptions"
      text="Export CSV"
    />
  );
}
