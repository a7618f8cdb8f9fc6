// An assignment as the API answers it: its progress, the assignee's and owners' names, each step's overdue flag and
// its calendar entry.
import type { Db } from '../../db/index.js';
import { today } from '../../kit/dates.js';
import { instantOfSlot } from '../appointments/clock.js';
import { students } from '../students/table.js';
import { isOverdue, progressOf } from './dating.js';
import { ownerName } from './steps.js';
import { eventsTable } from './tables.js';
import type { WorkflowAssignment, WorkflowEvent } from './workflow.js';

export function assignedName(db: Db, type: string, id: number): string | null {
  if (type === 'staff') return db.users.find(id)?.name ?? null;
  const student = students(db).find(id);
  return student ? `${student.first_name} ${student.last_name}` : null;
}

export function presentEvent(db: Db): (event: WorkflowEvent) => Record<string, unknown> {
  const assignments = new Map<number, WorkflowAssignment | undefined>();
  return (event) => {
    if (!assignments.has(event.assignworkflow_id))
      assignments.set(event.assignworkflow_id, db.table<WorkflowAssignment>('workflow_assignments').find(event.assignworkflow_id));
    const assignment = assignments.get(event.assignworkflow_id);
    const step = assignment?.tasks.find((task) => task.step_id === event.step_id);
    return {
      ...event,
      workflow_name: assignment?.workflow_name ?? null,
      assigned_type: assignment?.assigned_type ?? null,
      assigned_id: assignment?.assigned_id ?? null,
      assigned_name: assignment ? assignedName(db, assignment.assigned_type, assignment.assigned_id) : null,
      starts_at: instantOfSlot(event.date, event.start_time).toISOString(),
      ends_at: instantOfSlot(event.date, event.end_time).toISOString(),
      done: step?.done_at != null,
    };
  };
}

export function presentAssignment(db: Db): (row: WorkflowAssignment) => Record<string, unknown> {
  const day = today();
  const events = eventsTable(db).active();
  const present = presentEvent(db);
  return (row) => ({
    ...row,
    ...progressOf(row, day),
    assigned_name: assignedName(db, row.assigned_type, row.assigned_id),
    tasks: row.tasks.map((step) => {
      const event = events.find((candidate) => candidate.assignworkflow_id === row.id && candidate.step_id === step.step_id);
      return {
        ...step,
        done: step.done_at !== null,
        overdue: isOverdue(step, day),
        owner_name: ownerName(db, step.owner_type, step.owner_id),
        event: event ? present(event) : null,
      };
    }),
  });
}
