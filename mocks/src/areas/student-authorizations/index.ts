// A student's authorizations: the lifecycle on the resource kit (resource.ts) and the services, billing codes and
// lookups beside it (routes.ts).
import { resourceArea } from '../../kit/resource-area.js';
import type { Area } from '../../server/area.js';
import { authorizationResource } from './resource.js';

export const studentAuthorizationsArea: Area = {
  ...resourceArea('student-authorizations', authorizationResource),
  after: ['billing-codes', 'funders', 'services', 'students'],
};

export { authorizationTables } from './tables.js';
