// Coverage types: a setup list with the other reference lists under the certifications permission.
import { resource, setupPages } from '../../routes/resource';

export const coverageTypes = resource({
  singular: 'Coverage Type',
  plural: 'Coverage Types',
  pages: setupPages('coverage-type'),
  permission: 'certification-list',
  menu: { label: 'Coverage Types', icon: 'shield', section: 'Configuration', position: 210 },
  documents: { type: 'CoverageType', fields: ['id', 'name', 'description', 'status'], export: 'coverageTypeDocuments' },
});
