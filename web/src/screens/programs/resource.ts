// Programs: a setup list with import.
import { resource, setupPagesWithImport } from '../../routes/resource';

export const programs = resource({
  singular: 'Program',
  plural: 'Programs',
  pages: setupPagesWithImport('program'),
  permission: 'program-list',
  menu: { label: 'Programs', icon: 'projects', section: 'Configuration', position: 100 },
  documents: { type: 'Program', fields: ['id', 'name', 'domain', 'description', 'masteryCriteria', 'status'], files: ['exportList', 'importFile'] },
});
