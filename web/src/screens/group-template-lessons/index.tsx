// Group template lessons (the API spells them group-template-lession), behind 'certification-list'.
import { col, defineResource, statusCol } from '../../kit';
import { groupTemplateLessonDocuments } from './operations.generated';
import { groupTemplateLessons } from './resource';

export const screens = defineResource({
  ...groupTemplateLessons.names,
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
