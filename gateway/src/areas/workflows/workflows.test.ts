// Workflows through GraphQL, against the stand-in: a workflow's ordered steps saved as a whole (a bad step saves
// nothing), assigning it dates every step from the assignment date, progress counts done of total and flags overdue
// steps, completing a step records who and when, an assigned calendar event step is a calendar entry, and the
// signed-in person's overdue assignments list.
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now, nowMs } from '../../dates/clock.js';
import { startStack, type GraphQLAnswer, type Stack } from '../../test/stack.js';

let stack: Stack;
let office: string;
const studentId = '26';
const day = (offset: number) => format(addDays(now(), offset), 'yyyy-MM-dd');

beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

const ok = <T>(query: string, variables: Record<string, unknown> = {}) => stack.data<T>(query, variables, office);

function fieldErrors(answer: GraphQLAnswer): Record<string, string[]> {
  expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  return (answer.errors![0]!.extensions!.fieldErrors ?? {}) as Record<string, string[]>;
}

const stepFields = 'id type name position offsetDays ownerType ownerId ownerName startTime durationMinutes';
const assignmentFields = `id workflowId workflowName assignedType assignedId assignedName startDate status progress doneCount totalCount overdueCount dueDate
  tasks { id stepId type name done dueDate overdue ownerName doneAt doneById doneByName event { id date startTime endTime staffId title } }`;

interface Step {
  id: string;
  type: string;
  name: string;
  position: number;
  offsetDays: number;
  ownerId: string | null;
  ownerName: string | null;
}
interface Task {
  id: string;
  stepId: string;
  type: string;
  name: string;
  done: boolean;
  dueDate: string;
  overdue: boolean;
  doneAt: string | null;
  doneByName: string | null;
  event: { id: string; date: string; startTime: string; endTime: string; staffId: string | null } | null;
}
interface Assignment {
  id: string;
  workflowName: string;
  assignedName: string;
  startDate: string;
  status: string;
  progress: number;
  doneCount: number;
  totalCount: number;
  overdueCount: number;
  dueDate: string;
  tasks: Task[];
}

const createWorkflow = `mutation($i: WorkflowInput!) { createWorkflow(input: $i) { id name stepCount steps { ${stepFields} } } }`;
const assign = `mutation($i: AssignWorkflowInput!) { assignWorkflow(input: $i) { ${assignmentFields} } }`;

async function staffId(): Promise<string> {
  const data = await ok<{ allStaffs: { nodes: { id: string; name: string }[] } }>('{ allStaffs { nodes { id name } } }');
  return data.allStaffs.nodes[0]!.id;
}

async function threeStepWorkflow(name: string): Promise<{ id: string; steps: Step[] }> {
  const owner = await staffId();
  const data = await ok<{ createWorkflow: { id: string; stepCount: number; steps: Step[] } }>(createWorkflow, {
    i: {
      name,
      steps: [
        { type: 'task', name: 'Collect consent', offsetDays: 0, ownerType: 'staff', ownerId: owner },
        {
          type: 'calendar_event',
          name: 'Intake meeting',
          offsetDays: 5,
          startTime: '10:30',
          durationMinutes: 45,
          ownerType: 'staff',
          ownerId: owner,
        },
        { type: 'task', name: 'Write plan', offsetDays: 20 },
      ],
    },
  });
  expect(data.createWorkflow.stepCount).toBe(3);
  return data.createWorkflow;
}

