// Checklist masters, behind 'checklist-masters-list'.
import { choices, col, defineResource, statusCol } from '../../../kit';
import { checklistMasterDocuments } from './operations.generated';
import { checklistMasters } from './resource';

export const screens = defineResource({
  ...checklistMasters.names,
  documents: checklistMasterDocuments,
  rowName: (row) => row.name,
  columns: [col('name', 'Name', { flex: 2 }), col('appliesTo', 'Kept on'), col('description', 'Description', { flex: 3 }), statusCol()],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'appliesTo', label: 'Kept on', kind: 'select', required: true, options: choices('Student', 'Staff') },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
