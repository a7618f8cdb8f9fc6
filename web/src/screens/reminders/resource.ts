// Reminders: a setup list behind the messages permission, shown in the menu to whoever holds the Message module.
import { resource, setupPages } from '../../routes/resource';

export const reminders = resource({
  singular: 'Reminder',
  plural: 'Reminders',
  pages: setupPages('reminder'),
  permission: 'Message',
  menu: { label: 'Reminders', icon: 'notifications', check: { label: 'Message' } },
});
