// Packages, services and service lines, and their screens.
import { packages } from '../screens/packages/resource';
import { serviceLines } from '../screens/service-lines/resource';
import { services } from '../screens/services/resource';
import { resourceRoutes } from './screens';
import type { AppRoute } from './types';

export const catalogueRoutes: AppRoute[] = [
  ...resourceRoutes(packages, () => import('../screens/packages')),
  ...resourceRoutes(services, () => import('../screens/services')),
  ...resourceRoutes(serviceLines, () => import('../screens/service-lines')),
];
