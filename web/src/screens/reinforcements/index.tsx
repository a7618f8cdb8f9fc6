// Reinforcement categories, behind 'certification-list'.
import { choices, col, defineResource, statusCol } from '../../kit';
import { reinforcementDocuments } from './operations.generated';
import { reinforcements } from './resource';

export const screens = defineResource({
  ...reinforcements.names,
  documents: reinforcementDocuments,
  rowName: (row) => row.name,
  columns: [col('name', 'Name', { flex: 2 }), col('category', 'Category'), col('description', 'Description', { flex: 3 }), statusCol()],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'category', label: 'Category', kind: 'select', options: choices('Edible', 'Tangible', 'Social', 'Activity', 'Sensory', 'Token') },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
