// Reinforcement categories, behind 'certification-list'.
import { choices, col, defineResource, statusCol } from '../../kit';
import { reinforcementDocuments } from './operations';

export const screens = defineResource({
  singular: 'Reinforcement Category',
  plural: 'Reinforcement Categories',
  paths: {
    list: '/reinforcement',
    add: '/add-reinforcement',
    edit: (id) => `/edit-reinforcement/${id}`,
    deleted: '/delete-reinforcement',
  },
  documents: reinforcementDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    col('category', 'Category'),
    col('description', 'Description', { flex: 3 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'category', label: 'Category', kind: 'select', options: choices('Edible', 'Tangible', 'Social', 'Activity', 'Sensory', 'Token') },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
