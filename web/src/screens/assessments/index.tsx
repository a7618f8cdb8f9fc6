// Assessments, behind 'assessments-list'.
import type { RowOf } from '../../kit';
import { col, defineResource, derived, lookup, statusCol } from '../../kit';
import { AssessmentCategoryOptions, assessmentDocuments } from './operations';
import { assessments } from './resource';

type Row = RowOf<typeof assessmentDocuments.list>;

export const screens = defineResource({
  ...assessments.names,
  documents: assessmentDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    col('abbreviation', 'Abbreviation'),
    derived<Row>('category', 'Category', (row) => row.category?.name, { flex: 1.5 }),
    col('reassessMonths', 'Reassess (months)'),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'abbreviation', label: 'Abbreviation', kind: 'text', maxLength: 50 },
    {
      name: 'assessmentCategoryId',
      label: 'Category',
      kind: 'select',
      required: true,
      options: lookup(AssessmentCategoryOptions, (item) => item.name),
    },
    { name: 'reassessMonths', label: 'Reassess after (months)', kind: 'int', min: 1, helper: 'Leave empty when it is given once.' },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
