// Packages, services and service lines.
import { area } from './define';
import type { AppRoute } from './types';

const packages = area({ label: 'Packages', to: '/package' }, { permission: 'package-list' });
const services = area({ label: 'Services', to: '/service' }, { permission: 'Service' });
const serviceLines = area({ label: 'Service Lines', to: '/service-line' }, { permission: 'Service Line' });

export const catalogueRoutes: AppRoute[] = [
  packages('/package', 'Packages'),
  packages('/add-package', 'Add Package'),
  packages('/edit-package/:package_id', 'Edit Package'),
  services('/service', 'Services'),
  services('/add-service', 'Add Service'),
  services('/edit-services/:service_id', 'Edit Service'),
  services('/delete-service', 'Deleted Services'),
  serviceLines('/service-line', 'Service Lines'),
  serviceLines('/add-service-line', 'Add Service Line'),
  serviceLines('/edit-services-line/:serviceline_id', 'Edit Service Line'),
  serviceLines('/delete-service-line', 'Deleted Service Lines'),
];
