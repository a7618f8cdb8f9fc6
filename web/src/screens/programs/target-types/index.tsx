// Program target types, behind 'program-list'.
import { choices, col, defineResource, statusCol } from '../../../kit';
import { programTargetTypeDocuments } from './operations.generated';
import { programTargetTypes } from './resource';

export const screens = defineResource({
  ...programTargetTypes.names,
  documents: programTargetTypeDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    col('recordingMethod', 'Recording method', { flex: 1.5 }),
    col('description', 'Description', { flex: 3 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    {
      name: 'recordingMethod',
      label: 'Recording method',
      kind: 'select',
      required: true,
      options: choices(
        'Percent correct',
        'Prompt level',
        'Frequency',
        'Rate',
        'Duration',
        'Latency',
        'Interval',
        'Task analysis',
        'Yes/No',
        'Rating',
        'ABC',
      ),
    },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
