// Service lines: the route asks for the module 'Service Line', the menu for its menu 'service-line-list'.
import { resource } from '../../routes/resource';

export const serviceLines = resource({
  singular: 'Service Line',
  plural: 'Service Lines',
  pages: {
    List: '/service-line',
    Add: '/add-service-line',
    Edit: '/edit-services-line/:serviceline_id',
    Deleted: '/delete-service-line',
    Import: '/import-service-line',
  },
  permission: 'Service Line',
  menu: { label: 'Service Lines', icon: 'layers', check: { subLabel: 'service-line-list' }, section: 'Configuration', position: 60 },
  documents: { type: 'ServiceLine', fields: ['id', 'name', 'code', 'description', 'status'], files: ['importFile'] },
});