describe('designing a workflow', () => {
  it('keeps the steps in the order sent, with owners, and reorders them on update', async () => {
    const workflow = await threeStepWorkflow('Intake for tests');
    expect(workflow.steps.map((step) => [step.position, step.name, step.offsetDays])).toEqual([
      [1, 'Collect consent', 0],
      [2, 'Intake meeting', 5],
      [3, 'Write plan', 20],
    ]);
    expect(workflow.steps[0]!.ownerName).toBeTruthy();
    const [first, second, third] = workflow.steps;
    const reordered = await ok<{ updateWorkflow: { steps: Step[] } }>(
      `mutation($id: ID!, $i: WorkflowInput!) { updateWorkflow(id: $id, input: $i) { steps { ${stepFields} } } }`,
      {
        id: workflow.id,
        i: {
          name: 'Intake for tests',
          steps: [second, first, third].map((step) => ({
            id: step!.id,
            type: step!.type,
            name: step!.name,
            offsetDays: step!.offsetDays,
            startTime: step!.type === 'calendar_event' ? '10:30' : null,
          })),
        },
      },
    );
    expect(reordered.updateWorkflow.steps.map((step) => [step.id, step.position])).toEqual([
      [second!.id, 1],
      [first!.id, 2],
      [third!.id, 3],
    ]);
    const tasks = await ok<{ workflowTasks: Step[]; workflowCalendarEvents: Step[] }>(
      `query($w: ID!) { workflowTasks(workflowId: $w) { ${stepFields} } workflowCalendarEvents(workflowId: $w) { ${stepFields} } }`,
      { w: workflow.id },
    );
    expect(tasks.workflowTasks.map((step) => step.name)).toEqual(['Collect consent', 'Write plan']);
    expect(tasks.workflowCalendarEvents.map((step) => step.name)).toEqual(['Intake meeting']);
  });

  it('refuses a step due before the workflow starts or without a name, and saves none of the steps', async () => {
    const answer = await stack.gql(
      createWorkflow,
      {
        i: {
          name: 'Half saved',
          steps: [
            { type: 'task', name: 'Fine', offsetDays: 0 },
            { type: 'task', name: '  ', offsetDays: 1 },
            { type: 'task', name: 'Too early', offsetDays: -2 },
          ],
        },
      },
      office,
    );
    const errors = fieldErrors(answer);
    expect(errors['steps.1.name']).toEqual(['Every step needs a name.']);
    expect(errors['steps.2.offsetDays']).toEqual(['A step cannot be due before the workflow starts: give 0 days or more after the assignment date.']);
    expect(errors['steps.0.name']).toBeUndefined();
    const list = await ok<{ workflows: { nodes: { name: string }[] } }>('{ workflows(page: { perPage: 500 }) { nodes { name } } }');
    expect(list.workflows.nodes.map((workflow) => workflow.name)).not.toContain('Half saved');

    const existing = await threeStepWorkflow('Untouched by a bad update');
    const update = await stack.gql(
      `mutation($id: ID!, $i: WorkflowInput!) { updateWorkflow(id: $id, input: $i) { id } }`,
      {
        id: existing.id,
        i: {
          name: 'Untouched by a bad update',
          steps: [
            { type: 'task', name: 'Only step', offsetDays: 0 },
            { type: 'task', name: '', offsetDays: 3 },
          ],
        },
      },
      office,
    );
    expect(fieldErrors(update)['steps.1.name']).toEqual(['Every step needs a name.']);
    const after = await ok<{ workflow: { steps: Step[] } }>(`query($id: ID!) { workflow(id: $id) { steps { ${stepFields} } } }`, { id: existing.id });
    expect(after.workflow.steps.map((step) => step.name)).toEqual(['Collect consent', 'Intake meeting', 'Write plan']);
  });

  it('refuses a single step added with a negative offset', async () => {
    const workflow = await threeStepWorkflow('Single step checks');
    const answer = await stack.gql(
      `mutation($i: WorkflowStepItemInput!) { createWorkflowTask(input: $i) { id } }`,
      { i: { workflowId: workflow.id, name: 'Backdated', offsetDays: -1 } },
      office,
    );
    expect(fieldErrors(answer)['offsetDays']).toEqual([
      'A step cannot be due before the workflow starts: give 0 days or more after the assignment date.',
    ]);
    const added = await ok<{ createWorkflowTask: Step }>(`mutation($i: WorkflowStepItemInput!) { createWorkflowTask(input: $i) { ${stepFields} } }`, {
      i: { workflowId: workflow.id, name: 'Call family', offsetDays: 1, position: 2 },
    });
    expect(added.createWorkflowTask.position).toBe(2);
  });
});

