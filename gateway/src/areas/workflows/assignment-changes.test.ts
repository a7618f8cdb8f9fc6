// Changing an assignment after the fact, through GraphQL against the stand-in: unassigning it (its message, gone from
// the lists and its calendar entries with it, refused to a therapist), moving its calendar event by the entry's id
// (the step's due date follows; a day before the assignment date is refused beside the field) and cancelling that
// event (off the calendar, the step kept, a second cancel not found, scheduled again as a new entry).
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../dates/clock.js';
import { startStack, type Stack } from '../../test/stack.js';

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

interface Task {
  stepId: string;
  type: string;
  dueDate: string;
  event: { id: string; date: string; startTime: string; endTime: string } | null;
}
interface Assignment {
  id: string;
  tasks: Task[];
}

const taskFields = 'tasks { stepId type dueDate event { id date startTime endTime } }';
const assignmentQuery = `query($id: ID!) { workflowAssignment(id: $id) { id ${taskFields} } }`;
const eventsQuery = 'query($f: WorkflowEventFilter!) { workflowEvents(filter: $f) { id date startTime endTime } }';

/** A two-step workflow (a task, then a 45-minute meeting two days on) assigned to the student today. */
async function assigned(name: string): Promise<Assignment> {
  const created = await ok<{ createWorkflow: { id: string } }>('mutation($i: WorkflowInput!) { createWorkflow(input: $i) { id } }', {
    i: {
      name,
      steps: [
        { type: 'task', name: 'Collect consent', offsetDays: 0 },
        { type: 'calendar_event', name: 'Intake meeting', offsetDays: 2, startTime: '10:30', durationMinutes: 45 },
      ],
    },
  });
  const data = await ok<{ assignWorkflow: Assignment }>(`mutation($i: AssignWorkflowInput!) { assignWorkflow(input: $i) { id ${taskFields} } }`, {
    i: { workflowId: created.createWorkflow.id, assignedType: 'student', assignedId: studentId, startDate: day(0) },
  });
  return data.assignWorkflow;
}

const meetingOf = (assignment: Assignment) => assignment.tasks.find((task) => task.type === 'calendar_event')!;

describe('changing a workflow assignment', () => {
  it('unassigns it with the API message: gone from the lists, its calendar event with it; a therapist is refused', async () => {
    const assignment = await assigned('Unassign workflow');
    const event = meetingOf(assignment).event!;
    const therapist = await stack.signIn('Therapist');
    const refused = await stack.gql('mutation($id: ID!) { unassignWorkflow(id: $id) { message } }', { id: assignment.id }, therapist);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const data = await ok<{ unassignWorkflow: { ok: boolean; message: string } }>('mutation($id: ID!) { unassignWorkflow(id: $id) { ok message } }', {
      id: assignment.id,
    });
    expect(data.unassignWorkflow).toEqual({ ok: true, message: 'Workflow unassigned successfully.' });
    const list = await ok<{ workflowAssignments: { id: string }[] }>(
      'query($f: WorkflowAssignmentFilter) { workflowAssignments(filter: $f) { id } }',
      { f: { assignedType: 'student', assignedId: studentId } },
    );
    expect(list.workflowAssignments.map((row) => row.id)).not.toContain(assignment.id);
    const calendar = await ok<{ workflowEvents: { id: string }[] }>(eventsQuery, { f: { from: day(0), to: day(7) } });
    expect(calendar.workflowEvents.map((entry) => entry.id)).not.toContain(event.id);
    expect((await stack.gql(assignmentQuery, { id: assignment.id }, office)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('moves its calendar event by the entry id, the step due that day; a day before the assignment date is refused', async () => {
    const assignment = await assigned('Reschedule workflow');
    const event = meetingOf(assignment).event!;
    expect(event).toMatchObject({ date: day(2), startTime: '10:30', endTime: '11:15' });
    const move = 'mutation($id: ID!, $i: WorkflowEventMoveInput!) { rescheduleWorkflowEvent(id: $id, input: $i) { id date startTime endTime } }';

    const moved = await ok<{ rescheduleWorkflowEvent: { id: string; date: string; startTime: string; endTime: string } }>(move, {
      id: event.id,
      i: { date: day(4), startTime: '14:00', durationMinutes: 30 },
    });
    expect(moved.rescheduleWorkflowEvent).toEqual({ id: event.id, date: day(4), startTime: '14:00', endTime: '14:30' });
    const reread = await ok<{ workflowAssignment: Assignment }>(assignmentQuery, { id: assignment.id });
    expect(meetingOf(reread.workflowAssignment)).toMatchObject({ dueDate: day(4), event: { id: event.id, date: day(4), startTime: '14:00' } });

    const early = await stack.gql(move, { id: event.id, i: { date: day(-1), startTime: '14:00' } }, office);
    expect(early.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(early.errors![0]!.extensions!.fieldErrors).toMatchObject({
      date: ['A step cannot be due before the workflow starts: choose the assignment date or a later day.'],
    });
  });

  it('cancels its calendar event: off the calendar, the step kept, a second cancel not found, then scheduled again', async () => {
    const assignment = await assigned('Cancel event workflow');
    const event = meetingOf(assignment).event!;
    const cancel = 'mutation($id: ID!) { cancelWorkflowEvent(id: $id) { ok message } }';

    const data = await ok<{ cancelWorkflowEvent: { ok: boolean; message: string } }>(cancel, { id: event.id });
    expect(data.cancelWorkflowEvent).toEqual({ ok: true, message: 'Calendar event cancelled.' });
    const calendar = await ok<{ workflowEvents: { id: string }[] }>(eventsQuery, { f: { from: day(0), to: day(7) } });
    expect(calendar.workflowEvents.map((entry) => entry.id)).not.toContain(event.id);
    const reread = await ok<{ workflowAssignment: Assignment }>(assignmentQuery, { id: assignment.id });
    expect(reread.workflowAssignment.tasks).toHaveLength(2);
    expect(meetingOf(reread.workflowAssignment)).toMatchObject({ dueDate: day(2), event: null });
    expect((await stack.gql(cancel, { id: event.id }, office)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const again = await ok<{ scheduleWorkflowEvent: { id: string; date: string; startTime: string; endTime: string } }>(
      'mutation($i: WorkflowEventInput!) { scheduleWorkflowEvent(input: $i) { id date startTime endTime } }',
      { i: { assignworkflowId: assignment.id, stepId: meetingOf(assignment).stepId, date: day(3), startTime: '09:00', durationMinutes: 60 } },
    );
    expect(again.scheduleWorkflowEvent).toMatchObject({ date: day(3), startTime: '09:00', endTime: '10:00' });
    expect(again.scheduleWorkflowEvent.id).not.toBe(event.id);
  });
});
