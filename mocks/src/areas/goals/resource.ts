// Goals as a resource: list (goals), all-goals, create (goals), soft delete (goals/{id}), the deleted list, restore
// and permanent delete (restore-goals, permanent-delete-goals). Deleting, restoring or purging a parent goal takes
// its sub-goals with it; restoring a sub-goal brings back its parent. The calls beyond CRUD are in routes.ts.
import type { Db } from '../../db/index.js';
import { defineResource } from '../../kit/index.js';
import type { Goal } from './goal.js';
import { checkGoal, goalFillable, readGoal } from './input.js';
import { goalsTable, presentGoals } from './present.js';
import { registerGoalRoutes } from './routes.js';
import { seedGoals } from './seed.js';
import { goalTree } from './tree.js';

const isTrue = (values: string[]) => values.some((value) => value === '1' || value === 'true');

export const goalResource = defineResource<Goal>({
  name: 'goal',
  type: 'Goal',
  table: goalsTable,
  // show-goal answers the sub-goals too and update-goal edits one goal or many: the goal routes serve them.
  paths: { detail: null, update: null },
  permission: { default: 'goals-list', all: null },
  // In this order: the first missing field leads the message.
  required: ['name', 'student_id', 'skill_area_id'],
  searchable: ['name', 'description'],
  filters: {
    parents_only: (row, values) => !isTrue(values) || row.parent_id === null,
  },
  fillable: goalFillable,
  defaults: { status: 1, progress_status: 'Baseline', recording_type: 'Percentage', targets: [], parent_id: null, import_id: null },
  hooks: {
    read: readGoal,
    // Attribute values are checked when sent; a goal created without them starts with none.
    beforeSave: (values, errors, { db, table, existing }) => ({
      ...(existing ? {} : { attribute_values: [] }),
      ...checkGoal(db, table, values, errors, existing),
    }),
    present: (db: Db) => presentGoals(db),
    after(event, row, { table }) {
      if (event === 'deleted') for (const sub of goalTree(table, row, false).slice(1)) table.softDelete(sub.id);
      if (event === 'purged') for (const sub of goalTree(table, row, true).slice(1)) table.purge(sub.id);
      if (event === 'restored') {
        for (const sub of goalTree(table, row, true).slice(1)) table.restore(sub.id);
        if (row.parent_id !== null && !table.find(row.parent_id)) table.restore(row.parent_id);
      }
    },
    routes: registerGoalRoutes,
  },
  seed: (faker, db) => seedGoals(faker, db),
});
