// A student's authorizations: the lifecycle on the resource kit (resource.ts) and the services, billing codes and
// lookups beside it (routes.ts).
import { resourceArea } from '../../kit/resource-area.js';
import { authorizationResource } from './resource.js';

export const studentAuthorizationsArea = resourceArea('student-authorizations', authorizationResource);

export { authorizationTables } from './tables.js';
