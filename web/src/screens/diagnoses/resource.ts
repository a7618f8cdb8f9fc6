// Diagnoses: a setup list with import.
import { resource, setupPagesWithImport } from '../../routes/resource';

export const diagnoses = resource({
  singular: 'Diagnosis',
  plural: 'Diagnoses',
  pages: setupPagesWithImport('diagnosis'),
  permission: 'diagnosis-list',
  menu: { label: 'Diagnoses', icon: 'pulse', section: 'Configuration', position: 90 },
  documents: { type: 'Diagnosis', fields: ['id', 'code', 'description', 'category', 'status'], files: ['exportList', 'importFile'] },
});
