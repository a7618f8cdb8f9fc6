// Payroll: a staff member's payouts, the daily salary and due payouts of everyone and of one person, and salaries.
import { staffArea as staff } from './staff';
import type { AppRoute } from './types';

export const staffPayrollRoutes: AppRoute[] = [
  staff('/staff-payout/:user_id', 'Staff Payout'),
  staff('/daily-salary', 'Daily Salary'),
  staff('/staff-daily-salary/:user_id', 'Staff Daily Salary'),
  staff('/due-payout', 'Due Payout'),
  staff('/staff-due-payout/:user_id', 'Staff Due Payout'),
  staff('/staff-salary', 'Staff Salary'),
];
