// Staff titles (the API's user groups), behind 'role-list'.
import { col, defineResource, statusCol } from '../../kit';
import { staffTitleDocuments } from './operations.generated';
import { staffTitles } from './resource';

export const screens = defineResource({
  ...staffTitles.names,
  documents: staffTitleDocuments,
  rowName: (row) => row.name,
  columns: [col('name', 'Name', { flex: 2 }), col('description', 'Description', { flex: 3 }), statusCol()],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
