// Behavior categories, behind 'behavior-list'.
import { choices, col, defineResource, statusCol } from '../../kit';
import { behaviorCategoryDocuments } from './operations.generated';
import { behaviorCategories } from './resource';

export const screens = defineResource({
  ...behaviorCategories.names,
  documents: behaviorCategoryDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    col('behaviorType', 'Type'),
    col('measurement', 'Measurement'),
    col('definition', 'Definition', { flex: 3 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'behaviorType', label: 'Type', kind: 'select', options: choices('Reduction', 'Replacement') },
    { name: 'measurement', label: 'Measurement', kind: 'select', options: choices('Frequency', 'Duration', 'Interval', 'ABC') },
    { name: 'definition', label: 'Operational definition', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
