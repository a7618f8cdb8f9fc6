// Checklist form templates, behind 'checklist-form-template-list'.
import type { RowOf } from '../../../kit';
import { col, defineResource, derived, lookup, statusCol } from '../../../kit';
import { ChecklistOptions, DynamicFieldOptions, checklistFormTemplateDocuments } from './operations';
import { checklistFormTemplates } from './resource';

type Row = RowOf<typeof checklistFormTemplateDocuments.list>;

export const screens = defineResource({
  ...checklistFormTemplates.names,
  documents: checklistFormTemplateDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2 }),
    derived<Row>('checklistMaster', 'Checklist', (row) => row.checklistMaster?.name, { flex: 1.5 }),
    derived<Row>('dynamicFields', 'Fields', (row) => row.dynamicFields.map((field) => field.name), { flex: 3 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    { name: 'checklistMasterId', label: 'Checklist', kind: 'select', required: true, options: lookup(ChecklistOptions, (item) => item.name) },
    {
      name: 'dynamicFieldIds',
      label: 'Fields',
      kind: 'multiselect',
      options: lookup(DynamicFieldOptions, (item) => `${item.name} (${item.fieldType})`),
    },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
