// Agencies: the kit's first real resource.
import { defineResource } from '../../kit/index.js';
import type { Area } from '../../server/area.js';
import type { Agency } from './agency.js';
import { registerAgencyLocations } from './locations.js';
import { seedAgencies } from './seed.js';

export const agencyResource = defineResource<Agency>({
  name: 'agency',
  table: 'agencies',
  paths: {
    list: 'agency',
    all: 'agency-list',
    detail: 'agency/{id}',
    create: 'agency',
    update: { method: 'POST', path: 'agency-update/{id}' },
    remove: 'agency/{id}',
    deleted: 'deleted-agency',
    restore: 'restore-agency',
    permanentDelete: 'permanent-delete-agency',
  },
  // The lookup list serves every signed-in user (a student's agency is shown to whoever sees the student).
  permission: { default: 'Agency', all: null },
  required: ['name', 'email'],
  unique: ['name', 'email'],
  searchable: ['name', 'email', 'phone', 'city', 'state', 'zip'],
  filters: { status: 'status', state: 'state', city: 'city' },
  fillable: ['name', 'email', 'phone', 'address', 'city', 'state', 'zip', 'status'],
  casts: { status: 'integer' },
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
