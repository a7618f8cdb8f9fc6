// Locations (locations and all-locations), behind 'location-list'; the lookup list serves
// every signed-in user, since scheduling and session forms place a record at a location.
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';
import type { Location } from './location.js';
import { seedLocations } from './seed.js';

export const locationResource = defineResource<Location>({
  name: 'location',
  table: 'locations',
  paths: {
    list: 'locations',
    all: 'all-locations',
    detail: 'locations/{id}',
    create: 'locations',
    update: 'locations/{id}',
    remove: 'locations/{id}',
    deleted: 'deleted-locations',
    restore: 'restore-locations',
    permanentDelete: 'permanent-delete-locations',
  },
  permission: { default: 'location-list', all: null },
  required: ['name'],
  unique: ['name'],
  searchable: ['name', 'address', 'city', 'state', 'zip', 'phone'],
  filters: { status: 'status', state: 'state', place_of_service: 'place_of_service' },
  fillable: ['name', 'address', 'city', 'state', 'zip', 'phone', 'place_of_service', 'status'],
  casts: { status: 'integer' },
  defaults: { status: 1 },
  seed: seedLocations,
});

export const locationsArea = resourceArea('locations', locationResource);

export type { Location } from './location.js';
