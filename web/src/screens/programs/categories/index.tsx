// Program categories (the program tree's folders), with clone, behind 'program-list'.
import { col, defineResource, statusCol } from '../../../kit';
import { useCloneAction } from './useCloneAction';
import { programCategoryDocuments } from './operations.generated';
import { programCategories } from './resource';

export const screens = defineResource({
  ...programCategories.names,
  documents: programCategoryDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    col('description', 'Description', { flex: 3 }),
    col('sortOrder', 'Order', { flex: 0.5, minWidth: 90 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'sortOrder', label: 'Order', kind: 'int', min: 0 },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
  useActions: useCloneAction,
});
