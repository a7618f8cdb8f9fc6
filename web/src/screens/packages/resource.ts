// Packages: a list with add and edit pages.
import { resource } from '../../routes/resource';

export const packages = resource({
  singular: 'Package',
  plural: 'Packages',
  pages: { List: '/package', Add: '/add-package', Edit: '/edit-package/:package_id' },
  permission: 'package-list',
  menu: { label: 'Packages', icon: 'box', section: 'Configuration', position: 40 },
  documents: {
    type: 'Package',
    fields: ['id', 'name', 'description', 'serviceIds', 'weeklyHours', 'price', 'status', 'services { id name }'],
    export: 'packageDocuments',
    documents: ['list', 'one', 'create', 'update', 'remove'],
  },
});
