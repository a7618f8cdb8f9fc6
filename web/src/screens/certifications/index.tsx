// Certifications (list, add, edit, delete, import), behind 'certification-list'.
import { col, defineResource, statusCol } from '../../kit';
import { certificationCommonDocuments } from './operations.generated';
import { certifications } from './resource';

export const screens = defineResource({
  ...certifications.names,
  documents: certificationCommonDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    col('abbreviation', 'Abbreviation'),
    col('issuingBody', 'Issuing body', { flex: 2 }),
    col('validityMonths', 'Valid (months)'),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'abbreviation', label: 'Abbreviation', kind: 'text', maxLength: 50 },
    { name: 'issuingBody', label: 'Issuing body', kind: 'text' },
    { name: 'validityMonths', label: 'Valid for (months)', kind: 'int', min: 1, helper: 'Leave empty when it never lapses.' },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
  importColumns: 'name, abbreviation, issuing_body, validity_months, description, status',
});
