// Packages, behind 'package-list'.
import type { RowOf } from '../../kit';
import { col, defineResource, derived, lookup, moneyCol, statusCol } from '../../kit';
import { PackageServiceOptions, packageDocuments } from './operations';
import { packages } from './resource';

type Row = RowOf<typeof packageDocuments.list>;

export const screens = defineResource({
  ...packages.names,
  documents: packageDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    derived<Row>('services', 'Services', (row) => row.services.map((service) => service.name), { flex: 3 }),
    col('weeklyHours', 'Hours a week', { flex: 0.8 }),
    moneyCol('price', 'Monthly price'),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'weeklyHours', label: 'Hours a week', kind: 'decimal', min: 0 },
    { name: 'price', label: 'Monthly price ($)', kind: 'decimal', min: 0 },
    { name: 'serviceIds', label: 'Services', kind: 'multiselect', options: lookup(PackageServiceOptions, (item) => item.name) },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
