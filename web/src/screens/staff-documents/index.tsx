// The document label settings ('Upload File Settings'): which documents each staff title must provide, with the
// CSV export and import of the import-document_label-settings sample file. Behind 'Staff List'.
import type { RowOf } from '../../kit';
import { col, defineResource, derived, lookup, statusCol } from '../../kit';
import { LabelSettingTitleOptions, labelSettingDocuments } from './operations';
import { labelSettings } from './resource';
import { titleFilter } from './TitleFilter';

type Row = RowOf<typeof labelSettingDocuments.list>;

export const screens = defineResource({
  ...labelSettings.names,
  documents: labelSettingDocuments,
  rowName: (row) => `${row.label} (${row.staffTitle ?? 'no title'})`,
  columns: [
    col('label', 'Document', { flex: 2 }),
    derived<Row>('staffTitle', 'Staff title', (row) => row.staffTitle, { flex: 2, sortField: 'user_group_id' }),
    derived<Row>('required', 'Required', (row) => (row.required === 1 ? 'Required' : 'Optional'), { sortField: 'required' }),
    derived<Row>('expiresAfterDays', 'Valid for', (row) => (row.expiresAfterDays ? `${row.expiresAfterDays} days` : 'Does not lapse'), {
      sortField: 'expires_after_days',
    }),
    statusCol(),
  ],
  fields: [
    { name: 'label', label: 'Document', kind: 'text', required: true, maxLength: 255, placeholder: 'CPR Certification' },
    {
      name: 'staffTitleId',
      label: 'Staff title',
      kind: 'select',
      required: true,
      options: lookup(LabelSettingTitleOptions, (item) => item.name),
      errorKeys: ['user_group_id'],
    },
    { name: 'required', label: 'Every staff member of the title must upload it', kind: 'switch', initial: true },
    {
      name: 'expiresAfterDays',
      label: 'Valid for (days)',
      kind: 'int',
      min: 1,
      helper: 'Leave empty when it never lapses; an expired upload counts as pending again.',
    },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
  filters: titleFilter,
  importColumns: 'label, staff_title, required, expires_after_days',
});
