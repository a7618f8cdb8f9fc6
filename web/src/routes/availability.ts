// Weekly availability: a staff member's and one's own.
import { area } from './define';
import { staffArea } from './staff';
import type { AppRoute } from './types';

export const availabilityRoutes: AppRoute[] = [
  staffArea('/staff-availability/:user_id', 'Staff Availability'),
  area({ label: 'Profile', to: '/profile' })('/profile-availability/:user_id', 'Availability'),
];
