// A workflow and its assignments as the stand-in keeps them. A workflow holds its steps in order; an assignment holds
// a copy of them with due dates, so changing the workflow later never moves what was assigned.
import type { Row } from '../../db/table.js';

export const stepTypes = ['task', 'calendar_event', 'document_template'] as const;
export type StepType = (typeof stepTypes)[number];

export const ownerTypes = ['staff', 'role'] as const;
export const assignedTypes = ['student', 'staff'] as const;

export interface WorkflowStep {
  id: number;
  type: StepType;
  name: string;
  description: string | null;
  /** Days after the assignment date the step is due; 0 or more. */
  offset_days: number;
  /** staff or role; null: whoever the workflow is assigned to. */
  owner_type: string | null;
  owner_id: number | null;
  /** A calendar event's start (HH:MM) and length. */
  start_time: string | null;
  duration_minutes: number | null;
  /** A document template step's template. */
  template_id: number | null;
}

export interface Workflow extends Row {
  name: string;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
  /** In order. */
  steps: WorkflowStep[];
}

export interface AssignedStep {
  id: number;
  step_id: number;
  type: StepType;
  name: string;
  due_date: string;
  owner_type: string | null;
  owner_id: number | null;
  done_at: string | null;
  done_by_id: number | null;
  done_by_name: string | null;
}

export interface WorkflowAssignment extends Row {
  workflow_id: number;
  workflow_name: string;
  /** student or staff. */
  assigned_type: string;
  assigned_id: number;
  start_date: string;
  assigned_by_name: string | null;
  tasks: AssignedStep[];
}

/** The calendar entry of an assigned calendar event step. */
export interface WorkflowEvent extends Row {
  assignworkflow_id: number;
  step_id: number;
  title: string;
  staff_id: number | null;
  date: string;
  start_time: string;
  end_time: string;
}
