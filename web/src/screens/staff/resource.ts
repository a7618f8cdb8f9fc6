// Staff members: the list, add, the record's profile tab (edit), the deleted list and the import, behind
// 'Staff List'. The menu's 'Staff List' link is the staff group's own (layout/menu.ts).
import { resource } from '../../routes/resource';

export const staffMembers = resource({
  singular: 'Staff Member',
  plural: 'Staff',
  pages: { List: '/staff', Add: '/add-staff', Edit: '/edit-staff/:user_id', Deleted: '/delete-staff', Import: '/import-staff' },
  titles: { Add: 'Add Staff', Edit: 'Edit Staff', Deleted: 'Deleted Staff', Import: 'Import Staff' },
  permission: 'Staff List',
  documents: { type: 'StaffMember', export: 'staffMemberDocuments' },
});
