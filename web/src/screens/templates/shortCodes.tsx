// The practice's short codes: a code a template writes in braces and the fixed text it is filled with. Behind
// 'Template Short Code'; added and edited in dialogs over the list.
import { col, defineResource, statusCol } from '../../kit';
import { shortCodeDocuments } from './operations';

export const shortCodeScreens = defineResource({
  singular: 'Short Code',
  plural: 'Short Codes',
  paths: { list: '/template-short-code' },
  documents: shortCodeDocuments,
  presentation: 'dialogs',
  rowName: (row) => `{${row.code}}`,
  columns: [col('code', 'Code', { flex: 1 }), col('value', 'Text', { flex: 2 }), col('description', 'Description', { flex: 2 }), statusCol()],
  fields: [
    {
      name: 'code',
      label: 'Code',
      kind: 'text',
      required: true,
      maxLength: 50,
      placeholder: 'practice_fax',
      helper: 'Lower case letters, numbers and underscores; written {practice_fax} in a template.',
    },
    { name: 'value', label: 'Text', kind: 'text', required: true, maxLength: 255 },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
