// Staff titles (the API's user groups), under the roles permission.
import { resource } from '../../routes/resource';

export const staffTitles = resource({
  singular: 'Staff Title',
  plural: 'Staff Titles',
  pages: { List: '/user-group', Add: '/user-group/add', Edit: '/user-group/edit/:group_id' },
  permission: 'role-list',
  menu: { label: 'Staff Titles', icon: 'id-number', section: 'Roles', position: 20 },
  documents: {
    type: 'StaffTitle',
    fields: ['id', 'name', 'description', 'status'],
    export: 'staffTitleDocuments',
    documents: ['list', 'one', 'create', 'update', 'remove'],
  },
});
