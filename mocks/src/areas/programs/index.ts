// Programs: the program library, the program category tree (with clone) and program
// target types, all behind 'program-list'.
import { defineResource } from '../../kit/index.js';
import type { Area } from '../../server/area.js';
import { programCategoryPermission, registerProgramCategoryClone } from './clone-category.js';
import type { ProgramCategory } from './program-category.js';
import type { ProgramTargetType } from './program-target-type.js';
import type { Program } from './program.js';
import { seedProgramCategories, seedPrograms, seedProgramTargetTypes } from './seed.js';

export const programResource = defineResource<Program>({
  name: 'program',
  type: 'Program',
  table: 'programs',
  permission: 'program-list',
  unique: ['name'],
  searchable: ['name', 'domain', 'description'],
  defaults: { status: 1 },
  seed: seedPrograms,
  export: { fileName: 'programs' },
  // A blank status cell takes the default (active) rather than saving none.
  import: {
    check: (values, errors) => {
      errors.oneOf('status', values.status, ['0', '1']);
      return { ...values, status: values.status ?? 1 };
    },
  },
});

export const programCategoryResource = defineResource<ProgramCategory>({
  name: 'program category',
  type: 'ProgramCategory',
  table: 'program_categories',
  permission: programCategoryPermission,
  unique: ['name'],
  searchable: ['name', 'description'],
  defaults: { status: 1, sort_order: 0 },
  seed: seedProgramCategories,
});

export const programTargetTypeResource = defineResource<ProgramTargetType>({
  name: 'program target type',
  type: 'ProgramTargetType',
  table: 'program_target_types',
  permission: 'program-list',
  unique: ['name'],
  searchable: ['name', 'recording_method', 'description'],
  defaults: { status: 1 },
  seed: seedProgramTargetTypes,
});

export const programsArea: Area = {
  name: 'programs',
  register(router, context) {
    programResource.register(router, context);
    programCategoryResource.register(router, context);
    // Registered after the resource, which defines and seeds the table the clone reads.
    registerProgramCategoryClone(router, context);
    programTargetTypeResource.register(router, context);
  },
};

export type { Program } from './program.js';
export type { ProgramCategory } from './program-category.js';
export type { ProgramTargetType } from './program-target-type.js';
