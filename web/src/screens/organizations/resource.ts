// Organisations: the Super Admin's alone.
import { resource } from '../../routes/resource';

export const organizations = resource({
  singular: 'Organization',
  plural: 'Organizations',
  pages: {
    List: '/organization',
    Add: '/organizations/add-organization',
    Edit: '/organizations/edit-organization/:organization_id',
    Deleted: '/organizations/delete-organization',
  },
  permission: 'Organization List',
  superAdminOnly: true,
  menu: { label: 'Organizations', icon: 'office', position: 40 },
  documents: {
    type: 'Organization',
    fields: ['id', 'name', 'email', 'phone', 'address', 'city', 'state', 'zip', 'status'],
    export: 'organizationDocuments',
  },
});
