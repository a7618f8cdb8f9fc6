// Dynamic fields (the fields checklist form templates are built from), behind 'dynamic-fields-list'.
import { choices, col, defineResource, statusCol } from '../../../kit';
import { dynamicFieldDocuments } from './operations.generated';
import { dynamicFields } from './resource';

export const screens = defineResource({
  ...dynamicFields.names,
  documents: dynamicFieldDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Label', { flex: 2 }),
    col('fieldKey', 'Key', { flex: 1.5 }),
    col('fieldType', 'Type'),
    col('isRequired', 'Required', { flex: 0.6 }),
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Label', kind: 'text', required: true, maxLength: 255 },
    { name: 'fieldKey', label: 'Key', kind: 'text', required: true, maxLength: 64, placeholder: 'emergency_contact' },
    {
      name: 'fieldType',
      label: 'Type',
      kind: 'select',
      required: true,
      options: choices('text', 'textarea', 'number', 'date', 'select', 'checkbox', 'radio', 'signature', 'file'),
    },
    { name: 'options', label: 'Choices', kind: 'lines', helper: 'For select and radio fields: one choice a line.', wide: true },
    { name: 'placeholder', label: 'Placeholder', kind: 'text' },
    { name: 'isRequired', label: 'Required', kind: 'switch' },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
