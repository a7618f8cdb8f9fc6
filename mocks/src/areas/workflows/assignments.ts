// assign-workflow: assignments by the workflow-assignment filters (assigned_type, assigned_id, assignworkflow_id,
// workflow_id; the stand-in adds overdue and mine, the signed-in person's), one assignment, assigning (every step
// dated from the assignment date; an explicit date may not come before it), completing or reopening a step (who and
// when), unassigning. assign-workflow-event: the calendar entries of assigned calendar event steps, scheduling or moving
// one, and cancelling one.
import type { Request, Response, Router } from 'express';
import type { Db } from '../../db/index.js';
import { isApiDate, timestamp, today } from '../../kit/dates.js';
import { listParams, textParam } from '../../kit/list-query.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { rolesTable, type Role } from '../roles/role.js';
import { students } from '../students/table.js';
import { assignmentGuard, seesAssignment } from './access.js';
import { datedSteps, eventOf, isOverdue, staffOf } from './dating.js';
import { presentAssignment, presentEvent } from './present.js';
import { assignmentsTable, eventsTable, workflowsTable } from './tables.js';
import { assignedTypes, type WorkflowAssignment, type WorkflowEvent } from './workflow.js';

export const assignMessages = {
  workflow: 'Choose a workflow that exists.',
  empty: 'The workflow has no steps to assign.',
  assignedType: 'Assign the workflow to a student or a staff member.',
  assignee: 'Choose a student or a staff member that exists.',
  startDate: 'Give the assignment date as a real date (YYYY-MM-DD).',
  dueDate: 'A step cannot be due before the workflow starts: choose the assignment date or a later day.',
  step: 'Choose a step of this workflow.',
  time: 'Give a start time (HH:MM).',
} as const;

const isOn = (value: string | undefined) => value === '1' || value === 'true';
const body = (req: Request): Record<string, unknown> =>
  typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};

function mine(db: Db, req: Request, row: WorkflowAssignment): boolean {
  const user = callerOf(req).user;
  if (row.assigned_type === 'staff' && row.assigned_id === user.id) return true;
  // A role owns a step for every user whose type the role is named for (Therapist, Office Administrator).
  const roleOf = (id: number | null) => (id === null ? undefined : db.defineTable<Role>(rolesTable).find(id));
  return row.tasks.some((step) => staffOf(row, step) === user.id || (step.owner_type === 'role' && roleOf(step.owner_id)?.name === user.user_type));
}

function assignmentOf(db: Db, req: Request, res: Response): WorkflowAssignment | undefined {
  const row = assignmentsTable(db).find(Number(req.params['id']));
  if (!row || !seesAssignment(db, req, row)) {
    notFound(res, 'Workflow assignment not found.');
    return undefined;
  }
  return row;
}

function assigneeExists(db: Db, type: string, id: number): boolean {
  if (type === 'staff') return db.users.find(id) !== undefined;
  return students(db).find(id) !== undefined;
}

function assign(db: Db, req: Request, res: Response): void {
  const input = body(req);
  const errors = new FieldErrors();
  const workflow = workflowsTable(db).find(Number(input['workflow_id']));
  if (!workflow) errors.add('workflow_id', assignMessages.workflow);
  else if (workflow.steps.length === 0) errors.add('workflow_id', assignMessages.empty);
  const type = String(input['assigned_type'] ?? '');
  const assignedId = Number(input['assigned_id']);
  if (!assignedTypes.includes(type as never)) errors.add('assigned_type', assignMessages.assignedType);
  else if (!assigneeExists(db, type, assignedId)) errors.add('assigned_id', assignMessages.assignee);
  const start = input['start_date'] === undefined || input['start_date'] === null ? today() : input['start_date'];
  if (!isApiDate(start)) errors.add('start_date', assignMessages.startDate);
  const dates = new Map<number, string>();
  const given = Array.isArray(input['step_dates']) ? (input['step_dates'] as unknown[]) : [];
  given.forEach((item, index) => {
    const entry = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const stepId = Number(entry['step_id']);
    if (workflow && !workflow.steps.some((step) => step.id === stepId)) errors.add(`step_dates.${index}.step_id`, assignMessages.step);
    const due = entry['due_date'];
    if (!isApiDate(due)) errors.add(`step_dates.${index}.due_date`, assignMessages.startDate);
    else if (isApiDate(start) && due < start) errors.add(`step_dates.${index}.due_date`, assignMessages.dueDate);
    else dates.set(stepId, due);
  });
  if (!errors.empty || !workflow || !isApiDate(start)) {
    unprocessable(res, errors);
    return;
  }
  const user = callerOf(req).user;
  const row = assignmentsTable(db).insert({
    workflow_id: workflow.id,
    workflow_name: workflow.name,
    assigned_type: type,
    assigned_id: assignedId,
    start_date: start,
    assigned_by_name: user.name,
    tasks: datedSteps(workflow, start, dates),
  });
  for (const assigned of row.tasks) {
    const step = workflow.steps.find((candidate) => candidate.id === assigned.step_id);
    if (step?.type === 'calendar_event') eventsTable(db).insert(eventOf(row, assigned, step));
  }
  res.status(201).json({ status: true, message: 'Workflow assigned successfully.', data: presentAssignment(db)(row) });
}

