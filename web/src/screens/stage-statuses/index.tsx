// Stage statuses, behind 'stage-status-list'.
import type { RowOf } from '../../kit';
import { col, defineResource, derived, lookup, statusCol } from '../../kit';
import { StageOptions, stageStatusDocuments } from './operations';
import { stageStatuses } from './resource';

type Row = RowOf<typeof stageStatusDocuments.list>;

export const screens = defineResource({
  ...stageStatuses.names,
  documents: stageStatusDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    derived<Row>('stage', 'Stage', (row) => row.stage?.name, { flex: 1.5 }),
    col('color', 'Colour', { flex: 0.7 }),
    col('sortOrder', 'Order', { flex: 0.5, minWidth: 90 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'stageStatusMasterId', label: 'Stage', kind: 'select', required: true, options: lookup(StageOptions, (item) => item.name) },
    { name: 'color', label: 'Colour', kind: 'color' },
    { name: 'sortOrder', label: 'Order', kind: 'int', min: 0 },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
