import { area } from './define';
import { withScreens } from './screens';
import type { AppRoute } from './types';

const page = area({ label: 'Organizations', to: '/organization' }, { permission: 'Organization List', superAdminOnly: true });

export const organizationRoutes: AppRoute[] = withScreens(
  [
    page('/organization', 'Organizations'),
    page('/organizations/add-organization', 'Add Organization'),
    page('/organizations/edit-organization/:orgId', 'Edit Organization'),
    page('/organizations/delete-organization', 'Deleted Organizations'),
  ],
  () => import('../screens/organizations'),
);
