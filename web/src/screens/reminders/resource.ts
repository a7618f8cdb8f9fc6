// Reminders: a setup list of the office's, which messages staff and families on its behalf; behind the office staff
// permission ('office-staff-list'), as its calls are, so a therapist or a parent is not offered it.
import { resource, setupPages } from '../../routes/resource';

export const reminders = resource({
  singular: 'Reminder',
  plural: 'Reminders',
  pages: setupPages('reminder'),
  permission: 'office-staff-list',
  menu: { label: 'Reminders', icon: 'notifications', check: { subLabel: 'office-staff-list' }, position: 170 },
  documents: {
    type: 'Reminder',
    fields: ['id', 'title', 'message', 'recipientType', 'channel', 'frequency', 'startDate', 'sendTime', 'lastRunAt', 'runCount', 'status'],
    export: 'reminderDocuments',
  },
});
