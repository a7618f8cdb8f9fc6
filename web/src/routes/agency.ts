import { agencies } from '../screens/agencies/resource';
import { resourceRoutes } from './screens';
import type { AppRoute } from './types';

export const agencyRoutes: AppRoute[] = resourceRoutes(agencies, () => import('../screens/agencies'));
