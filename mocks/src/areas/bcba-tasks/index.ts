// BCBA tasks: the lifecycle, CSV export and import.
import { columnHeader } from '../../kit/export.js';
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
  export: { fileName: 'bcba-tasks' },
  import: { check: (values, errors) => errors.oneOf('status', values.status, ['0', '1']) },
});

/** The columns of the export and of the import-bcba-task sample file: an exported file imports back. */
export const bcbaTaskColumns = bcbaTaskResource.spec.export!.columns.map(columnHeader);

export const bcbaTasksArea: Area = {
  name: 'bcba-tasks',
  register(router, context) {
    bcbaTaskResource.register(router, context);
  },
};

export type { BcbaTask } from './bcba-task.js';
