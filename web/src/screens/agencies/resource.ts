// Agencies: the route asks for the module 'Agency', the menu for its menu 'agency-list'; there is no add page.
import { resource } from '../../routes/resource';

export const agencies = resource({
  singular: 'Agency',
  plural: 'Agencies',
  pages: { List: '/agency', Edit: '/edit-agency/:agency_id', Deleted: '/delete-agency' },
  titles: { List: 'Agency' },
  permission: 'Agency',
  menu: { label: 'Agency', icon: 'office', check: { subLabel: 'agency-list' }, section: 'Configuration', position: 10 },
  documents: { type: 'Agency', fields: ['id', 'name', 'email', 'phone', 'address', 'city', 'state', 'zip', 'status'], export: 'agencyDocuments' },
});
