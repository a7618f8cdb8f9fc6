// Reinforcement categories: a setup list under the certifications permission.
import { resource, setupPages } from '../../routes/resource';

export const reinforcements = resource({
  singular: 'Reinforcement Category',
  plural: 'Reinforcement Categories',
  pages: setupPages('reinforcement'),
  permission: 'certification-list',
  menu: { label: 'Reinforcement', icon: 'star', section: 'Configuration', position: 220 },
  documents: { type: 'Reinforcement', fields: ['id', 'name', 'category', 'description', 'status'], export: 'reinforcementDocuments' },
});
