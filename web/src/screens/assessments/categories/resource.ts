// Assessment categories: a setup list.
import { resource, setupPages } from '../../../routes/resource';

export const assessmentCategories = resource({
  singular: 'Assessment Category',
  plural: 'Assessment Categories',
  pages: setupPages('assessment-category'),
  permission: 'assessments-category-list',
  menu: { label: 'Assessment Categories', icon: 'folder-shared', section: 'Configuration', position: 120 },
  documents: { type: 'AssessmentCategory', fields: ['id', 'name', 'type', 'description', 'status'], export: 'assessmentCategoryDocuments' },
});
