// The staff record's calls: the users resource (staff and parents, the soft-delete lifecycle, lookups, schools,
// import and export), the staff members' and parents' service lines, and the staff members' credentials.
import type { Area } from '../../server/area.js';
import { credentialResource } from './credentials.js';
import { userResource } from './resource.js';
import { userServiceLineResource } from './service-lines.js';

export const staffArea: Area = {
  name: 'staff',
  after: ['schools', 'service-lines'],
  register(router, context) {
    userResource.register(router, context);
    userServiceLineResource.register(router, context);
    credentialResource.register(router, context);
  },
};
