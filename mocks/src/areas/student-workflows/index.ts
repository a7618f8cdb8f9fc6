// The workflows assigned to a student: GET assign-workflow with assigned_type=student and assigned_id (the
// workflow-assignment filters: assigned_type, assigned_id, assignworkflow_id, workflow_id).
// Read only here; the workflows area owns their design and assignment.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow, Row } from '../../db/table.js';
import { listParams, textParam } from '../../kit/list-query.js';
import type { Area } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { ok } from '../../server/replies.js';
import { seesStudent, studentGuard } from '../students/access.js';
import { detailedStudents, students } from '../students/table.js';
import { dayOf } from '../../kit/dates.js';

export interface WorkflowTask {
  name: string;
  done: boolean;
  due_date: string | null;
}

export interface WorkflowAssignment extends Row {
  workflow_id: number;
  workflow_name: string;
  assigned_type: string;
  assigned_id: number;
  /** Not Started, In Progress, Completed. */
  status: string;
  tasks: WorkflowTask[];
  due_date: string | null;
}

const workflows: [number, string, string[]][] = [
  [1, 'New Client Onboarding', ['Collect intake forms', 'Verify insurance', 'Schedule assessment', 'Write treatment plan']],
  [2, 'Reauthorization', ['Update progress report', 'Submit to funder', 'Record new authorization']],
  [3, 'Annual Assessment', ['Schedule VB-MAPP', 'Score assessment', 'Review goals with family']],
  [4, 'Discharge', ['Final progress report', 'Transition plan', 'Close authorizations']],
];

function seedAssignments(faker: Faker, db: Db): NewRow<WorkflowAssignment>[] {
  return detailedStudents(db)
    .filter((student) => student.id % 2 === 0)
    .map((student) => {
      const [id, name, tasks] = faker.helpers.arrayElement(workflows);
      const done = faker.number.int({ min: 0, max: tasks.length });
      return {
        workflow_id: id,
        workflow_name: name,
        assigned_type: 'student',
        assigned_id: student.id,
        status: done === 0 ? 'Not Started' : done === tasks.length ? 'Completed' : 'In Progress',
        tasks: tasks.map((task, index) => ({ name: task, done: index < done, due_date: dayOf(faker.date.soon({ days: 60 })) })),
        due_date: dayOf(faker.date.soon({ days: 90 })),
      };
    });
}

export const studentWorkflowsArea: Area = {
  name: 'student-workflows',
  register(router, { db, auth }) {
    const table = db.defineTable<WorkflowAssignment>('workflow_assignments', (faker) => seedAssignments(faker, db));
    router.get('/assign-workflow', ...studentGuard(auth, 'List'), (req, res) => {
      const params = listParams(req);
      const type = textParam(params, 'assigned_type');
      const id = textParam(params, 'assigned_id');
      const workflow = textParam(params, 'workflow_id');
      const assignment = textParam(params, 'assignworkflow_id');
      const user = callerOf(req).user;
      const rows = table.active().filter((row) => {
        if (type && row.assigned_type !== type) return false;
        if (id && String(row.assigned_id) !== id) return false;
        if (workflow && String(row.workflow_id) !== workflow) return false;
        if (assignment && String(row.id) !== assignment) return false;
        if (row.assigned_type !== 'student') return true;
        const student = students(db).find(row.assigned_id);
        return student !== undefined && seesStudent(user, student);
      });
      ok(res, { data: rows.map((row) => ({ ...row, progress: row.tasks.length === 0 ? 0 : Math.round((row.tasks.filter((task) => task.done).length / row.tasks.length) * 100) })) });
    });
  },
};
