// Organisations (Super Admin only, behind 'Organization List').
import { col, defineResource, lookup, statusCol } from '../../kit';
import { OrganizationStateOptions, organizationDocuments } from './operations';
import { organizations } from './resource';

export const screens = defineResource({
  ...organizations.names,
  documents: organizationDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    col('email', 'Email', { flex: 2 }),
    col('phone', 'Phone'),
    col('city', 'City'),
    col('state', 'State', { flex: 0.5, minWidth: 90 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'email', label: 'Email', kind: 'email', required: true },
    { name: 'phone', label: 'Phone', kind: 'tel' },
    { name: 'address', label: 'Address', kind: 'text', wide: true },
    { name: 'city', label: 'City', kind: 'text' },
    {
      name: 'state',
      label: 'State',
      kind: 'select',
      options: lookup(OrganizationStateOptions, (item) => `${item.name} (${item.code})`, { value: (item) => item.code }),
    },
    { name: 'zip', label: 'ZIP code', kind: 'text', maxLength: 10 },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
