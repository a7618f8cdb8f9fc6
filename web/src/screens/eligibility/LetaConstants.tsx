// The clearing-house (Leta) constants: the service types checks ask about (assigned or not, one switch each; at least
// one stays assigned) and the clearing-house's own funder records, each linked to one of the practice's funders (a
// funder with no clearing-house funder linked cannot be checked or enrolled).
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
import type { LetaFunderAssignInput, LetaFunderFieldsFragment as LetaFunder, LetaFunderFilter, PageInput } from '../../gql/graphql';
import {
  AssignLetaFunderMutation,
  AssignLetaServiceTypesMutation,
  EligibilityFunderOptions,
  LetaFunderList,
  LetaServiceTypesQuery,
  RemoveLetaFunderMutation,
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

const letaFunderColumns: GridColumn<LetaFunder>[] = [
  { id: 'code', header: 'Code', value: (row) => row.code, sortField: false, flex: 0.6, minWidth: 100 },
  { id: 'name', header: 'Clearing-house funder', value: (row) => row.name, sortField: false, flex: 1.5, minWidth: 180 },
  { id: 'funderName', header: 'Linked funder', value: (row) => row.funderName ?? 'Not linked', sortField: false, flex: 1.5, minWidth: 180 },
];

function LetaFunderFilterPanel({ state }: { state: ListStateControls }) {
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

const letaFunderFilters: ListFilters<{ page?: PageInput | null; filter?: LetaFunderFilter | null }> = {
  keys: ['linked'],
  variables: ({ linked }) => (linked === '1' || linked === '0' ? { filter: { assigned: linked === '1' } } : {}),
  Panel: LetaFunderFilterPanel,
};

const linkFields = fields<LetaFunderAssignInput>({
  name: 'funderId',
  label: 'Funder',
  kind: 'select',
  required: true,
  options: lookup(EligibilityFunderOptions, (funder) => funder.name),
  helper: 'A funder has one clearing-house funder: linking it here unlinks it from any other.',
});

export function LetaConstants() {
  const client = useApolloClient();
  const unlink = useWrite(RemoveLetaFunderMutation);
  const [linking, setLinking] = useState<LetaFunder | null>(null);

  const actions = useMemo<RowAction<LetaFunder>[]>(
    () => [
      { label: 'Link to funder', ariaLabel: (row) => `Link to funder: ${row.name}`, onClick: setLinking },
      {
        label: 'Unlink',
        intent: 'danger',
        ariaLabel: (row) => `Unlink ${row.name}`,
        shown: (row) => row.funderId !== null && row.funderId !== undefined,
        onClick: (row) =>
          void unlink.run({ letaFunderId: row.id }, `${row.name} unlinked.`).then((outcome) => {
            if (outcome.ok) void client.refetchQueries({ include: [LetaFunderList] });
          }),
      },
    ],
    [unlink, client],
  );

  return (
    <div className="kit-page">
      <ServiceTypes />
      <H4>Clearing-house funders</H4>
      <ResourceList
        plural="Clearing-house funders"
        singular="Clearing-house funder"
        list={LetaFunderList}
        columns={letaFunderColumns}
        rowName={(row) => row.name}
        actions={actions}
        filters={letaFunderFilters}
      />
      <FormDialog
        isOpen={linking !== null}
        singular="Funder link"
        fields={linkFields}
        create={AssignLetaFunderMutation}
        fixed={{ letaFunderId: linking?.id ?? '' }}
        onClose={(saved) => {
          setLinking(null);
          if (saved) void client.refetchQueries({ include: [LetaFunderList] });
        }}
      />
    </div>
  );
}
