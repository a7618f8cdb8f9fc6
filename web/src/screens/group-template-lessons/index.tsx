// Group template lessons (the API spells them group-template-lession), behind 'certification-list'.
import { col, defineResource, statusCol } from '../../kit';
import { groupTemplateLessonDocuments } from './operations';

export const screens = defineResource({
  singular: 'Group Template Lesson Category',
  plural: 'Group Template Lesson Categories',
  paths: {
    list: '/group-template-lesson',
    add: '/add-group-template-lesson',
    edit: (id) => `/edit-group-template-lesson/${id}`,
    deleted: '/delete-group-template-lesson',
  },
  documents: groupTemplateLessonDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    col('objective', 'Objective', { flex: 3 }),
    col('durationMinutes', 'Minutes', { flex: 0.6 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'objective', label: 'Objective', kind: 'text', wide: true },
    { name: 'durationMinutes', label: 'Duration (minutes)', kind: 'int', min: 1 },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