function complete(db: Db, req: Request, res: Response): void {
  const row = assignmentOf(db, req, res);
  if (!row) return;
  const input = body(req);
  const stepId = Number(input['step_id']);
  if (!row.tasks.some((step) => step.step_id === stepId)) {
    unprocessable(res, new FieldErrors().add('step_id', assignMessages.step));
    return;
  }
  const done = input['done'] !== false && input['done'] !== 0 && input['done'] !== 'false';
  const user = callerOf(req).user;
  const stamp = timestamp();
  const tasks = row.tasks.map((step) =>
    step.step_id !== stepId
      ? step
      : done
        ? { ...step, done_at: step.done_at ?? stamp, done_by_id: step.done_by_id ?? user.id, done_by_name: step.done_by_name ?? user.name }
        : { ...step, done_at: null, done_by_id: null, done_by_name: null },
  );
  const updated = assignmentsTable(db).update(row.id, { tasks })!;
  ok(res, { message: done ? 'Step marked done.' : 'Step reopened.', data: presentAssignment(db)(updated) });
}

/** Schedules (POST, by assignment and step) or moves (PUT, by the entry's id) a calendar event step's entry. */
function scheduleEvent(db: Db, req: Request, res: Response, entry?: { assignworkflowId: number; stepId: number }): void {
  const input = body(req);
  const errors = new FieldErrors();
  const row = assignmentsTable(db).find(entry?.assignworkflowId ?? Number(input['assignworkflow_id']));
  if (!row || !seesAssignment(db, req, row)) {
    notFound(res, 'Workflow assignment not found.');
    return;
  }
  const workflow = workflowsTable(db).find(row.workflow_id);
  const stepId = entry?.stepId ?? Number(input['step_id']);
  const assigned = row.tasks.find((step) => step.step_id === stepId && step.type === 'calendar_event');
  const step = workflow?.steps.find((candidate) => candidate.id === assigned?.step_id);
  if (!assigned || !step) errors.add('step_id', assignMessages.step);
  const date = input['date'];
  if (!isApiDate(date)) errors.add('date', assignMessages.startDate);
  else if (date < row.start_date) errors.add('date', assignMessages.dueDate);
  const time = String(input['start_time'] ?? '');
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) errors.add('start_time', assignMessages.time);
  if (!errors.empty || !assigned || !step || !isApiDate(date)) {
    unprocessable(res, errors);
    return;
  }
  const values = eventOf(row, assigned, step, date, time, Number(input['duration_minutes'] ?? step.duration_minutes ?? 60));
  const existing = eventsTable(db)
    .active()
    .find((event) => event.assignworkflow_id === row.id && event.step_id === step.id);
  const event = existing ? eventsTable(db).update(existing.id, values)! : eventsTable(db).insert(values);
  assignmentsTable(db).update(row.id, { tasks: row.tasks.map((task) => (task.step_id === step.id ? { ...task, due_date: date } : task)) });
  ok(res, { message: entry ? 'Calendar event rescheduled.' : 'Calendar event scheduled.', data: presentEvent(db)(event) });
}

