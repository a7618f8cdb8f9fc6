// Each parent's service lines, under the parents' crumb and permission (the parents are a declared resource).
import { parents } from '../screens/parents/resource';
import { screensOf } from './screens';
import type { AppRoute } from './types';

const pages = screensOf(() => import('../screens/parents'));

export const parentRoutes: AppRoute[] = [
  parents.page('/parent-service-line/:user_id', 'Parent Service Lines', { screen: pages('ServiceLines') }),
  parents.page('/add-parent-service-line/:user_id', 'Add Parent Service Line', { screen: pages('AddServiceLine') }),
  parents.page('/edit-parent-service-line/:user_service_line_id/:user_id', 'Edit Parent Service Line', { screen: pages('EditServiceLine') }),
];
