// Staff members: the list, add, the record's profile tab (edit), the deleted list and the import, behind
// 'Staff List'; the menu shows the list under the staff group's check 'office-staff-list'.
import { resource } from '../../routes/resource';

export const staffMembers = resource({
  singular: 'Staff Member',
  plural: 'Staff',
  pages: { List: '/staff', Add: '/add-staff', Edit: '/edit-staff/:user_id', Deleted: '/delete-staff', Import: '/import-staff' },
  titles: { Add: 'Add Staff', Edit: 'Edit Staff', Deleted: 'Deleted Staff', Import: 'Import Staff' },
  permission: 'Staff List',
  menu: { label: 'Staff List', icon: 'person', check: { subLabel: 'office-staff-list' }, section: 'Staff', position: 10 },
  documents: {
    type: 'StaffMember',
    fields: [
      'id',
      'name',
      'firstName',
      'lastName',
      'email',
      'phone',
      'userType',
      'status',
      'titleId',
      'title { id name }',
      'address',
      'city',
      'state',
      'zip',
      'hireDate',
      'npi',
      'serviceLines { id name }',
      'credentialAlert { level label daysLeft name count }',
      'deletedAt',
      'timePunchStatus { state lastError }',
    ],
    export: 'staffMemberDocuments',
  },
});
