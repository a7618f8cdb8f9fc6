// Billing codes (list, add, edit, delete, import), behind 'hcodes-list'.
import type { RowOf } from '../../kit';
import { col, defineResource, derived, lookup, moneyCol, statusCol } from '../../kit';
import { BillingCodeFunderOptions, BillingCodeServiceOptions, billingCodeDocuments } from './operations';
import { billingCodes } from './resource';

type Row = RowOf<typeof billingCodeDocuments.list>;

export const screens = defineResource({
  ...billingCodes.names,
  documents: billingCodeDocuments,
  rowName: (row) => `${row.code}${row.modifier ? `-${row.modifier}` : ''} ${row.description}`,
  columns: [
    col('code', 'Code', { flex: 0.7 }),
    col('modifier', 'Modifier', { flex: 0.6, minWidth: 100 }),
    col('description', 'Description', { flex: 2 }),
    moneyCol('rate', 'Rate'),
    derived<Row>('funder', 'Funder', (row) => row.funder?.name, { flex: 1.4 }),
    derived<Row>('service', 'Service', (row) => row.service?.name, { flex: 1.4 }),
    statusCol(),
  ],
  fields: [
    { name: 'code', label: 'Code', kind: 'text', required: true, maxLength: 10, placeholder: '97153' },
    { name: 'modifier', label: 'Modifier', kind: 'text', maxLength: 10 },
    { name: 'description', label: 'Description', kind: 'text', required: true, wide: true },
    { name: 'rate', label: 'Rate per unit ($)', kind: 'decimal', required: true, min: 0.01 },
    { name: 'units', label: 'Units per day', kind: 'int', min: 1 },
    { name: 'unitMinutes', label: 'Minutes per unit', kind: 'int', min: 1 },
    {
      name: 'funderId',
      label: 'Funder',
      kind: 'select',
      required: true,
      options: lookup(BillingCodeFunderOptions, (item) => item.name),
    },
    { name: 'serviceId', label: 'Service', kind: 'select', required: true, options: lookup(BillingCodeServiceOptions, (item) => item.name) },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
  importColumns: 'code, modifier, description, rate, units, unit_minutes, funder, service, status',
});
