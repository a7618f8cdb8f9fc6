import { area } from './define';
import { screensOf } from './screens';
import type { AppRoute } from './types';

const moduleSetupPages = screensOf(() => import('../screens/permission-setup'));

const page = area(null);

/** One's own pages, under the profile. */
export const profileArea = area({ label: 'Profile', to: '/profile' });

export const generalRoutes: AppRoute[] = [
  page('/dashboard', 'Dashboard', {
    screen: () => import('../screens/dashboard/Dashboard').then((module) => ({ Component: module.Dashboard })),
  }),
  page('/goal-list', 'Goal List', {
    permission: 'goals-list',
    screen: () => import('../screens/goals').then((module) => ({ Component: module.screens.ImportList })),
  }),
  page('/module-and-menu-setup', 'Module and Menu Setup', { superAdminOnly: true, screen: moduleSetupPages('List') }),
  area({ label: 'Module and Menu Setup', to: '/module-and-menu-setup' }, { superAdminOnly: true })(
    '/edit-module-and-menu/:module',
    'Edit Module and Menu',
    { screen: moduleSetupPages('Edit') },
  ),
  page('/profile', 'Profile', { screen: () => import('../screens/profile/Profile').then((module) => ({ Component: module.Profile })) }),
  page('/403', 'Access denied', {
    crumb: '403',
    screen: () => import('../screens/auth/Forbidden').then((module) => ({ Component: module.Forbidden })),
  }),
];
