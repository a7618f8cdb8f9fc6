// Fax: the recipients (a kit list; the API refuses a number that is not a fax number, beside the field) and the
// sent faxes.
import { col, defineResource } from '../../kit';
import { faxRecipientDocuments } from './operations';
import { faxRecipients } from './resource';
import { SentFaxes } from './SentFaxes';

const recipientScreens = defineResource({
  ...faxRecipients.names,
  documents: faxRecipientDocuments,
  rowName: (row) => row.name,
  columns: [col('name', 'Name', { flex: 2 }), col('faxNumber', 'Fax number', { flex: 1.2 }), col('organization', 'Organization', { flex: 1.5 })],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    {
      name: 'faxNumber',
      label: 'Fax number',
      kind: 'tel',
      required: true,
      maxLength: 30,
      helper: '10 to 15 digits; spaces, dashes, dots, parentheses and a leading + are fine.',
    },
    { name: 'organization', label: 'Organization', kind: 'text', maxLength: 255 },
    { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
  ],
});

export const screens = { ...recipientScreens, SentFaxes };
