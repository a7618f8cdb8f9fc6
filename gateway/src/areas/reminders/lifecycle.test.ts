import { describeLifecycles } from '../../test/lifecycle.js';

describeLifecycles([
  {
    type: 'Reminder',
    list: 'reminders',
    nameField: 'title',
    input: (unique) => ({
      title: `Reminder ${unique}`,
      message: 'Please sign this week’s session notes.',
      recipientType: 'Staff',
      channel: 'email',
      frequency: 'weekly',
      startDate: '2026-02-02',
      sendTime: '09:00',
      status: 1,
    }),
  },
]);
