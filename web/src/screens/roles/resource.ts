// Roles: a list with add and edit pages; the permissions page belongs to the same area.
import { resource } from '../../routes/resource';

export const roles = resource({
  singular: 'Role',
  plural: 'Roles',
  pages: { List: '/roles', Add: '/add-role', Edit: '/edit-role/:role_id' },
  permission: 'role-list',
  menu: { label: 'Roles', icon: 'key', section: 'Roles', position: 10 },
  documents: {
    type: 'Role',
    fields: ['id', 'name', 'description', 'status', 'permissionIds', 'permissions { id label subLabel method }'],
    export: 'roleDocuments',
    documents: ['list', 'one', 'create', 'update', 'remove'],
  },
});
