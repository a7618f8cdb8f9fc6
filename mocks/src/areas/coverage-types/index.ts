// Coverage types, with the soft-delete lifecycle. The portal names no permission for
// them; they sit with the other configuration reference lists under 'certification-list'.
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';
import type { CoverageType } from './coverage-type.js';
import { seedCoverageTypes } from './seed.js';

export const coverageTypeResource = defineResource<CoverageType>({
  name: 'coverage type',
  title: 'Coverage type',
  table: 'coverage_types',
  paths: {
    list: 'coverage-types',
    detail: 'coverage-types/{id}',
    create: 'coverage-types',
    update: 'coverage-types/{id}',
    remove: 'coverage-types/{id}',
    deleted: 'deleted-coverage-types',
    restore: 'restore-coverage-types',
    permanentDelete: 'permanent-delete-coverage-types',
  },
  permission: 'certification-list',
  required: ['name'],
  unique: ['name'],
  searchable: ['name', 'description'],
  filters: { status: 'status' },
  fillable: ['name', 'description', 'status'],
  casts: { status: 'integer' },
  defaults: { status: 1 },
  seed: seedCoverageTypes,
});

export const coverageTypesArea = resourceArea('coverage-types', coverageTypeResource);

export type { CoverageType } from './coverage-type.js';
