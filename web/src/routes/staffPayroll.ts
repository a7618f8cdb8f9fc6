// Payroll: a staff member's payouts, the daily salary and due payouts of everyone and of one person, salaries, the
// payroll provider's import, and one's own pay on the profile.
import { profileArea } from './general';
import { screensOf } from './screens';
import { staffArea as staff } from './staff';
import type { AppRoute } from './types';

// Every payroll page shares one chunk: moving between them loads nothing more.
const payroll = screensOf(() => import('../screens/payroll'));

export const staffPayrollRoutes: AppRoute[] = [
  staff('/staff-payout/:user_id', 'Staff Payout', { screen: payroll('StaffPayout') }),
  staff('/daily-salary', 'Daily Salary', { screen: payroll('DailySalary') }),
  staff('/staff-daily-salary/:user_id', 'Staff Daily Salary', { screen: payroll('StaffDailySalary') }),
  staff('/due-payout', 'Due Payout', { screen: payroll('DuePayout') }),
  staff('/staff-due-payout/:user_id', 'Staff Due Payout', { screen: payroll('StaffDuePayout') }),
  staff('/staff-salary', 'Staff Salary', { screen: payroll('StaffSalary') }),
  staff('/import-payroll', 'Import Payroll', { screen: payroll('ImportPayroll') }),
  profileArea('/profile-pay/:user_id', 'My Pay', { screen: payroll('ProfilePay') }),
];
