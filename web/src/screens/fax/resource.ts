// Fax recipients: who session reports are faxed to, behind the session notes' permission.
import { resource } from '../../routes/resource';

export const faxRecipients = resource({
  singular: 'Fax Recipient',
  plural: 'Fax Recipients',
  pages: { List: '/fax-recipients', Add: '/fax-recipients/add', Edit: '/fax-recipients/edit/:fax_recipient_id' },
  permission: 'Auto Generate Session',
  menu: { label: 'Fax Recipients', icon: 'phone', section: 'Session Notes', position: 50 },
  documents: {
    type: 'FaxRecipient',
    fields: ['id', 'name', 'faxNumber', 'organization', 'notes'],
    export: 'faxRecipientDocuments',
    documents: ['list', 'one', 'create', 'update', 'remove'],
  },
});
