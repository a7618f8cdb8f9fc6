// The time-punch service: the sync of every staff member (its session in `?session=`) and a staff member's punch
// history.
import { screensOf } from './screens';
import { staffArea } from './staff';
import type { AppRoute } from './types';

const timePunch = screensOf(() => import('../screens/time-punch'));

export const timePunchRoutes: AppRoute[] = [
  staffArea('/staff-time-punch-sync', 'Time-Punch Sync', { screen: timePunch('Sync') }),
  staffArea('/staff-punch-history/:user_id', 'Punch History', { permission: 'Staff Punch History', screen: timePunch('PunchHistory') }),
];
