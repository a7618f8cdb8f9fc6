// BCBA tasks: the lifecycle, CSV export and import.
import { registerExport } from '../../kit/export.js';
import { registerImport } from '../../kit/import.js';
import { defineResource } from '../../kit/index.js';
import type { Area } from '../../server/area.js';
import type { BcbaTask } from './bcba-task.js';
import { seedBcbaTasks } from './seed.js';

export const bcbaTaskResource = defineResource<BcbaTask>({
  name: 'BCBA task',
  title: 'BCBA task',
  table: 'bcba_tasks',
  paths: {
    list: 'bcba-task',
    detail: 'bcba-task/{id}',
    create: 'bcba-task',
    update: 'bcba-task/{id}',
    remove: 'bcba-task/{id}',
    deleted: 'deleted-bcba-task',
    restore: 'restore-bcba-task',
    permanentDelete: 'permanent-delete-bcba-task',
  },
  permission: 'hcodes-list',
  required: ['code', 'name'],
  unique: ['code', 'name'],
  searchable: ['code', 'name', 'category', 'description'],
  filters: { status: 'status', category: 'category' },
  fillable: ['code', 'name', 'category', 'description', 'status'],
  casts: { status: 'integer' },
  defaults: { status: 1 },
  seed: seedBcbaTasks,
});

/** The columns of the export and of the import-bcba-task sample file: an exported file imports back. */
export const bcbaTaskColumns = ['code', 'name', 'category', 'description', 'status'] as const;

export const bcbaTasksArea: Area = {
  name: 'bcba-tasks',
  register(router, context) {
    bcbaTaskResource.register(router, context);
    registerExport(router, context, { path: 'export-bcba-task', resource: bcbaTaskResource.spec, fileName: 'bcba-tasks', columns: bcbaTaskColumns });
    registerImport(router, context, {
      path: 'import-bcba-task',
      resource: bcbaTaskResource.spec,
      check: (values, errors) => errors.oneOf('status', values.status, ['0', '1']),
    });
  },
};

export type { BcbaTask } from './bcba-task.js';
