import { area } from './define';
import type { AppRoute } from './types';

const page = area(null);

export const auditRoutes: AppRoute[] = [
  // The whole trail names every user's access to every student: the Super Admin's alone, as the schema says.
  page('/audit-trail', 'Access trail', {
    superAdminOnly: true,
    screen: () => import('../screens/audit/AccessTrail').then((module) => ({ Component: module.AccessTrail })),
  }),
];
