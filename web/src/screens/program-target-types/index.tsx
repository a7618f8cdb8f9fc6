// Program target types, behind 'program-list'.
import { choices, col, defineResource, statusCol } from '../../kit';
import { programTargetTypeDocuments } from './operations';

export const screens = defineResource({
  singular: 'Program Target Type',
  plural: 'Program Target Types',
  paths: {
    list: '/program-target-type',
    add: '/add-program-target-type',
    edit: (id) => `/edit-program-target-type/${id}`,
    deleted: '/delete-program-target-type',
  },
  documents: programTargetTypeDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    col('recordingMethod', 'Recording method', { flex: 1.5 }),
    col('description', 'Description', { flex: 3 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'recordingMethod', label: 'Recording method', kind: 'select', required: true, options: choices('Percent correct', 'Prompt level', 'Frequency', 'Rate', 'Duration', 'Latency', 'Interval', 'Task analysis', 'Yes/No', 'Rating', 'ABC') },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