export function registerAssignments(router: Router, { db, auth }: AreaContext): void {
  const guards = assignmentGuard(auth);
  router.get('/assign-workflow', ...guards, (req, res) => {
    const params = listParams(req);
    const filters: [string, (row: WorkflowAssignment, value: string) => boolean][] = [
      ['assigned_type', (row, value) => row.assigned_type === value],
      ['assigned_id', (row, value) => String(row.assigned_id) === value],
      ['workflow_id', (row, value) => String(row.workflow_id) === value],
      ['assignworkflow_id', (row, value) => String(row.id) === value],
    ];
    const day = today();
    const rows = assignmentsTable(db)
      .active()
      .filter((row) => seesAssignment(db, req, row))
      .filter((row) =>
        filters.every(([key, test]) => {
          const value = textParam(params, key);
          return value === undefined || test(row, value);
        }),
      )
      .filter((row) => !isOn(textParam(params, 'overdue')) || row.tasks.some((step) => isOverdue(step, day)))
      .filter((row) => !isOn(textParam(params, 'mine')) || mine(db, req, row))
      .sort((a, b) => b.id - a.id);
    const present = presentAssignment(db);
    ok(res, { data: rows.map(present) });
  });
  router.post('/assign-workflow', auth.required, auth.requirePermission('certification-add'), (req, res) => assign(db, req, res));
  router.get('/assign-workflow/:id', ...guards, (req, res) => {
    const row = assignmentOf(db, req, res);
    if (row) ok(res, { data: presentAssignment(db)(row) });
  });
  router.put('/assign-workflow/:id', ...guards, (req, res) => complete(db, req, res));
  router.delete('/assign-workflow/:id', auth.required, auth.requirePermission('certification-add'), (req, res) => {
    const row = assignmentOf(db, req, res);
    if (!row) return;
    assignmentsTable(db).softDelete(row.id);
    for (const event of eventsTable(db)
      .active()
      .filter((candidate) => candidate.assignworkflow_id === row.id))
      eventsTable(db).softDelete(event.id);
    ok(res, { message: 'Workflow unassigned successfully.' });
  });
  router.get('/assign-workflow-event', auth.required, (req, res) => {
    const params = listParams(req);
    const from = textParam(params, 'from') ?? today();
    const to = textParam(params, 'to') ?? from;
    const staff = params['staff_ids'];
    const staffIds = (Array.isArray(staff) ? staff : staff === undefined ? [] : [staff]).map(String);
    const present = presentEvent(db);
    const events = eventsTable(db)
      .active()
      .filter((event) => event.date >= from && event.date <= to)
      .filter((event) => staffIds.length === 0 || (event.staff_id !== null && staffIds.includes(String(event.staff_id))))
      .filter((event) => {
        const row = assignmentsTable(db).find(event.assignworkflow_id);
        return row !== undefined && seesAssignment(db, req, row);
      })
      .sort((a, b) => `${a.date} ${a.start_time}`.localeCompare(`${b.date} ${b.start_time}`));
    ok(res, { data: events.map(present) });
  });
  router.post('/assign-workflow-event', ...guards, (req, res) => scheduleEvent(db, req, res));
  router.put('/assign-workflow-event/:id', ...guards, (req, res) => {
    const event = eventOfRequest(db, req, res);
    if (event) scheduleEvent(db, req, res, { assignworkflowId: event.assignworkflow_id, stepId: event.step_id });
  });
  // Cancelling takes the entry off the calendar; the step stays on the assignment, to be scheduled again.
  router.delete('/assign-workflow-event/:id', ...guards, (req, res) => {
    const event = eventOfRequest(db, req, res);
    if (!event) return;
    eventsTable(db).softDelete(event.id);
    ok(res, { message: 'Calendar event cancelled.' });
  });
}

/** A calendar entry the caller sees through its assignment; a 404 answered otherwise. */
function eventOfRequest(db: Db, req: Request, res: Response): WorkflowEvent | undefined {
  const event = eventsTable(db).find(Number(req.params['id']));
  const row = event ? assignmentsTable(db).find(event.assignworkflow_id) : undefined;
  if (!event || event.deleted_at || !row || row.deleted_at || !seesAssignment(db, req, row)) {
    notFound(res, 'Workflow event not found.');
    return undefined;
  }
  return event;
}
