import { area } from './define';
import type { AppRoute } from './types';
import { screensOf } from './screens';
import { prefetchCalendar } from '../screens/appointments/calendar/prefetch';
import { groupSchedules } from '../screens/group-schedules/resource';

// The calendar's views share one chunk, the only one with FullCalendar.
const calendarScreens = screensOf(() => import('../screens/appointments/calendar'));
const groupSchedulePages = screensOf(() => import('../screens/group-schedules'));
// The booking form has its own chunk.
const appointmentScreens = screensOf(() => import('../screens/appointments'));

const calendar = area({ label: 'Calendar', to: '/calendar' }, { permission: 'Calendar / List View' });

export const calendarRoutes: AppRoute[] = [
  calendar('/calendar', 'Calendar', { screen: calendarScreens('Calendar'), prefetch: prefetchCalendar(false) }),
  calendar('/global-calendar/:filter_date?', 'Global Calendar', { screen: calendarScreens('GlobalCalendar'), prefetch: prefetchCalendar(true) }),
  calendar('/create-appointment', 'Create Appointment', { screen: appointmentScreens('CreateAppointment') }),
  calendar('/edit-appointment/:appointment_id', 'Edit Appointment', { screen: appointmentScreens('EditAppointment') }),
  calendar('/appointment-list', 'List View', { screen: screensOf(() => import('../screens/appointments/list'))('AppointmentList') }),
  calendar('/rethink-sessions-data', 'Rethink Session Data', {
    permission: 'Rethink Session Data',
    screen: screensOf(() => import('../screens/rethink'))('Sessions'),
  }),
  calendar('/session-note/:appointment_id', 'Session Note', { screen: screensOf(() => import('../screens/session-notes'))('SessionNote') }),
  calendar('/billing-schedule', 'Billing Schedule', { screen: screensOf(() => import('../screens/billing-schedule'))('BillingSchedule') }),
  groupSchedules.page('/group-schedule/assign-students/:schedule_id', 'Assign Students', { screen: groupSchedulePages('AssignStudents') }),
];
