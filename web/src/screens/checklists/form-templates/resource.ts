// Checklist form templates: a setup list.
import { resource, setupPages } from '../../../routes/resource';

export const checklistFormTemplates = resource({
  singular: 'Checklist Form Template',
  plural: 'Checklist Form Templates',
  pages: setupPages('checklist-form-template'),
  permission: 'checklist-form-template-list',
  menu: { label: 'Checklist Form Templates', icon: 'th-list', section: 'Configuration', position: 290 },
  documents: {
    type: 'ChecklistFormTemplate',
    fields: [
      'id',
      'name',
      'checklistMasterId',
      'dynamicFieldIds',
      'description',
      'status',
      'checklistMaster { id name }',
      'dynamicFields { id name }',
    ],
    export: 'checklistFormTemplateDocuments',
  },
});
