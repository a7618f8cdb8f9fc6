// Parents: the list, add, edit, deleted list, behind the staff module's 'office-staff-list' (the menu's check).
import { resource } from '../../routes/resource';

export const parents = resource({
  singular: 'Parent',
  plural: 'Parents',
  pages: { List: '/parents', Add: '/add-parent', Edit: '/edit-parent/:user_id', Deleted: '/delete-parent' },
  permission: 'office-staff-list',
  menu: { label: 'Parents', icon: 'people', position: 190 },
  documents: {
    type: 'Parent',
    fields: ['id', 'name', 'firstName', 'lastName', 'email', 'phone', 'status', 'address', 'city', 'state', 'zip', 'childCount'],
    export: 'parentDocuments',
  },
});
