// Funders, at the seed's /payers routes: the route asks for the module 'Funders', the menu for its menu 'payers-list';
// the edit page is a funder page, titled with the funder's name.
import { resource } from '../../routes/resource';

export const funders = resource({
  singular: 'Funder',
  plural: 'Funders',
  pages: {
    List: '/payers',
    Add: '/add-payer',
    Edit: '/edit-payer/:payer_id',
    Deleted: '/delete-payer',
  },
  permission: 'Funders',
  pageMeta: { Edit: { funderPage: true } },
  menu: { label: 'Funders', icon: 'bank-account', check: { subLabel: 'payers-list' }, section: 'Configuration', position: 20 },
  documents: {
    type: 'Funder',
    fields: ['id', 'name', 'type', 'electronicFunderId', 'email', 'phone', 'fax', 'address', 'city', 'state', 'zip', 'website', 'status'],
    export: 'funderDocuments',
  },
});
