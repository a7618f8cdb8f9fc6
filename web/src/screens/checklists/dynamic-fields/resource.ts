// Dynamic fields: a setup list.
import { resource, setupPages } from '../../../routes/resource';

export const dynamicFields = resource({
  singular: 'Dynamic Field',
  plural: 'Dynamic Fields',
  pages: setupPages('dynamic-field'),
  permission: 'dynamic-fields-list',
  menu: { label: 'Dynamic Fields', icon: 'new-text-box', section: 'Configuration', position: 280 },
  documents: {
    type: 'DynamicField',
    fields: ['id', 'name', 'fieldKey', 'fieldType', 'options', 'isRequired', 'placeholder', 'status'],
    export: 'dynamicFieldDocuments',
  },
});
