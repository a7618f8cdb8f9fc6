// Session types (session template types), behind 'session-template-type-list'.
import { col, defineResource, statusCol } from '../../../kit';
import { sessionTemplateTypeDocuments } from './operations.generated';
import { sessionTemplateTypes } from './resource';

export const screens = defineResource({
  ...sessionTemplateTypes.names,
  documents: sessionTemplateTypeDocuments,
  rowName: (row) => row.name,
  columns: [col('name', 'Name', { flex: 2 }), col('description', 'Description', { flex: 3 }), statusCol()],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
