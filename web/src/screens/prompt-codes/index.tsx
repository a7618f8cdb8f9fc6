// Prompt codes (the prompt levels recorded with each trial), behind 'certification-list'.
import { col, defineResource, statusCol } from '../../kit';
import { promptCodeDocuments } from './operations.generated';
import { promptCodes } from './resource';

export const screens = defineResource({
  ...promptCodes.names,
  documents: promptCodeDocuments,
  rowName: (row) => `${row.code} ${row.name}`,
  columns: [col('code', 'Code', { flex: 0.6 }), col('name', 'Name', { flex: 2 }), col('level', 'Level', { flex: 0.6 }), statusCol()],
  fields: [
    { name: 'code', label: 'Code', kind: 'text', required: true, maxLength: 10, placeholder: 'FP' },
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'level', label: 'Level', kind: 'int', min: 1, helper: '1 is the most intrusive.' },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
