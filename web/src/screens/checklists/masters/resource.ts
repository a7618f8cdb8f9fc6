// Checklist masters: a setup list; its list and deleted pages are titled in the singular.
import { resource, setupPages } from '../../../routes/resource';

export const checklistMasters = resource({
  singular: 'Checklist Master',
  plural: 'Checklist Masters',
  pages: setupPages('checklist-master'),
  titles: { List: 'Checklist Master', Deleted: 'Deleted Checklist Master' },
  permission: 'checklist-masters-list',
  menu: { label: 'Checklist Master', icon: 'properties', section: 'Configuration', position: 270 },
  documents: { type: 'ChecklistMaster', fields: ['id', 'name', 'appliesTo', 'description', 'status'], export: 'checklistMasterDocuments' },
});
