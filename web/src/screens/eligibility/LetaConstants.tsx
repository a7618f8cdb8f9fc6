// The clearing-house (Leta) constants: the service types checks ask about (assigned or not, one switch each; at least
// one stays assigned) and the clearing-house payers, each linked to one of the practice's funders (a funder whose
// payer is not linked cannot be checked or enrolled).
import { useApolloClient, useQuery } from '@apollo/client/react';
import { H4, Switch } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import {
  FormDialog,
  RecordTable,
  ResourceList,
  fields,
  lookup,
  useWrite,
  type GridColumn,
  type ListFilters,
  type ListStateControls,
  type RowAction,
} from '../../kit';
import { FilterRow, FilterSelect } from '../../kit/list/FilterSelect';
import { Loaded } from '../../kit/Loaded';
import type { LetaPayerAssignInput, LetaPayerFieldsFragment as Payer, LetaPayerFilter, PageInput } from '../../gql/graphql';
import {
  AssignLetaPayerMutation,
  AssignLetaServiceTypesMutation,
  EligibilityFunderOptions,
  LetaPayerList,
  LetaServiceTypesQuery,
  RemoveLetaPayerMutation,
  RemoveLetaServiceTypesMutation,
} from './operations';
import './eligibility.css';

function ServiceTypes() {
  const query = useQuery(LetaServiceTypesQuery);
  const assign = useWrite(AssignLetaServiceTypesMutation);
  const remove = useWrite(RemoveLetaServiceTypesMutation);
  const busy = assign.pending || remove.pending;
  const toggle = (id: string, name: string, assigned: boolean) =>
    void (assigned ? remove.run({ ids: [id] }, `${name} removed.`) : assign.run({ ids: [id] }, `${name} assigned.`));

  return (
    <section className="kit-panel kit-section" aria-labelledby="leta-service-types-title">
      <H4 id="leta-service-types-title">Service types</H4>
      <p className="kit-muted">Checks ask the clearing-house about an assigned service type; at least one stays assigned.</p>
      <Loaded
        what="the service types"
        loading={query.loading}
        error={query.error}
        ready={query.data !== undefined}
        retry={() => void query.refetch()}
      >
        <RecordTable
          caption="Service types"
          rows={query.data?.options ?? []}
          columns={[
            { header: 'Code', cell: (type) => type.code },
            { header: 'Service type', cell: (type) => type.name },
            {
              header: 'Assigned',
              cell: (type) => (
                <Switch
                  className="eligibility-switch"
                  checked={type.assigned}
                  disabled={busy}
                  aria-label={`${type.name} assigned`}
                  onChange={() => toggle(type.id, `${type.code} ${type.name}`, type.assigned)}
                />
              ),
            },
          ]}
        />
      </Loaded>
    </section>
  );
}

const payerColumns: GridColumn<Payer>[] = [
  { id: 'payerCode', header: 'Payer id', value: (row) => row.payerCode, sortField: false, flex: 0.6, minWidth: 100 },
  { id: 'name', header: 'Clearing-house payer', value: (row) => row.name, sortField: false, flex: 1.5, minWidth: 180 },
  { id: 'funderName', header: 'Linked funder', value: (row) => row.funderName ?? 'Not linked', sortField: false, flex: 1.5, minWidth: 180 },
];

function PayerFilterPanel({ state }: { state: ListStateControls }) {
  return (
    <FilterRow>
      <FilterSelect
        name="linked"
        label="Linked"
        options={[
          { value: '1', label: 'Linked to a funder' },
          { value: '0', label: 'Not linked' },
        ]}
        state={state}
      />
    </FilterRow>
  );
}

const payerFilters: ListFilters<{ page?: PageInput | null; filter?: LetaPayerFilter | null }> = {
  keys: ['linked'],
  variables: ({ linked }) => (linked === '1' || linked === '0' ? { filter: { assigned: linked === '1' } } : {}),
  Panel: PayerFilterPanel,
};

const linkFields = fields<LetaPayerAssignInput>({
  name: 'funderId',
  label: 'Funder',
  kind: 'select',
  required: true,
  options: lookup(EligibilityFunderOptions, (funder) => funder.name),
  helper: 'A funder has one clearing-house payer: linking it here unlinks it from any other.',
});

export function LetaConstants() {
  const client = useApolloClient();
  const unlink = useWrite(RemoveLetaPayerMutation);
  const [linking, setLinking] = useState<Payer | null>(null);

  const actions = useMemo<RowAction<Payer>[]>(
    () => [
      { label: 'Link to funder', ariaLabel: (row) => `Link to funder: ${row.name}`, onClick: setLinking },
      {
        label: 'Unlink',
        intent: 'danger',
        ariaLabel: (row) => `Unlink ${row.name}`,
        shown: (row) => row.funderId !== null && row.funderId !== undefined,
        onClick: (row) =>
          void unlink.run({ payerId: row.id }, `${row.name} unlinked.`).then((outcome) => {
            if (outcome.ok) void client.refetchQueries({ include: [LetaPayerList] });
          }),
      },
    ],
    [unlink, client],
  );

  return (
    <div className="kit-page">
      <ServiceTypes />
      <H4>Clearing-house payers</H4>
      <ResourceList
        plural="Payers"
        singular="Payer"
        list={LetaPayerList}
        columns={payerColumns}
        rowName={(row) => row.name}
        actions={actions}
        filters={payerFilters}
      />
      <FormDialog
        isOpen={linking !== null}
        singular="Payer link"
        fields={linkFields}
        create={AssignLetaPayerMutation}
        fixed={{ payerId: linking?.id ?? '' }}
        onClose={(saved) => {
          setLinking(null);
          if (saved) void client.refetchQueries({ include: [LetaPayerList] });
        }}
      />
    </div>
  );
}
