import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'ChecklistMaster',
    list: 'checklistMasters',
    nameField: 'name',
    input: (unique) => ({ name: `Checklist ${unique}`, appliesTo: 'Staff', status: 1 }),
  },
  {
    type: 'DynamicField',
    list: 'dynamicFields',
    nameField: 'name',
    input: (unique) => ({
      name: `Field ${unique}`,
      fieldKey: `field_${unique.toLowerCase()}`,
      fieldType: 'select',
      options: ['Yes', 'No'],
      isRequired: true,
      status: 1,
    }),
  },
  {
    type: 'ChecklistFormTemplate',
    list: 'checklistFormTemplates',
    nameField: 'name',
    input: (unique) => ({ name: `Form ${unique}`, checklistMasterId: '1', dynamicFieldIds: ['2', '1'], status: 1 }),
  },
]);
