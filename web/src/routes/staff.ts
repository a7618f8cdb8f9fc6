// The staff record's pages beyond the staff's own (a declared resource): the record's students, schools, service lines and
// credentials. The record's documents, signature, availability, payroll and punch-history pages are declared beside
// it, one file each.
import { area } from './define';
import { screensOf } from './screens';
import type { AppRoute } from './types';

export const staffArea = area({ label: 'Staff', to: '/staff' }, { permission: 'Staff List' });
const staff = staffArea;
const record = screensOf(() => import('../screens/staff/record'));

export const staffRoutes: AppRoute[] = [
  staff('/staff-students/:user_id', 'Staff Students', { screen: record('Students') }),
  staff('/staff-schools/:user_id', 'Staff Schools', { screen: record('Schools') }),
  staff('/staff-service-line/:user_id', 'Staff Service Lines', { screen: record('ServiceLines') }),
  staff('/add-staff-service-line/:user_id', 'Add Staff Service Line', { screen: record('AddServiceLine') }),
  staff('/edit-staff-service-line/:user_service_line_id/:user_id', 'Edit Staff Service Line', { screen: record('EditServiceLine') }),
  staff('/staff-credentials/:user_id', 'Staff Credentials', { screen: record('Credentials') }),
];
