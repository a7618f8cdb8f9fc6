// Session forms (session form templates), behind 'session-form-template-list'.
import type { RowOf } from '../../../kit';
import { col, defineResource, derived, lookup, statusCol } from '../../../kit';
import { SessionMasterOptions, sessionFormTemplateDocuments } from './operations';
import { sessionFormTemplates } from './resource';

type Row = RowOf<typeof sessionFormTemplateDocuments.list>;

export const screens = defineResource({
  ...sessionFormTemplates.names,
  documents: sessionFormTemplateDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    derived<Row>('master', 'Session master', (row) => row.master?.name, { flex: 1.5 }),
    col('requiresSignature', 'Signature needed', { flex: 0.8 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    {
      name: 'sessionTemplateMasterId',
      label: 'Session master',
      kind: 'select',
      required: true,
      options: lookup(SessionMasterOptions, (item) => item.name),
    },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'requiresSignature', label: "Needs the caregiver's signature", kind: 'switch' },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
