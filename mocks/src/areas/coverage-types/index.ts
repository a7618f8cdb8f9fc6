// Coverage types, with the soft-delete lifecycle. The portal names no permission for
// them; they sit with the other configuration reference lists under 'certification-list'.
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';
import type { CoverageType } from './coverage-type.js';
import { seedCoverageTypes } from './seed.js';

export const coverageTypeResource = defineResource<CoverageType>({
  name: 'coverage type',
  type: 'CoverageType',
  title: 'Coverage type',
  table: 'coverage_types',
  permission: 'certification-list',
  unique: ['name'],
  searchable: ['name', 'description'],
  defaults: { status: 1 },
  seed: seedCoverageTypes,
});

export const coverageTypesArea = resourceArea('coverage-types', coverageTypeResource);

export type { CoverageType } from './coverage-type.js';
