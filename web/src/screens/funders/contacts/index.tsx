// A funder's contacts (the API's `payer-cases`): /payer-cases/{payer_id}, /add-payer-case/{payer_id} and
// /edit-payer-case/{payer_cases_id}, all funder pages titled with the funder's name. Behind 'Funders'.
import type { ReactNode } from 'react';
import { col, defineResource, statusCol } from '../../../kit';
import { useFunderTitle } from '../useFunderTitle';
import { funderContactDocuments } from './operations.generated';

/** Every page of a funder's contacts puts the funder's name in the title. */
function FunderFrame({ ownerId, children }: { ownerId: string | undefined; children: ReactNode }) {
  useFunderTitle(ownerId);
  return <>{children}</>;
}

export const screens = defineResource({
  singular: 'Contact',
  plural: 'Funder Contacts',
  paths: { list: '/payer-cases/:payer_id', add: '/add-payer-case/:payer_id', edit: (id) => `/edit-payer-case/${id}` },
  idParam: 'payer_cases_id',
  owner: {
    param: 'payer_id',
    variables: (funderId) => ({ filter: { funderId } }),
    input: (funderId) => ({ funderId }),
    // The edit page's address carries only the contact; its funder comes with the record.
    ofRecord: (record) => record.funderId,
    Frame: FunderFrame,
    home: '/payers',
  },
  documents: {
    list: funderContactDocuments.list,
    one: funderContactDocuments.one,
    create: funderContactDocuments.create,
    update: funderContactDocuments.update,
    remove: funderContactDocuments.remove,
  },
  columns: [
    col('name', 'Name', { flex: 2 }),
    col('title', 'Title', { flex: 1.5 }),
    col('email', 'Email', { flex: 2 }),
    col('phone', 'Phone'),
    statusCol(),
  ],
  rowName: (row) => row.name,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'title', label: 'Title', kind: 'text', placeholder: 'Provider relations' },
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'phone', label: 'Phone', kind: 'tel' },
    { name: 'extension', label: 'Extension', kind: 'text', maxLength: 10 },
    { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
