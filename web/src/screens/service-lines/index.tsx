// Service lines, behind 'Service Line', with import; each line's funders are one click away.
import { col, defineResource, statusCol } from '../../kit';
import { useServiceLineLinks } from './useServiceLineLinks';
import { serviceLineCommonDocuments } from './operations.generated';
import { serviceLines } from './resource';

export const screens = defineResource({
  ...serviceLines.names,
  documents: serviceLineCommonDocuments,
  rowName: (row) => row.name,
  columns: [col('name', 'Name', { flex: 2 }), col('code', 'Code'), col('description', 'Description', { flex: 3 }), statusCol()],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'code', label: 'Code', kind: 'text', required: true, maxLength: 20, placeholder: 'ABA-HB' },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
  importColumns: 'name, code, description, status',
  useActions: useServiceLineLinks,
});
