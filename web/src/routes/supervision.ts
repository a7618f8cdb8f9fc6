// Supervision of RBTs: the month's screen (for anyone who may see the calendar: the gateway answers the whole practice
// to those who may see the staff list, and their own supervisees or own figures to the others) and the staff record's
// Supervision tab (behind 'Staff List', as the record is). One chunk, loaded with either route.
import { area } from './define';
import { screensOf } from './screens';
import { staffArea } from './staff';
import type { AppRoute } from './types';

const pages = screensOf(() => import('../screens/supervision'));
const supervision = area({ label: 'Supervision', to: '/supervision' }, { permission: 'Calendar / List View' });

export const supervisionRoutes: AppRoute[] = [
  supervision('/supervision', 'Supervision', { screen: pages('Supervision') }),
  staffArea('/staff-supervision/:user_id', 'Staff Supervision', { screen: pages('StaffSupervision') }),
];
