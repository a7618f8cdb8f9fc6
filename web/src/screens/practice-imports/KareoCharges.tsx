// The charges the practice-management imports brought in: searched, filtered by service days, patient, provider,
// insurance and CPT code (the values the imported rows hold), and exported as XLSX or CSV with the same filters.
import { useQuery } from '@apollo/client/react';
import type { KareoChargeListQuery, KareoImportRowFilter, PageInput } from '../../gql/graphql';
import { col, dateCol, derived, moneyCol, ResourceList, useListState, type ListFilters, type ListStateControls } from '../../kit';
import { FilterRow, FilterSelect } from '../../kit/list/FilterSelect';
import { dayRangeKeys, dayRangeOf, DayRangeFilter } from '../../kit/list/TextFilters';
import { ExportButton } from '../../kit/transfer/ExportButton';
import { ExportKareoCharges, KareoChargeList, KareoFilterOptions } from './operations';

type Charge = KareoChargeListQuery['page']['nodes'][number];
type Variables = { page?: PageInput | null; filter?: KareoImportRowFilter | null };

const asOptions = (values: readonly string[] | undefined) => (values ?? []).map((value) => ({ value, label: value }));

function ChargeFilterPanel({ state }: { state: ListStateControls }) {
  const { data, error } = useQuery(KareoFilterOptions, { fetchPolicy: 'cache-and-network' });
  const failed = error !== undefined;
  return (
    <FilterRow>
      <DayRangeFilter labels={['Service from', 'Service to']} state={state} />
      <FilterSelect name="patient" label="Patient" options={asOptions(data?.options.patients)} state={state} failed={failed} />
      <FilterSelect name="provider" label="Provider" options={asOptions(data?.options.providers)} state={state} failed={failed} />
      <FilterSelect name="funder" label="Insurance" options={asOptions(data?.options.funders)} state={state} failed={failed} />
      <FilterSelect name="code" label="CPT code" options={asOptions(data?.options.procedureCodes)} state={state} failed={failed} />
    </FilterRow>
  );
}

const chargeFilters: ListFilters<Variables> = {
  keys: [...dayRangeKeys, 'patient', 'provider', 'funder', 'code'],
  variables: ({ patient, provider, funder, code, ...days }) => {
    const { from, to } = dayRangeOf(days);
    const filter: KareoImportRowFilter = {
      ...(from && { startDate: from }),
      ...(to && { endDate: to }),
      ...(patient && { patientName: patient }),
      ...(provider && { providerName: provider }),
      ...(funder && { funderName: funder }),
      ...(code && { procedureCode: code }),
    };
    return Object.keys(filter).length > 0 ? { filter } : {};
  },
  Panel: ChargeFilterPanel,
};

const columns = [
  { ...dateCol<Charge>('serviceDate', 'Date of service'), sortField: false as const },
  col<Charge>('encounterId', 'Encounter', { sortField: false }),
  col<Charge>('patientName', 'Patient', { flex: 1.3, sortField: false }),
  derived<Charge>('code', 'CPT', (row) => (row.modifiers ? `${row.procedureCode} ${row.modifiers}` : row.procedureCode), { flex: 0.8 }),
  col<Charge>('units', 'Units', { flex: 0.5, minWidth: 70, sortField: false }),
  { ...moneyCol<Charge>('chargeAmount', 'Charge'), sortField: false as const },
  col<Charge>('providerName', 'Provider', { flex: 1.2, sortField: false }),
  col<Charge>('funderName', 'Insurance', { flex: 1.2, sortField: false }),
];

/** The CSV twin of the list's XLSX export, with the search and filters the address holds. */
function CsvExport() {
  const state = useListState({ filterKeys: chargeFilters.keys });
  return (
    <ExportButton
      document={ExportKareoCharges}
      variables={{ ...chargeFilters.variables(state.filters), page: state.variables, format: 'CSV' as const }}
      plural="Imported charges"
      text="Export CSV"
    />
  );
}

export function KareoCharges() {
  return (
    <ResourceList
      plural="Imported charges"
      singular="Imported charge"
      list={KareoChargeList}
      columns={columns}
      rowName={(row) => `${row.encounterId} ${row.procedureCode}`}
      filters={chargeFilters}
      toolbar={<CsvExport />}
      exportList={ExportKareoCharges}
    />
  );
}
