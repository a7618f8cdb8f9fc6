// Staff titles (the API's user groups), behind 'role-list'.
import { col, defineResource, statusCol } from '../../kit';
import { staffTitleDocuments } from './operations';

export const screens = defineResource({
  singular: 'Staff Title',
  plural: 'Staff Titles',
  paths: {
    list: '/user-group',
    add: '/user-group/add',
    edit: (id) => `/user-group/edit/${id}`,
  },
  idParam: 'group_id',
  documents: staffTitleDocuments,
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
