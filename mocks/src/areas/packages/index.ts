// Packages. Menu permission 'package-list' (the portal has no route label for them).
// A package's service_ids must name services that are not deleted.
import { defineResource } from '../../kit/index.js';
import { registerWriteGuard, writesOf } from '../../kit/write-guard.js';
import type { Area } from '../../server/area.js';
import type { ServicePackage } from './package.js';
import { seedPackages } from './seed.js';

export const packagePermission = 'package-list';

export const packageResource = defineResource<ServicePackage>({
  name: 'package',
  type: 'Package',
  table: 'packages',
  permission: packagePermission,
  unique: ['name'],
  searchable: ['name', 'description'],
  // A package holds many services: the filter matches any of them.
  filters: {
    service_id: (row, values) => row.service_ids.some((id) => values.includes(String(id))),
  },
  defaults: { status: 1, service_ids: [] },
  seed: seedPackages,
});

export const packagesArea: Area = {
  name: 'packages',
  register(router, context) {
    registerWriteGuard(router, context, { ...writesOf(packageResource.spec), references: [{ field: 'service_ids', table: 'services', many: true }] });
    packageResource.register(router, context);
  },
};

export type { ServicePackage } from './package.js';
