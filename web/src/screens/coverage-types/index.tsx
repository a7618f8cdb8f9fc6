// Coverage types, behind 'certification-list'.
import { col, defineResource, statusCol } from '../../kit';
import { coverageTypeDocuments } from './operations.generated';
import { coverageTypes } from './resource';

export const screens = defineResource({
  ...coverageTypes.names,
  documents: coverageTypeDocuments,
  rowName: (row) => row.name,
  columns: [col('name', 'Name', { flex: 2 }), col('description', 'Description', { flex: 3 }), statusCol()],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
