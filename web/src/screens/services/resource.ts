// Services: the route asks for the module 'Service', the menu for its menu 'service-list'.
import { resource } from '../../routes/resource';

export const services = resource({
  singular: 'Service',
  plural: 'Services',
  pages: {
    List: '/service',
    Add: '/add-service',
    Edit: '/edit-services/:service_id',
    Deleted: '/delete-service',
    Import: '/import-service',
  },
  permission: 'Service',
  menu: { label: 'Services', icon: 'wrench', check: { subLabel: 'service-list' }, section: 'Configuration', position: 50 },
  documents: {
    type: 'Service',
    fields: ['id', 'name', 'serviceLineId', 'description', 'unitMinutes', 'status', 'serviceLine { id name code }'],
    files: ['exportList', 'importFile'],
  },
});
