// Session masters (session template masters), behind 'session-template-master-list'.
import type { RowOf } from '../../../kit';
import { col, defineResource, derived, lookup, statusCol } from '../../../kit';
import { SessionTypeOptions, sessionTemplateMasterDocuments } from './operations';
import { sessionTemplateMasters } from './resource';

type Row = RowOf<typeof sessionTemplateMasterDocuments.list>;

export const screens = defineResource({
  ...sessionTemplateMasters.names,
  documents: sessionTemplateMasterDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    derived<Row>('type', 'Session type', (row) => row.type?.name, { flex: 1.5 }),
    col('description', 'Description', { flex: 2 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    {
      name: 'sessionTemplateTypeId',
      label: 'Session type',
      kind: 'select',
      required: true,
      options: lookup(SessionTypeOptions, (item) => item.name),
    },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
