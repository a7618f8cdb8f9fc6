// BCBA tasks, behind 'hcodes-list', with import and export.
import { col, defineResource, statusCol } from '../../kit';
import { bcbaTaskCommonDocuments } from './operations.generated';
import { bcbaTasks } from './resource';

export const screens = defineResource({
  ...bcbaTasks.names,
  documents: bcbaTaskCommonDocuments,
  rowName: (row) => `${row.code} ${row.name}`,
  columns: [col('code', 'Code', { flex: 0.6 }), col('name', 'Task', { flex: 3 }), col('category', 'Content area', { flex: 1.5 }), statusCol()],
  fields: [
    { name: 'code', label: 'Code', kind: 'text', required: true, maxLength: 20, placeholder: 'F-3' },
    { name: 'name', label: 'Task', kind: 'text', required: true, wide: true },
    { name: 'category', label: 'Content area', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
  importColumns: 'code, name, category, description, status',
});
