// Weekly availability: a staff member's and one's own.
import { profileArea } from './general';
import { screensOf } from './screens';
import { staffArea } from './staff';
import type { AppRoute } from './types';

const pages = screensOf(() => import('../screens/staff-availability'));

export const availabilityRoutes: AppRoute[] = [
  staffArea('/staff-availability/:user_id', 'Staff Availability', { screen: pages('StaffAvailability') }),
  profileArea('/profile-availability/:user_id', 'Availability', { screen: pages('ProfileAvailability') }),
];
