// The time-punch service: a staff member's punch history.
import { staffArea } from './staff';
import type { AppRoute } from './types';

export const timePunchRoutes: AppRoute[] = [
  staffArea('/staff-punch-history/:user_id', 'Punch History', { permission: 'Staff Punch History' }),
];
