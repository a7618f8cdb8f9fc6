import { area } from './define';
import type { AppRoute } from './types';

const parents = area({ label: 'Parents', to: '/parents' }, { permission: 'office-staff-list' });

export const parentRoutes: AppRoute[] = [
  parents('/parents', 'Parents'),
  parents('/add-parent', 'Add Parent'),
  parents('/edit-parent/:user_id', 'Edit Parent'),
  parents('/delete-parent', 'Deleted Parents'),
  parents('/parent-service-line/:user_id', 'Parent Service Lines'),
  parents('/add-parent-service-line/:user_id', 'Add Parent Service Line'),
  parents('/edit-parent-service-line/:id/:user_id', 'Edit Parent Service Line'),
];
