// Parents: list, add, edit, deleted, and each parent's service lines.
import { parents } from '../screens/parents/resource';
import { resourceRoutes, screensOf } from './screens';
import type { AppRoute } from './types';

const load = () => import('../screens/parents');
const pages = screensOf(load);

export const parentRoutes: AppRoute[] = [
  ...resourceRoutes(parents, load),
  parents.page('/parent-service-line/:user_id', 'Parent Service Lines', { screen: pages('ServiceLines') }),
  parents.page('/add-parent-service-line/:user_id', 'Add Parent Service Line', { screen: pages('AddServiceLine') }),
  parents.page('/edit-parent-service-line/:user_service_line_id/:user_id', 'Edit Parent Service Line', { screen: pages('EditServiceLine') }),
];
