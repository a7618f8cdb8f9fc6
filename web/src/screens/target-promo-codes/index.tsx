// Target promotion codes (the phases a target moves through), behind 'hcodes-list'.
import { col, defineResource, statusCol } from '../../kit';
import { targetPromoCodeDocuments } from './operations.generated';
import { targetPromoCodes } from './resource';

export const screens = defineResource({
  ...targetPromoCodes.names,
  documents: targetPromoCodeDocuments,
  rowName: (row) => `${row.code} ${row.name}`,
  columns: [col('code', 'Code', { flex: 0.6 }), col('name', 'Name', { flex: 2 }), col('color', 'Colour', { flex: 0.7 }), statusCol()],
  fields: [
    { name: 'code', label: 'Code', kind: 'text', required: true, maxLength: 10, placeholder: 'MST' },
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'color', label: 'Colour', kind: 'color' },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
