// The staff record: list, add, edit, deleted, and the record's students, schools and service lines. The record's
// documents, signature, availability, payroll and punch-history pages are declared beside it, one file each.
import { area } from './define';
import type { AppRoute } from './types';

export const staffArea = area({ label: 'Staff', to: '/staff' }, { permission: 'Staff List' });
const staff = staffArea;

export const staffRoutes: AppRoute[] = [
  staff('/staff', 'Staff'),
  staff('/add-staff', 'Add Staff'),
  staff('/edit-staff/:user_id', 'Edit Staff'),
  staff('/delete-staff', 'Deleted Staff'),
  staff('/staff-students/:user_id', 'Staff Students'),
  staff('/staff-schools/:user_id', 'Staff Schools'),
  staff('/staff-service-line/:user_id', 'Staff Service Lines'),
  staff('/add-staff-service-line/:user_id', 'Add Staff Service Line'),
  staff('/edit-staff-service-line/:id/:user_id', 'Edit Staff Service Line'),
  staff('/staff-credentials/:user_id', 'Staff Credentials'),
];
