import { area } from './define';
import { withScreens } from './screens';
import type { AppRoute } from './types';

const page = area({ label: 'Agency', to: '/agency' }, { permission: 'Agency' });

export const agencyRoutes: AppRoute[] = withScreens(
  [page('/agency', 'Agency'), page('/edit-agency/:agency_id', 'Edit Agency'), page('/delete-agency', 'Deleted Agencies')],
  () => import('../screens/agencies'),
);
