// Workflows: CRUD workflow with the soft-delete lifecycle (a create or update may send the whole ordered list of
// steps, checked as a whole before any is written), the three kinds of step on their own, and the assignments.
import { defineResource } from '../../kit/index.js';
import type { Area } from '../../server/area.js';
import { workflowPermission } from './access.js';
import { registerAssignments } from './assignments.js';
import { isOverdue } from './dating.js';
import { presentStep, registerStepCalls } from './step-calls.js';
import { checkSteps } from './steps.js';
import { assignmentsTable, nextStepId } from './tables.js';
import type { Workflow } from './workflow.js';
import { seedWorkflows } from './seed.js';
import { today } from '../../kit/dates.js';

export const workflowResource = defineResource<Workflow>({
  name: 'workflow',
  type: 'Workflow',
  table: 'workflows',
  permission: workflowPermission,
  unique: ['name'],
  searchable: ['name', 'description'],
  defaults: { status: 1, steps: [] },
  order: (a, b) => a.name.localeCompare(b.name),
  seed: seedWorkflows,
  hooks: {
    read: (body) => {
      const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      const values: Partial<Workflow> = {};
      if (input['name'] !== undefined) values.name = String(input['name'] ?? '').trim();
      if (input['description'] !== undefined)
        values.description = typeof input['description'] === 'string' && input['description'].trim() ? input['description'].trim() : null;
      if (input['status'] !== undefined && input['status'] !== null) values.status = Number(input['status']) === 0 ? 0 : 1;
      // Checked in beforeSave, with the workflow's current steps at hand.
      if (input['steps'] !== undefined && input['steps'] !== null) values.steps = input['steps'] as Workflow['steps'];
      return values;
    },
    beforeSave: (values, errors, { db, existing }) =>
      values.steps === undefined ? values : { ...values, steps: checkSteps(db, values.steps, errors, existing?.steps ?? [], nextStepId(db)) },
    present: (db) => {
      const day = today();
      const assignments = assignmentsTable(db).active();
      return (row) => {
        const open = assignments.filter((assignment) => assignment.workflow_id === row.id && assignment.tasks.some((step) => step.done_at === null));
        return {
          ...row,
          step_count: row.steps.length,
          steps: row.steps.map(presentStep(db, row)),
          open_assignments: open.length,
          overdue_assignments: open.filter((assignment) => assignment.tasks.some((step) => isOverdue(step, day))).length,
        };
      };
    },
  },
});

export const workflowsArea: Area = {
  name: 'workflows',
  register(router, context) {
    registerStepCalls(router, context);
    registerAssignments(router, context);
    workflowResource.register(router, context);
  },
};
