// Coverage types, behind 'certification-list'.
import { col, defineResource, statusCol } from '../../kit';
import { coverageTypeDocuments } from './operations';

export const screens = defineResource({
  singular: 'Coverage Type',
  plural: 'Coverage Types',
  paths: {
    list: '/coverage-type',
    add: '/add-coverage-type',
    edit: (id) => `/edit-coverage-type/${id}`,
    deleted: '/delete-coverage-type',
  },
  documents: coverageTypeDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    col('description', 'Description', { flex: 3 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
