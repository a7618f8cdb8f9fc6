// Diagnoses (ICD-10-CM), behind 'diagnosis-list', with import and export.
import { col, defineResource, statusCol } from '../../kit';
import { diagnosisCommonDocuments } from './operations.generated';
import { diagnoses } from './resource';

export const screens = defineResource({
  ...diagnoses.names,
  documents: diagnosisCommonDocuments,
  rowName: (row) => `${row.code} ${row.description}`,
  columns: [
    col('code', 'ICD-10 code', { flex: 0.7 }),
    col('description', 'Description', { flex: 3 }),
    col('category', 'Category', { flex: 1.5 }),
    statusCol(),
  ],
  fields: [
    { name: 'code', label: 'ICD-10 code', kind: 'text', required: true, maxLength: 10, placeholder: 'F84.0' },
    { name: 'description', label: 'Description', kind: 'text', required: true, wide: true },
    { name: 'category', label: 'Category', kind: 'text' },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
  importColumns: 'code, description, category, status',
});
