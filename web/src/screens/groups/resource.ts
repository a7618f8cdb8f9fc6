// Groups (students taught together), behind 'organization-list'.
import { resource } from '../../routes/resource';

export const groups = resource({
  singular: 'Group',
  plural: 'Groups',
  pages: { List: '/groups', Add: '/groups/add', Edit: '/groups/edit/:group_id' },
  permission: 'organization-list',
  menu: { label: 'Groups', icon: 'people', check: { label: 'organization-list' }, section: 'Configuration', position: 370 },
  documents: {
    type: 'Group',
    fields: ['id', 'name', 'description', 'studentIds', 'status', 'students { id firstName lastName }'],
    export: 'groupDocuments',
    documents: ['list', 'one', 'create', 'update', 'remove'],
  },
});
