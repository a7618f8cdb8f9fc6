// The workflows' tables, each defined with its own seeder so the data is the same whichever call asks first: the
// workflows with their steps, the assignments with their dated steps, and the calendar entries of assigned events.
import type { Db } from '../../db/index.js';
import type { Table } from '../../db/table.js';
import { seedAssignments, seedEvents, seedWorkflows } from './seed.js';
import type { Workflow, WorkflowAssignment, WorkflowEvent } from './workflow.js';

export function workflowsTable(db: Db): Table<Workflow> {
  return db.defineTable<Workflow>('workflows', (faker) => seedWorkflows(faker, db));
}

export function assignmentsTable(db: Db): Table<WorkflowAssignment> {
  return db.defineTable<WorkflowAssignment>('workflow_assignments', (faker) => seedAssignments(faker, db, workflowsTable(db).active()));
}

export function eventsTable(db: Db): Table<WorkflowEvent> {
  return db.defineTable<WorkflowEvent>('workflow_events', () => seedEvents(assignmentsTable(db).active(), workflowsTable(db).all()));
}

/** The next free step id across every workflow. */
export function nextStepId(db: Db): () => number {
  let last = Math.max(
    0,
    ...workflowsTable(db)
      .all()
      .flatMap((workflow) => workflow.steps.map((step) => step.id)),
  );
  return () => (last += 1);
}
