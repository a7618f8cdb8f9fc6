// Checklist masters, behind 'checklist-masters-list'.
import { choices, col, defineResource, statusCol } from '../../kit';
import { checklistMasterDocuments } from './operations';

export const screens = defineResource({
  singular: 'Checklist Master',
  plural: 'Checklist Masters',
  paths: {
    list: '/checklist-master',
    add: '/add-checklist-master',
    edit: (id) => `/edit-checklist-master/${id}`,
    deleted: '/delete-checklist-master',
  },
  documents: checklistMasterDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    col('appliesTo', 'Kept on'),
    col('description', 'Description', { flex: 3 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'appliesTo', label: 'Kept on', kind: 'select', required: true, options: choices('Student', 'Staff') },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
