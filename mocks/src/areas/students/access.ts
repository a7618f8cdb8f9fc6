// Who may do what with students. The module is 'Student List' (menu 'student-list'); reading
// needs any entry of it, writes need the entry's method (Add, Edit, Delete). Data entry during a session needs only
// the module: a therapist records data for the students they see. A therapist sees the students they work with.
import type { RequestHandler } from 'express';
import { superAdminType, type PermissionEntry } from '../auth/permissions.js';
import type { User } from '../../db/index.js';
import type { Auth } from '../../server/auth.js';
import { callerOf } from '../../server/auth.js';
import { forbidden } from '../../server/replies.js';
import type { AccessGuards, Operation, OwnerSpec } from '../../kit/types.js';
import type { Student } from './student.js';
import { students } from './table.js';

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

/** A therapist works only with the students assigned to them, a parent sees their own children; everyone else with the module sees all. */
export function seesStudent(user: User, student: Student): boolean {
  if (user.user_type === 'Parent') return student.parent_id === user.id;
  if (user.user_type !== 'Therapist') return true;
  return student.staff_ids.includes(user.id);
}

/** A student resource's guards: the module method each call needs (the deleted list, restore and permanent delete take the remove method). */
export function studentAccess(methods: { read: StudentMethod; create: StudentMethod; write: StudentMethod; remove: StudentMethod }): AccessGuards {
  const byOperation: Record<Operation, StudentMethod> = {
    list: methods.read,
    all: methods.read,
    detail: methods.read,
    create: methods.create,
    update: methods.write,
    remove: methods.remove,
    deleted: methods.remove,
    restore: methods.remove,
    permanentDelete: methods.remove,
  };
  return (auth, operation) => studentGuard(auth, byOperation[operation]);
}

/** Records that belong to a student: named by the student's id and reached through a student the caller sees. */
export const studentOwner: OwnerSpec<Student> = {
  table: students,
  field: 'student_id',
  title: 'Student',
  visible: (student, req) => seesStudent(callerOf(req).user, student),
};
