// Locations (locations and all-locations), behind 'location-list'; the lookup list serves
// every signed-in user, since scheduling and session forms place a record at a location.
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';
import type { Location } from './location.js';
import { seedLocations } from './seed.js';

export const locationResource = defineResource<Location>({
  name: 'location',
  type: 'Location',
  table: 'locations',
  permission: { default: 'location-list', all: null },
  unique: ['name'],
  searchable: ['name', 'address', 'city', 'state', 'zip', 'phone'],
  defaults: { status: 1 },
  seed: seedLocations,
});

export const locationsArea = resourceArea('locations', locationResource);

export type { Location } from './location.js';
