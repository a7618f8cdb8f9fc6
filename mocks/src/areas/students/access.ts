// Who may do what with students. The module is 'Student List' (menu 'student-list'); reading
// needs any entry of it, writes need the entry's method (Add, Edit, Delete). Data entry during a session needs only
// the module: a therapist records data for the students they see. A therapist sees the students they work with.
import type { Request, RequestHandler, Response } from 'express';
import { superAdminType, type PermissionEntry } from '../auth/permissions.js';
import type { User } from '../../db/index.js';
import type { Auth } from '../../server/auth.js';
import { callerOf } from '../../server/auth.js';
import { forbidden, notFound } from '../../server/replies.js';
import type { Student } from './student.js';

export const studentModule = { label: 'Student List', subLabel: 'student-list' } as const;

export type StudentMethod = 'List' | 'Add' | 'Edit' | 'Delete';

function isStudentEntry(entry: PermissionEntry): boolean {
  return entry.label === studentModule.label || entry.sub_label === studentModule.subLabel;
}

export function mayUseStudents(user: User, method?: StudentMethod): boolean {
  if (user.user_type === superAdminType) return true;
  return user.permissions.some((entry) => isStudentEntry(entry) && (method === undefined || entry.method === method));
}

/** Signed in, holding the module (and the method, when one is named). */
export function studentGuard(auth: Auth, method?: StudentMethod): RequestHandler[] {
  const check: RequestHandler = (req, res, next) => {
    if (mayUseStudents(callerOf(req).user, method)) next();
    else forbidden(res);
  };
  return [auth.required, check];
}

/** A therapist works only with the students assigned to them; everyone else with the module sees all. */
export function seesStudent(user: User, student: Student): boolean {
  if (user.user_type !== 'Therapist') return true;
  return student.staff_ids.includes(user.id);
}

export function studentNotFound(res: Response): void {
  notFound(res, 'Student not found.');
}

/** The student a request names (not deleted, visible to the caller), or undefined after answering 404. */
export function visibleStudent(
  req: Request,
  res: Response,
  find: (id: number) => Student | undefined,
  id: number | undefined,
): Student | undefined {
  const student = id === undefined ? undefined : find(id);
  if (!student || !seesStudent(callerOf(req).user, student)) {
    studentNotFound(res);
    return undefined;
  }
  return student;
}
