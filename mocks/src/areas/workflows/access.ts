// Who reaches workflows and their assignments. Designing and assigning workflows needs 'certification-add' (the
// portal's permission for its workflow routes); a student's assignments are also read and worked through by whoever
// may see the student (the student record's workflows page), and a staff member sees the assignments given to them.
import type { Request, RequestHandler } from 'express';
import type { Db, User } from '../../db/index.js';
import { holdsPermission } from '../auth/permissions.js';
import type { Auth } from '../../server/auth.js';
import { callerOf } from '../../server/auth.js';
import { forbidden } from '../../server/replies.js';
import { mayUseStudents, seesStudent } from '../students/access.js';
import { students } from '../students/table.js';
import type { WorkflowAssignment } from './workflow.js';

export const workflowPermission = 'certification-add';

export function designsWorkflows(user: User): boolean {
  return holdsPermission(user, workflowPermission);
}

/** Signed in, and either designing workflows or holding the student module. */
export function assignmentGuard(auth: Auth): RequestHandler[] {
  const check: RequestHandler = (req, res, next) => {
    const user = callerOf(req).user;
    if (designsWorkflows(user) || mayUseStudents(user)) next();
    else forbidden(res);
  };
  return [auth.required, check];
}

export function seesAssignment(db: Db, req: Request, row: WorkflowAssignment): boolean {
  const user = callerOf(req).user;
  if (designsWorkflows(user)) return true;
  if (row.assigned_type === 'staff') return row.assigned_id === user.id;
  const student = students(db).find(row.assigned_id);
  return student !== undefined && mayUseStudents(user) && seesStudent(user, student);
}
