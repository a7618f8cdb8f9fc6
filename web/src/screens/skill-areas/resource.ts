// Skill areas: a setup list with import, under the billing codes permission.
import { resource, setupPagesWithImport } from '../../routes/resource';

export const skillAreas = resource({
  singular: 'Skill Area',
  plural: 'Skill Areas',
  pages: setupPagesWithImport('skill-area'),
  permission: 'hcodes-list',
  menu: { label: 'Skill Areas', icon: 'lightbulb', section: 'Configuration', position: 150 },
  documents: { type: 'SkillArea', fields: ['id', 'name', 'code', 'description', 'status'], files: ['exportList', 'importFile'] },
});
