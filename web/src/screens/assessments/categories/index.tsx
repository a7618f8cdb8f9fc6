// Assessment categories, behind 'assessments-category-list'.
import { col, defineResource, statusCol } from '../../../kit';
import { assessmentCategoryDocuments } from './operations.generated';
import { assessmentCategories } from './resource';

export const screens = defineResource({
  ...assessmentCategories.names,
  documents: assessmentCategoryDocuments,
  rowName: (row) => row.name,
  columns: [col('name', 'Name', { flex: 2 }), col('type', 'Type'), col('description', 'Description', { flex: 3 }), statusCol()],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    {
      name: 'type',
      label: 'Type',
      kind: 'select',
      required: true,
      options: [
        { value: 'skill', label: 'Skill' },
        { value: 'preference', label: 'Preference' },
        { value: 'health', label: 'Health' },
      ],
    },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
