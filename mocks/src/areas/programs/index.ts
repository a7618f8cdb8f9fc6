// Programs: the program library, the program category tree (with clone) and program
// target types, all behind 'program-list'.
import { registerExport } from '../../kit/export.js';
import { registerImport } from '../../kit/import.js';
import { defineResource } from '../../kit/index.js';
import type { Area } from '../../server/area.js';
import { programCategoryPermission, registerProgramCategoryClone } from './clone-category.js';
import type { ProgramCategory } from './program-category.js';
import type { ProgramTargetType } from './program-target-type.js';
import type { Program } from './program.js';
import { seedProgramCategories, seedPrograms, seedProgramTargetTypes } from './seed.js';

export const programResource = defineResource<Program>({
  name: 'program',
  table: 'programs',
  paths: {
    list: 'program',
    detail: 'program/{id}',
    create: 'program',
    update: 'program/{id}',
    remove: 'program/{id}',
    deleted: 'deleted-program',
    restore: 'restore-program',
    permanentDelete: 'permanent-delete-program',
  },
  permission: 'program-list',
  required: ['name'],
  unique: ['name'],
  searchable: ['name', 'domain', 'description'],
  filters: { status: 'status', domain: 'domain' },
  fillable: ['name', 'domain', 'description', 'mastery_criteria', 'status'],
  casts: { status: 'integer' },
  defaults: { status: 1 },
  seed: seedPrograms,
});

export const programCategoryResource = defineResource<ProgramCategory>({
  name: 'program category',
  table: 'program_categories',
  paths: {
    list: 'program-category',
    detail: 'program-category/{id}',
    create: 'program-category',
    update: 'program-category/{id}',
    remove: 'program-category/{id}',
    deleted: 'deleted-program-category',
    restore: 'restore-program-category',
    permanentDelete: 'permanent-delete-program-category',
  },
  permission: programCategoryPermission,
  required: ['name'],
  unique: ['name'],
  searchable: ['name', 'description'],
  filters: { status: 'status' },
  fillable: ['name', 'description', 'sort_order', 'status'],
  casts: { sort_order: 'integer', status: 'integer' },
  defaults: { status: 1, sort_order: 0 },
  seed: seedProgramCategories,
});

export const programTargetTypeResource = defineResource<ProgramTargetType>({
  name: 'program target type',
  table: 'program_target_types',
  paths: {
    list: 'program-target-type',
    detail: 'program-target-type/{id}',
    create: 'program-target-type',
    update: 'program-target-type/{id}',
    remove: 'program-target-type/{id}',
    deleted: 'deleted-program-target-type',
    restore: 'restore-program-target-type',
    permanentDelete: 'permanent-delete-program-target-type',
  },
  permission: 'program-list',
  required: ['name', 'recording_method'],
  unique: ['name'],
  searchable: ['name', 'recording_method', 'description'],
  filters: { status: 'status', recording_method: 'recording_method' },
  fillable: ['name', 'recording_method', 'description', 'status'],
  casts: { status: 'integer' },
  defaults: { status: 1 },
  seed: seedProgramTargetTypes,
});

export const programsArea: Area = {
  name: 'programs',
  register(router, context) {
    programResource.register(router, context);
    registerExport(router, context, {
      path: 'export-program',
      resource: programResource.spec,
      fileName: 'programs',
      columns: ['name', 'domain', 'description', 'mastery_criteria', 'status'],
    });
    registerImport(router, context, {
      path: 'import-program',
      resource: programResource.spec,
      // A blank status cell takes the default (active) rather than saving none.
      check: (values, errors) => {
        errors.oneOf('status', values.status, ['0', '1']);
        return { ...values, status: values.status ?? 1 };
      },
    });
    programCategoryResource.register(router, context);
    // Registered after the resource, which defines and seeds the table the clone reads.
    registerProgramCategoryClone(router, context);
    programTargetTypeResource.register(router, context);
  },
};

export type { Program } from './program.js';
export type { ProgramCategory } from './program-category.js';
export type { ProgramTargetType } from './program-target-type.js';
