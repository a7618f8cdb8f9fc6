// BCBA tasks: the lifecycle, CSV export and import.
import { registerExport } from '../../kit/export.js';
import { registerImport } from '../../kit/import.js';
import { defineResource } from '../../kit/index.js';
import type { Area } from '../../server/area.js';
import type { BcbaTask } from './bcba-task.js';
import { seedBcbaTasks } from './seed.js';

export const bcbaTaskResource = defineResource<BcbaTask>({
  name: 'BCBA task',
  type: 'BcbaTask',
  title: 'BCBA task',
  table: 'bcba_tasks',
  permission: 'hcodes-list',
  unique: ['code', 'name'],
  searchable: ['code', 'name', 'category', 'description'],
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
