// Certifications: a setup list with import.
import { resource, setupPagesWithImport } from '../../routes/resource';

export const certifications = resource({
  singular: 'Certification',
  plural: 'Certifications',
  pages: setupPagesWithImport('certification'),
  permission: 'certification-list',
  menu: { label: 'Certifications', icon: 'badge', section: 'Configuration', position: 200 },
  documents: {
    type: 'Certification',
    fields: ['id', 'name', 'abbreviation', 'issuingBody', 'validityMonths', 'description', 'status'],
    files: ['exportList', 'importFile'],
  },
});
