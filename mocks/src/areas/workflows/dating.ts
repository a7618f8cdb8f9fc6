// An assignment's steps with their due dates, and what its progress reads: done of total, overdue steps (due before
// today and not done), the calendar entries of its calendar event steps.
import type { NewRow } from '../../db/table.js';
import { shiftDays, today } from '../../kit/dates.js';
import { minutesOf, timeOfMinutes } from '../appointments/clock.js';
import type { AssignedStep, Workflow, WorkflowAssignment, WorkflowEvent, WorkflowStep } from './workflow.js';

/** The steps of a workflow assigned on `startDate`: each due that many days later unless a date is given for it. */
export function datedSteps(workflow: Workflow, startDate: string, dates: ReadonlyMap<number, string> = new Map()): AssignedStep[] {
  return workflow.steps.map((step) => ({
    id: step.id,
    step_id: step.id,
    type: step.type,
    name: step.name,
    due_date: dates.get(step.id) ?? shiftDays(startDate, step.offset_days),
    owner_type: step.owner_type,
    owner_id: step.owner_id,
    done_at: null,
    done_by_id: null,
    done_by_name: null,
  }));
}

export function isOverdue(step: AssignedStep, day: string = today()): boolean {
  return step.done_at === null && step.due_date < day;
}

export interface Progress {
  done_count: number;
  total_count: number;
  overdue_count: number;
  /** 0–100. */
  progress: number;
  /** Not Started, In Progress or Completed. */
  status: string;
  /** The last step's due date. */
  due_date: string | null;
}

export function progressOf(assignment: WorkflowAssignment, day: string = today()): Progress {
  const done = assignment.tasks.filter((step) => step.done_at !== null).length;
  const total = assignment.tasks.length;
  return {
    done_count: done,
    total_count: total,
    overdue_count: assignment.tasks.filter((step) => isOverdue(step, day)).length,
    progress: total === 0 ? 0 : Math.round((done / total) * 100),
    status: done === 0 ? 'Not Started' : done === total ? 'Completed' : 'In Progress',
    due_date: assignment.tasks.reduce<string | null>((last, step) => (last === null || step.due_date > last ? step.due_date : last), null),
  };
}

/** The staff member a step is for: its owner when a staff member, else the staff member it is assigned to. */
export function staffOf(
  assignment: Pick<WorkflowAssignment, 'assigned_type' | 'assigned_id'>,
  step: Pick<AssignedStep, 'owner_type' | 'owner_id'>,
): number | null {
  if (step.owner_type === 'staff') return step.owner_id;
  return assignment.assigned_type === 'staff' ? assignment.assigned_id : null;
}

/** The calendar entry of an assigned calendar event step, on its due date at the step's time. */
export function eventOf(
  assignment: Pick<WorkflowAssignment, 'id' | 'assigned_type' | 'assigned_id' | 'workflow_name'>,
  assigned: AssignedStep,
  step: WorkflowStep,
  date: string = assigned.due_date,
  startTime: string = step.start_time ?? '09:00',
  duration: number = step.duration_minutes ?? 60,
): NewRow<WorkflowEvent> {
  return {
    assignworkflow_id: assignment.id,
    step_id: step.id,
    title: `${step.name} (${assignment.workflow_name})`,
    staff_id: staffOf(assignment, assigned),
    date,
    start_time: startTime,
    end_time: timeOfMinutes(Math.min(minutesOf(startTime) + duration, 23 * 60 + 59)),
  };
}
