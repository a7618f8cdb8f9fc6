// Group schedules, behind the calendar's module 'Calendar / List View' (the page assigning students is in routes/calendar.ts).
import { resource } from '../../routes/resource';

export const groupSchedules = resource({
  singular: 'Group Schedule',
  plural: 'Group Schedules',
  pages: { List: '/group-schedule', Add: '/group-schedule/add', Edit: '/group-schedule/edit/:schedule_id' },
  titles: { List: 'Group Schedule' },
  permission: 'Calendar / List View',
  menu: { label: 'Group Schedule', icon: 'people', check: { label: 'Calendar / List View' }, section: 'Calendar', position: 30 },
});

/** The page that assigns students to one schedule. */
export const assignStudentsPath = (id: string) => `/group-schedule/assign-students/${id}`;
