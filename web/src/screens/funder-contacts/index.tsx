// A funder's contacts (the API's payer cases): /payer-cases/{payer_id}, /add-payer-case/{payer_id} and
// /edit-payer-case/{payer_cases_id}, all funder pages titled with the funder's name. Behind 'Funders'.
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { col, ResourceForm, ResourceList, statusCol, type FieldSpec } from '../../kit';
import type { FunderContactInput } from '../../gql/graphql';
import { useFunderTitle } from '../funders/useFunderTitle';
import { useFunderHeader } from '../../layout/selectedFunder';
import { funderContactDocuments } from './operations';

const fields: FieldSpec<FunderContactInput>[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
  { name: 'title', label: 'Title', kind: 'text', placeholder: 'Provider relations' },
  { name: 'email', label: 'Email', kind: 'email' },
  { name: 'phone', label: 'Phone', kind: 'tel' },
  { name: 'extension', label: 'Extension', kind: 'text', maxLength: 10 },
  { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
  { name: 'status', label: 'Status', kind: 'status' },
];

function List() {
  const { payer_id: funderId = '' } = useParams();
  useFunderTitle(funderId);
  const variables = useMemo(() => ({ filter: { funderId } }), [funderId]);
  return (
    <ResourceList
      plural="Funder Contacts"
      singular="Contact"
      list={funderContactDocuments.list}
      variables={variables}
      columns={[col('name', 'Name', { flex: 2 }), col('title', 'Title', { flex: 1.5 }), col('email', 'Email', { flex: 2 }), col('phone', 'Phone'), statusCol()]}
      rowName={(row) => row.name}
      addPath={`/add-payer-case/${funderId}`}
      editPath={(row) => `/edit-payer-case/${row.id}`}
      remove={funderContactDocuments.remove}
    />
  );
}

function Add() {
  const { payer_id: funderId = '' } = useParams();
  useFunderTitle(funderId);
  return (
    <ResourceForm
      singular="Contact"
      fields={fields}
      listPath={`/payer-cases/${funderId}`}
      create={funderContactDocuments.create}
      fixed={{ funderId }}
    />
  );
}

function Edit() {
  const { payer_cases_id: id = '' } = useParams();
  const [funder, setFunder] = useState<{ id: string; name: string | null } | null>(null);
  useFunderHeader(funder?.name);
  const onRecord = useCallback((record: { funderId: string; funder?: { name: string } | null }) => {
    setFunder({ id: record.funderId, name: record.funder?.name ?? null });
  }, []);
  return (
    <ResourceForm
      singular="Contact"
      fields={fields}
      listPath={funder ? `/payer-cases/${funder.id}` : '/payers'}
      one={funderContactDocuments.one}
      update={funderContactDocuments.update}
      id={id}
      fixed={funder ? { funderId: funder.id } : undefined}
      onRecord={onRecord}
    />
  );
}

export const screens = { List, Add, Edit };
