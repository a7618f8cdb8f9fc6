// The practice's usual workflows (intake, reauthorization, assessment, discharge) and some assigned to students over
// the last weeks, a few steps done and some overdue, with the calendar entries of their calendar event steps.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { instantAt, shiftDays, timestamp, today } from '../../kit/dates.js';
import { detailedStudents } from '../students/table.js';
import { documentTemplates } from '../templates/tables.js';
import { datedSteps, eventOf } from './dating.js';
import type { StepType, Workflow, WorkflowAssignment, WorkflowEvent, WorkflowStep } from './workflow.js';

type StepSeed = [StepType, string, number];

const designs: readonly [string, string, StepSeed[]][] = [
  [
    'New Client Onboarding',
    'From the first call to the first session.',
    [
      ['document_template', 'Collect intake forms', 0],
      ['task', 'Verify insurance', 2],
      ['calendar_event', 'Schedule assessment', 7],
      ['task', 'Write treatment plan', 14],
    ],
  ],
  [
    'Reauthorization',
    'Renew a funder authorization before it ends.',
    [
      ['task', 'Update progress report', 0],
      ['task', 'Submit to funder', 5],
      ['task', 'Record new authorization', 20],
    ],
  ],
  [
    'Annual Assessment',
    'The yearly skills assessment and goal review.',
    [
      ['calendar_event', 'Schedule VB-MAPP', 3],
      ['task', 'Score assessment', 10],
      ['calendar_event', 'Review goals with family', 14],
    ],
  ],
  [
    'Discharge',
    'Closing a client’s services.',
    [
      ['task', 'Final progress report', 0],
      ['document_template', 'Transition plan', 7],
      ['task', 'Close authorizations', 10],
    ],
  ],
  [
    'New Staff Orientation',
    'A new therapist’s first weeks.',
    [
      ['task', 'Sign policies', 0],
      ['calendar_event', 'Shadow a session', 3],
      ['task', 'Complete RBT competency', 30],
    ],
  ],
];

export function seedWorkflows(faker: Faker, db: Db): NewRow<Workflow>[] {
  const staff = db.users.active().filter((user) => user.user_type === 'Office Administrator' || user.user_type === 'Therapist');
  const template = documentTemplates(db).active()[0];
  let id = 0;
  return designs.map(([name, description, steps]) => {
    const created = faker.date.past({ years: 1 });
    return {
      name,
      description,
      status: 1,
      steps: steps.map(([type, stepName, offset]): WorkflowStep => {
        const owner = faker.helpers.maybe(() => faker.helpers.arrayElement(staff), { probability: 0.6 });
        return {
          id: (id += 1),
          type: type === 'document_template' && !template ? 'task' : type,
          name: stepName,
          description: null,
          offset_days: offset,
          owner_type: owner ? 'staff' : null,
          owner_id: owner?.id ?? null,
          start_time: type === 'calendar_event' ? '10:00' : null,
          duration_minutes: type === 'calendar_event' ? 60 : null,
          template_id: type === 'document_template' ? (template?.id ?? null) : null,
        };
      }),
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: null,
    };
  });
}

/** Every other student has a student workflow, assigned in the last 40 days, its earliest steps done. */
export function seedAssignments(faker: Faker, db: Db, workflows: Workflow[]): NewRow<WorkflowAssignment>[] {
  const forStudents = workflows.filter((workflow) => workflow.name !== 'New Staff Orientation');
  const doers = db.users.active().filter((user) => user.user_type === 'Office Administrator');
  return detailedStudents(db)
    .filter((student) => student.id % 2 === 0)
    .map((student) => {
      const workflow = faker.helpers.arrayElement(forStudents);
      const start = shiftDays(today(), -faker.number.int({ min: 0, max: 40 }));
      const done = faker.number.int({ min: 0, max: workflow.steps.length });
      const doer = faker.helpers.arrayElement(doers);
      const tasks = datedSteps(workflow, start).map((step, index) =>
        index < done && step.due_date <= today()
          ? { ...step, done_at: timestamp(instantAt(step.due_date, 15)), done_by_id: doer.id, done_by_name: doer.name }
          : step,
      );
      return {
        workflow_id: workflow.id,
        workflow_name: workflow.name,
        assigned_type: 'student',
        assigned_id: student.id,
        start_date: start,
        assigned_by_name: doer.name,
        tasks,
        created_at: timestamp(instantAt(start, 9)),
        updated_at: timestamp(instantAt(start, 9)),
        deleted_at: null,
      };
    });
}

export function seedEvents(assignments: WorkflowAssignment[], workflows: Workflow[]): NewRow<WorkflowEvent>[] {
  const byId = new Map(workflows.map((workflow) => [workflow.id, workflow]));
  return assignments.flatMap((assignment) =>
    assignment.tasks.flatMap((assigned) => {
      const step = byId.get(assignment.workflow_id)?.steps.find((candidate) => candidate.id === assigned.step_id);
      return step?.type === 'calendar_event' ? [eventOf(assignment, assigned, step)] : [];
    }),
  );
}
