// Stage status masters (the stages of the practice's pipelines), behind 'stage-status-master-list'.
import { choices, col, defineResource, statusCol } from '../../../kit';
import { stageStatusMasterDocuments } from './operations.generated';
import { stageStatusMasters } from './resource';

export const screens = defineResource({
  ...stageStatusMasters.names,
  documents: stageStatusMasterDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    col('pipeline', 'Pipeline', { flex: 1.5 }),
    col('sortOrder', 'Order', { flex: 0.5, minWidth: 90 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    {
      name: 'pipeline',
      label: 'Pipeline',
      kind: 'select',
      options: choices('Client intake', 'Staff onboarding', 'Authorization renewal', 'Funder credentialing'),
    },
    { name: 'sortOrder', label: 'Order', kind: 'int', min: 0 },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
