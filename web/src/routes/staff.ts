import { area } from './define';
import type { AppRoute } from './types';

const staff = area({ label: 'Staff', to: '/staff' }, { permission: 'Staff List' });
const labels = area({ label: 'Upload File Settings', to: '/document-label-settings' }, { permission: 'Staff List' });

export const staffRoutes: AppRoute[] = [
  staff('/staff', 'Staff'),
  staff('/add-staff', 'Add Staff'),
  staff('/edit-staff/:user_id', 'Edit Staff'),
  staff('/staff-payout/:user_id', 'Staff Payout'),
  staff('/delete-staff', 'Deleted Staff'),
  staff('/daily-salary', 'Daily Salary'),
  staff('/staff-daily-salary/:user_id', 'Staff Daily Salary'),
  staff('/due-payout', 'Due Payout'),
  staff('/staff-due-payout/:user_id', 'Staff Due Payout'),
  staff('/staff-salary', 'Staff Salary'),
  staff('/staff-documents/:user_id', 'Staff Documents'),
  staff('/staff-students/:user_id', 'Staff Students'),
  staff('/staff-schools/:user_id', 'Staff Schools'),
  staff('/staff-punch-history/:user_id', 'Punch History', { permission: 'Staff Punch History' }),
  staff('/staff-service-line/:user_id', 'Staff Service Lines'),
  staff('/add-staff-service-line/:user_id', 'Add Staff Service Line'),
  staff('/edit-staff-service-line/:id/:user_id', 'Edit Staff Service Line'),
  staff('/staff-signature/:user_id', 'Staff Signature'),
  staff('/staff-availability/:user_id', 'Staff Availability'),
  labels('/document-label-settings', 'Upload File Settings'),
  labels('/add-document-label-setting', 'Add Upload File Setting'),
  labels('/edit-document-label-setting/:id', 'Edit Upload File Setting'),
  staff('/staff-document-preview/:file_id', 'Document Preview', { permission: 'organization-list' }),
];