describe('assigning a workflow', () => {
  it('dates every step from the assignment date, counts progress and flags overdue steps', async () => {
    const workflow = await threeStepWorkflow('Assigned ten days ago');
    const start = day(-10);
    const data = await ok<{ assignWorkflow: Assignment }>(assign, {
      i: { workflowId: workflow.id, assignedType: 'student', assignedId: studentId, startDate: start },
    });
    const assignment = data.assignWorkflow;
    expect(assignment.startDate).toBe(start);
    expect(assignment.assignedName).toBeTruthy();
    expect(assignment.tasks.map((task) => [task.name, task.dueDate, task.overdue])).toEqual([
      ['Collect consent', day(-10), true],
      ['Intake meeting', day(-5), true],
      ['Write plan', day(10), false],
    ]);
    expect([assignment.doneCount, assignment.totalCount, assignment.overdueCount, assignment.progress, assignment.status]).toEqual([
      0,
      3,
      2,
      0,
      'Not Started',
    ]);
    expect(assignment.dueDate).toBe(day(10));

    const student = await ok<{ studentWorkflows: Assignment[] }>(`query($s: ID!) { studentWorkflows(studentId: $s) { ${assignmentFields} } }`, {
      s: studentId,
    });
    expect(student.studentWorkflows.find((row) => row.id === assignment.id)?.overdueCount).toBe(2);
    const byWorkflow = await ok<{ workflowAssignments: Assignment[] }>(`query($w: ID!) { workflowAssignments(filter: { workflowId: $w }) { id } }`, {
      w: workflow.id,
    });
    expect(byWorkflow.workflowAssignments.map((row) => row.id)).toEqual([assignment.id]);
    const counted = await ok<{ workflow: { openAssignments: number; overdueAssignments: number } }>(
      `query($id: ID!) { workflow(id: $id) { openAssignments overdueAssignments } }`,
      { id: workflow.id },
    );
    expect(counted.workflow).toEqual({ openAssignments: 1, overdueAssignments: 1 });
  });

  it('puts an assigned calendar event step in the calendar on its due date', async () => {
    const workflow = await threeStepWorkflow('Calendar event workflow');
    const owner = await staffId();
    const data = await ok<{ assignWorkflow: Assignment }>(assign, {
      i: { workflowId: workflow.id, assignedType: 'student', assignedId: studentId, startDate: day(1) },
    });
    const event = data.assignWorkflow.tasks.find((task) => task.type === 'calendar_event')!.event!;
    expect(event).toMatchObject({ date: day(6), startTime: '10:30', endTime: '11:15', staffId: owner });
    const calendar = await ok<{ workflowEvents: { id: string; title: string; assignedName: string }[] }>(
      `query($f: WorkflowEventFilter!) { workflowEvents(filter: $f) { id title assignedName startsAt endsAt } }`,
      { f: { from: day(6), to: day(6), staffIds: [owner] } },
    );
    expect(calendar.workflowEvents.find((entry) => entry.id === event.id)?.title).toBe('Intake meeting (Calendar event workflow)');
  });

  it('records who completed a step and when, and reopens it', async () => {
    const workflow = await threeStepWorkflow('Completed step workflow');
    const { assignWorkflow } = await ok<{ assignWorkflow: Assignment }>(assign, {
      i: { workflowId: workflow.id, assignedType: 'student', assignedId: studentId, startDate: day(-1) },
    });
    const first = assignWorkflow.tasks[0]!;
    const complete = `mutation($id: ID!, $i: CompleteWorkflowStepInput!) { completeWorkflowStep(id: $id, input: $i) { ${assignmentFields} } }`;
    const done = (await ok<{ completeWorkflowStep: Assignment }>(complete, { id: assignWorkflow.id, i: { stepId: first.stepId } }))
      .completeWorkflowStep;
    const step = done.tasks[0]!;
    expect(step.done).toBe(true);
    expect(step.overdue).toBe(false);
    expect(step.doneByName).toBe('Dana Whitfield');
    expect(Math.abs(Date.parse(step.doneAt!) - nowMs())).toBeLessThan(60_000);
    expect([done.doneCount, done.totalCount, done.progress, done.status, done.overdueCount]).toEqual([1, 3, 33, 'In Progress', 0]);
    const reopened = (await ok<{ completeWorkflowStep: Assignment }>(complete, { id: assignWorkflow.id, i: { stepId: first.stepId, done: false } }))
      .completeWorkflowStep;
    expect(reopened.tasks[0]).toMatchObject({ done: false, doneAt: null, doneByName: null, overdue: true });
  });

  it('refuses an explicit step date before the assignment date, and assigns nothing', async () => {
    const workflow = await threeStepWorkflow('Explicit dates workflow');
    const answer = await stack.gql(
      assign,
      {
        i: {
          workflowId: workflow.id,
          assignedType: 'student',
          assignedId: studentId,
          startDate: day(0),
          stepDates: [{ stepId: workflow.steps[2]!.id, dueDate: day(-3) }],
        },
      },
      office,
    );
    expect(fieldErrors(answer)['stepDates.0.dueDate']).toEqual([
      'A step cannot be due before the workflow starts: choose the assignment date or a later day.',
    ]);
    const none = await ok<{ workflowAssignments: Assignment[] }>(`query($w: ID!) { workflowAssignments(filter: { workflowId: $w }) { id } }`, {
      w: workflow.id,
    });
    expect(none.workflowAssignments).toEqual([]);
    const later = await ok<{ assignWorkflow: Assignment }>(assign, {
      i: {
        workflowId: workflow.id,
        assignedType: 'student',
        assignedId: studentId,
        startDate: day(0),
        stepDates: [{ stepId: workflow.steps[2]!.id, dueDate: day(3) }],
      },
    });
    expect(later.assignWorkflow.tasks[2]!.dueDate).toBe(day(3));
  });

  it("lists the signed-in person's assignments with an overdue step they own", async () => {
    const workflow = await threeStepWorkflow('Staff overdue workflow');
    const me = await ok<{ me: { id: string } }>('{ me { id } }');
    const { assignWorkflow } = await ok<{ assignWorkflow: Assignment }>(assign, {
      i: { workflowId: workflow.id, assignedType: 'staff', assignedId: me.me.id, startDate: day(-30) },
    });
    const mine = await ok<{ myOverdueWorkflowAssignments: Assignment[] }>(`{ myOverdueWorkflowAssignments { id overdueCount } }`);
    expect(mine.myOverdueWorkflowAssignments.find((row) => row.id === assignWorkflow.id)?.overdueCount).toBe(3);
    expect(mine.myOverdueWorkflowAssignments.every((row) => row.overdueCount > 0)).toBe(true);
  });
});
