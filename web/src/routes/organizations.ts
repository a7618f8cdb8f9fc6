import { organizations } from '../screens/organizations/resource';
import { resourceRoutes } from './screens';
import type { AppRoute } from './types';

export const organizationRoutes: AppRoute[] = resourceRoutes(organizations, () => import('../screens/organizations'));
