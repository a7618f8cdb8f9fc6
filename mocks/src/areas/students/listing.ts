// The student list and detail as the API answers them: each student with its agency id, funder, staff and service
// line ids, and its authorizations (not deleted), which the portal flags when they end soon or run low.
import type { Request } from 'express';
import type { Db, User } from '../../db/index.js';
import { readListQuery } from '../../kit/list-query.js';
import { applyFilters, applySearch, applySort } from '../../kit/list-rows.js';
import { callerOf } from '../../server/auth.js';
import type { FieldErrors } from '../../server/validation.js';
import { defaultPerPage } from '../../kit/define-resource.js';
import type { StudentAuthorization } from '../student-authorizations/authorization.js';
import { seesStudent } from './access.js';
import { coverageByStudent, filterErrors, studentFilters, withinAuthorizationWindow, type StudentCoverage } from './filters.js';
import { fullName, type Student } from './student.js';

/** A student with the name the list searches and sorts by; its authorizations are added for the rows answered. */
export type NamedStudent = Student & { name: string };
/** A student as the API answers it: named, with its authorizations. */
export type ListedStudent = NamedStudent & { authorizations: StudentAuthorization[] };

export const searchableFields = [
  'name',
  'first_name',
  'last_name',
  'preferred_name',
  'client_code',
  'email',
  'phone',
  'guardian_name',
  'guardian_email',
  'school_name',
] as const satisfies readonly (keyof NamedStudent)[];

export function presentStudent(student: Student, coverage: Map<number, StudentCoverage>): ListedStudent {
  return {
    ...student,
    name: fullName(student),
    authorizations: [...(coverage.get(student.id)?.authorizations ?? [])].sort((a, b) => b.end_date.localeCompare(a.end_date)),
  };
}

export type StudentQuery =
  | { errors: FieldErrors }
  | {
      errors: undefined;
      rows: NamedStudent[];
      page: number;
      perPage: number;
      /** The row as the API answers it, with its authorizations. */
      present: (row: NamedStudent) => ListedStudent;
    };

/**
 * The students a list or export call asks for: filtered, searched and sorted (newest first by default). Only the
 * rows a call answers with are presented with their authorizations: a page of 50 used to present every student.
 */
export function queryStudents(db: Db, req: Request, user: User, pool: Student[], defaultPerPage: number): StudentQuery {
  const query = readListQuery(req, defaultPerPage);
  const errors = filterErrors(query.params);
  if (!errors.empty) return { errors };
  const coverage = coverageByStudent(db);
  const visible = pool.filter((student) => seesStudent(user, student));
  const filtered = applyFilters(visible, studentFilters(db, coverage), query.params).filter((student) =>
    withinAuthorizationWindow(student, coverage, query.params),
  );
  const named = filtered.map((student): NamedStudent => ({ ...student, name: fullName(student) }));
  const searched = applySearch(named, searchableFields, query.search);
  return {
    errors: undefined,
    rows: applySort(searched, query),
    page: query.page,
    perPage: query.perPage,
    present: (row) => presentStudent(row, coverage),
  };
}

/** The rows a list call answers (the caller's students, filtered, searched, sorted), or the filters' errors. */
export function studentRows(db: Db, req: Request, pool: Student[]): NamedStudent[] | FieldErrors {
  const result = queryStudents(db, req, callerOf(req).user, pool, defaultPerPage);
  return result.errors ?? result.rows;
}
