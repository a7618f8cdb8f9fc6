// Services, behind 'Service', with import and export.
import type { RowOf } from '../../kit';
import { col, defineResource, derived, lookup, statusCol } from '../../kit';
import { ServiceLineChoices, serviceDocuments } from './operations';
import { services } from './resource';

type Row = RowOf<typeof serviceDocuments.list>;

export const screens = defineResource({
  ...services.names,
  documents: serviceDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    derived<Row>('serviceLine', 'Service line', (row) => row.serviceLine?.name, { flex: 1.5 }),
    col('unitMinutes', 'Minutes per unit', { flex: 0.8 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    {
      name: 'serviceLineId',
      label: 'Service line',
      kind: 'select',
      required: true,
      options: lookup(ServiceLineChoices, (item) => `${item.name} (${item.code})`),
    },
    { name: 'unitMinutes', label: 'Minutes per unit', kind: 'int', min: 1 },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
  importColumns: 'name, service_line, description, unit_minutes, status',
});
