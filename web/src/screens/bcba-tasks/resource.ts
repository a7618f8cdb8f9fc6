// BCBA tasks: a setup list with import, under the billing codes permission.
import { resource, setupPagesWithImport } from '../../routes/resource';

export const bcbaTasks = resource({
  singular: 'BCBA Task',
  plural: 'BCBA Tasks',
  pages: setupPagesWithImport('bcba-task'),
  permission: 'hcodes-list',
  menu: { label: 'BCBA Tasks', icon: 'tick-circle', section: 'Configuration', position: 160 },
  documents: { type: 'BcbaTask', fields: ['id', 'code', 'name', 'category', 'description', 'status'], files: ['exportList', 'importFile'] },
});
