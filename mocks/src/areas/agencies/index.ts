// Agencies: the kit's first real resource.
import { defineResource } from '../../kit/index.js';
import type { Area } from '../../server/area.js';
import type { Agency } from './agency.js';
import { registerAgencyLocations } from './locations.js';
import { seedAgencies } from './seed.js';

export const agencyResource = defineResource<Agency>({
  name: 'agency',
  type: 'Agency',
  table: 'agencies',
  // The lookup list serves every signed-in user (a student's agency is shown to whoever sees the student).
  permission: { default: 'Agency', all: null },
  unique: ['name', 'email'],
  searchable: ['name', 'email', 'phone', 'city', 'state', 'zip'],
  // The list also filters by state and city, beyond the schema's filter.
  filters: { state: 'state', city: 'city' },
  defaults: { status: 1 },
  seed: seedAgencies,
});

export const agenciesArea: Area = {
  name: 'agencies',
  register(router, context) {
    agencyResource.register(router, context);
    registerAgencyLocations(router, context);
  },
};

export type { Agency } from './agency.js';
export type { AgencyLocation } from './locations.js';
