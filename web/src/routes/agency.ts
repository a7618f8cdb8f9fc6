import { area } from './define';
import type { AppRoute } from './types';

const page = area({ label: 'Agency', to: '/agency' }, { permission: 'Agency' });

export const agencyRoutes: AppRoute[] = [
  page('/agency', 'Agency'),
  page('/edit-agency/:agency_id', 'Edit Agency'),
  page('/delete-agency', 'Deleted Agencies'),
];
