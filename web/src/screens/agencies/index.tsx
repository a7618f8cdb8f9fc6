// Agencies (/agency, /edit-agency/{agency_id}, /delete-agency), behind 'Agency'. The portal has no add page for
// agencies, so a new agency is added in a dialog over the list.
import { useApolloClient } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { col, defineResource, FormDialog, lookup, ResourceList, statusCol, type FieldSpec } from '../../kit';
import type { AgencyInput } from '../../gql/graphql';
import { AgencyStateOptions, agencyDocuments } from './operations';
import { agencies } from './resource';

const fields: FieldSpec<AgencyInput>[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
  { name: 'email', label: 'Email', kind: 'email', required: true },
  { name: 'phone', label: 'Phone', kind: 'tel' },
  { name: 'address', label: 'Address', kind: 'text', wide: true },
  { name: 'city', label: 'City', kind: 'text' },
  {
    name: 'state',
    label: 'State',
    kind: 'select',
    options: lookup(AgencyStateOptions, (item) => `${item.name} (${item.code})`, { value: (item) => item.code }),
  },
  { name: 'zip', label: 'ZIP code', kind: 'text', maxLength: 10 },
  { name: 'status', label: 'Status', kind: 'status' },
];

const columns = [
  col('name', 'Name', { flex: 2 }),
  col('email', 'Email', { flex: 2 }),
  col('phone', 'Phone'),
  col('city', 'City'),
  col('state', 'State', { flex: 0.5, minWidth: 90 }),
  statusCol(),
];

const base = defineResource({
  ...agencies.names,
  documents: agencyDocuments,
  rowName: (row) => row.name,
  columns,
  fields,
});

function List() {
  const client = useApolloClient();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ResourceList
        plural={agencies.plural}
        singular={agencies.singular}
        list={agencyDocuments.list}
        columns={columns}
        rowName={(row) => row.name}
        editPath={(row) => agencies.editPath(row.id)}
        remove={agencyDocuments.remove}
        deletedPath={agencies.names.paths.deleted}
        toolbar={<Button intent="primary" icon="plus" text="Add agency" onClick={() => setAdding(true)} />}
      />
      <FormDialog
        isOpen={adding}
        singular={agencies.singular}
        fields={fields}
        create={agencyDocuments.create}
        onClose={(saved) => {
          setAdding(false);
          if (saved) void client.refetchQueries({ include: [agencyDocuments.list] });
        }}
      />
    </>
  );
}

export const screens = { ...base, List };
