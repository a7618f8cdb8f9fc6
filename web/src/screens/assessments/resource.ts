// Assessments: a setup list.
import { resource, setupPages } from '../../routes/resource';

export const assessments = resource({
  singular: 'Assessment',
  plural: 'Assessments',
  pages: setupPages('assessment'),
  permission: 'assessments-list',
  menu: { label: 'Assessments', icon: 'form', section: 'Configuration', position: 130 },
  documents: {
    type: 'Assessment',
    fields: ['id', 'name', 'abbreviation', 'assessmentCategoryId', 'description', 'reassessMonths', 'status', 'category { id name }'],
    export: 'assessmentDocuments',
  },
});
