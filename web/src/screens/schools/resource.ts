// Schools: a setup list with import; the route asks for the module 'School', the menu for its menu 'school-list'.
import { resource, setupPagesWithImport } from '../../routes/resource';

export const schools = resource({
  singular: 'School',
  plural: 'Schools',
  pages: setupPagesWithImport('school'),
  permission: 'School',
  menu: { label: 'Schools', icon: 'learning', check: { subLabel: 'school-list' }, section: 'Configuration', position: 360 },
  documents: {
    type: 'School',
    fields: ['id', 'name', 'schoolType', 'district', 'email', 'phone', 'address', 'city', 'state', 'zip', 'status'],
    files: ['importFile'],
  },
});
