// Session types (session template types), behind 'session-template-type-list'.
import { col, defineResource, statusCol } from '../../kit';
import { sessionTemplateTypeDocuments } from './operations';

export const screens = defineResource({
  singular: 'Session Type',
  plural: 'Session Types',
  paths: {
    list: '/session-type',
    add: '/add-session-type',
    edit: (id) => `/edit-session-type/${id}`,
    deleted: '/delete-session-type',
  },
  documents: sessionTemplateTypeDocuments,
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
