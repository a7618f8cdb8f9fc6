// Skill areas, behind 'hcodes-list', with import and export.
import { col, defineResource, statusCol } from '../../kit';
import { skillAreaCommonDocuments } from './operations.generated';
import { skillAreas } from './resource';

export const screens = defineResource({
  ...skillAreas.names,
  documents: skillAreaCommonDocuments,
  rowName: (row) => row.name,
  columns: [col('name', 'Name', { flex: 2 }), col('code', 'Code'), col('description', 'Description', { flex: 3 }), statusCol()],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'code', label: 'Code', kind: 'text', maxLength: 20 },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
  importColumns: 'name, code, description, status',
});
