// Program categories (with clone): reached from the programs list, with no menu entry of their own.
import { resource, setupPages } from '../../../routes/resource';

export const programCategories = resource({
  singular: 'Program Category',
  plural: 'Program Categories',
  pages: setupPages('program-category'),
  permission: 'program-list',
  documents: { type: 'ProgramCategory', fields: ['id', 'name', 'description', 'sortOrder', 'status'], export: 'programCategoryDocuments' },
});
