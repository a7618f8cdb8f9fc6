// Service lines (service-line plus all-service-lines; the import of sample-file type
// import-service-line). Route label 'Service Line'; the lookup list serves every signed-in user.
import { defineResource } from '../../kit/index.js';
import type { Area } from '../../server/area.js';
import { seedServiceLines } from './seed.js';
import type { ServiceLine } from './service-line.js';

export const serviceLinePermission = 'Service Line';

export const serviceLineResource = defineResource<ServiceLine>({
  name: 'service line',
  type: 'ServiceLine',
  title: 'Service line',
  table: 'service_lines',
  permission: { default: serviceLinePermission, all: null },
  unique: ['name', 'code'],
  searchable: ['name', 'code', 'description'],
  defaults: { status: 1 },
  seed: seedServiceLines,
  import: {},
});

export const serviceLinesArea: Area = {
  name: 'service-lines',
  register(router, context) {
    serviceLineResource.register(router, context);
  },
};

export type { ServiceLine } from './service-line.js';
