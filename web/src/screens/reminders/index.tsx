// Reminders (messages sent on a schedule, with run now).
import { formatMonthFirst } from '../../dates/timestamps';
import type { RowOf } from '../../kit';
import { choices, col, defineResource, derived, statusCol } from '../../kit';
import { useRunNowAction } from './useRunNowAction';
import { reminderDocuments } from './operations.generated';
import { reminders } from './resource';

type Row = RowOf<typeof reminderDocuments.list>;

export const screens = defineResource({
  ...reminders.names,
  documents: reminderDocuments,
  rowName: (row) => row.title,
  columns: [
    col('title', 'Title', { flex: 2 }),
    col('recipientType', 'Recipients'),
    col('channel', 'Channel', { flex: 0.6 }),
    col('frequency', 'Frequency', { flex: 0.7 }),
    derived<Row>('lastRunAt', 'Last run', (row) => (row.lastRunAt ? (formatMonthFirst(row.lastRunAt) ?? row.lastRunAt) : null), {
      sortField: 'last_run_at',
    }),
    col('runCount', 'Runs', { flex: 0.5, minWidth: 80 }),
    statusCol(),
  ],
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 255 },
    { name: 'message', label: 'Message', kind: 'textarea', required: true, wide: true },
    {
      name: 'recipientType',
      label: 'Recipients',
      kind: 'select',
      required: true,
      options: choices('All', 'Staff', 'Therapist', 'Office Administrator', 'Parent'),
    },
    {
      name: 'channel',
      label: 'Channel',
      kind: 'select',
      options: [
        { value: 'email', label: 'Email' },
        { value: 'sms', label: 'SMS' },
      ],
    },
    {
      name: 'frequency',
      label: 'Frequency',
      kind: 'select',
      options: [
        { value: 'once', label: 'Once' },
        { value: 'daily', label: 'Daily' },
        { value: 'weekly', label: 'Weekly' },
        { value: 'monthly', label: 'Monthly' },
      ],
    },
    { name: 'startDate', label: 'First day', kind: 'date' },
    { name: 'sendTime', label: 'Time of day', kind: 'time' },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
  useActions: useRunNowAction,
});
