// Target accuracy (mastery criteria), behind 'hcodes-list'.
import { col, defineResource, statusCol } from '../../kit';
import { targetAccuracyDocuments } from './operations.generated';
import { targetAccuracy } from './resource';

export const screens = defineResource({
  ...targetAccuracy.names,
  documents: targetAccuracyDocuments,
  rowName: (row) => row.name,
  columns: [col('name', 'Name', { flex: 2 }), col('percentage', 'Accuracy (%)'), col('consecutiveSessions', 'Sessions in a row'), statusCol()],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'percentage', label: 'Accuracy (%)', kind: 'int', required: true, min: 1, max: 100 },
    { name: 'consecutiveSessions', label: 'Sessions in a row', kind: 'int', min: 1 },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
