// Session templates, the setup list of every template (built or PDF), behind 'hcodes-list': names, billing codes,
// the guardian's signature and status here; the sections and fields are edited in the template builder.
import type { RowOf } from '../../kit';
import { col, defineResource, derived, statusCol } from '../../kit';
import { sessionTemplateDocuments } from './operations.generated';
import { sessionTemplates } from './resource';

type Row = RowOf<typeof sessionTemplateDocuments.list>;

export const screens = defineResource({
  ...sessionTemplates.names,
  documents: sessionTemplateDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    derived<Row>('sourceType', 'Kind', (row) => (row.sourceType === 'PDF' ? 'PDF' : 'Built'), { flex: 0.6, sortField: 'source_type' }),
    derived<Row>('hcodes', 'Billing codes', (row) => row.hcodes.join(', '), { flex: 1.4, sortField: false }),
    derived<Row>('guardian', 'Guardian signs', (row) => (row.guardianSignatureRequired ? 'Yes' : 'No'), {
      flex: 0.8,
      sortField: 'guardian_signature_required',
    }),
    col('verificationStatus', 'Verification', { flex: 0.9 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'hcodes', label: 'Billing codes', kind: 'lines', helper: 'One code a line, e.g. 97153.' },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'guardianSignatureRequired', label: "Needs the guardian's signature", kind: 'switch' },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
