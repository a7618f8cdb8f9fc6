// Packages, services and service lines, and their screens.
import { area } from './define';
import { withScreens } from './screens';
import type { AppRoute } from './types';

const packages = area({ label: 'Packages', to: '/package' }, { permission: 'package-list' });
const services = area({ label: 'Services', to: '/service' }, { permission: 'Service' });
const serviceLines = area({ label: 'Service Lines', to: '/service-line' }, { permission: 'Service Line' });

export const catalogueRoutes: AppRoute[] = [
  ...withScreens(
    [packages('/package', 'Packages'), packages('/add-package', 'Add Package'), packages('/edit-package/:package_id', 'Edit Package')],
    () => import('../screens/packages'),
  ),
  ...withScreens(
    [
      services('/service', 'Services'),
      services('/add-service', 'Add Service'),
      services('/edit-services/:service_id', 'Edit Service'),
      services('/delete-service', 'Deleted Services'),
      services('/import-service', 'Import Services'),
    ],
    () => import('../screens/services'),
  ),
  ...withScreens(
    [
      serviceLines('/service-line', 'Service Lines'),
      serviceLines('/add-service-line', 'Add Service Line'),
      serviceLines('/edit-services-line/:serviceline_id', 'Edit Service Line'),
      serviceLines('/delete-service-line', 'Deleted Service Lines'),
      serviceLines('/import-service-line', 'Import Service Lines'),
    ],
    () => import('../screens/service-lines'),
  ),
];
