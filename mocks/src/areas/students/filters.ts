// The student list's filters: agency_name, student_id, funder_name, staff_name,
// authorization_start_date, authorization_end_date, dob_month, dob_year, status, serviceLine, service, billingCode.
// The *_name filters carry the selected option's id (a name is matched too). Authorization dates, services, service
// lines and billing codes are matched through the student's authorizations.
import type { Db } from '../../db/index.js';
import type { FilterSpec } from '../../kit/list-rows.js';
import { FieldErrors } from '../../server/validation.js';
import { textParam } from '../../kit/list-query.js';
import { calendarDate } from '../../kit/dates.js';
import {
  authorizationServicesTable,
  authorizationsTable,
  type AuthorizationService,
  type StudentAuthorization,
} from '../student-authorizations/authorization.js';
import { relatedNames, staffRecords } from './related.js';
import type { Student } from './student.js';

/** A student's authorizations (not deleted) and the services they carry. */
export interface StudentCoverage {
  authorizations: StudentAuthorization[];
  services: AuthorizationService[];
}

/** student id → their coverage; of `only` those students when given (one record's call joins its own rows alone). */
export function coverageByStudent(db: Db, only?: ReadonlySet<number>): Map<number, StudentCoverage> {
  const services = db.table<AuthorizationService>(authorizationServicesTable);
  const coverage = new Map<number, StudentCoverage>();
  for (const authorization of db.table<StudentAuthorization>(authorizationsTable).activeAmong('student_id', only)) {
    const entry = coverage.get(authorization.student_id) ?? { authorizations: [], services: [] };
    entry.authorizations.push(authorization);
    entry.services.push(...services.activeBy('authorization_id', authorization.id));
    coverage.set(authorization.student_id, entry);
  }
  return coverage;
}

function matchesIdOrName(id: number, names: Map<number, string>, values: string[]): boolean {
  return values.some((value) => (/^\d+$/.test(value) ? Number(value) === id : (names.get(id) ?? '').toLowerCase() === value.toLowerCase()));
}

function anyIdOrName(ids: readonly number[], names: Map<number, string>, values: string[]): boolean {
  return ids.some((id) => matchesIdOrName(id, names, values));
}

/** Checks the filter parameters that have a format; the list answers 422 for a bad one. */
export function filterErrors(params: Record<string, unknown>): FieldErrors {
  const errors = new FieldErrors();
  const status = textParam(params, 'status');
  if (status !== undefined && status.trim() !== '') errors.oneOf('status', status.trim(), ['0', '1']);
  const month = textParam(params, 'dob_month');
  if (month !== undefined && month.trim() !== '' && !(/^\d{1,2}$/.test(month.trim()) && Number(month) >= 1 && Number(month) <= 12)) {
    errors.add('dob_month', 'The dob month field must be between 1 and 12.');
  }
  const year = textParam(params, 'dob_year');
  if (year !== undefined && year.trim() !== '' && !/^\d{4}$/.test(year.trim())) {
    errors.add('dob_year', 'The dob year field must be 4 digits.');
  }
  for (const field of ['authorization_start_date', 'authorization_end_date']) {
    const value = textParam(params, field);
    if (value !== undefined && value.trim() !== '' && calendarDate(value) === undefined) {
      errors.add(field, `The ${field.replace(/_/g, ' ')} field must be a valid date.`);
    }
  }
  return errors;
}

export function studentFilters(db: Db, coverage: Map<number, StudentCoverage>): Record<string, FilterSpec<Student>> {
  const covered = (student: Student): StudentCoverage => coverage.get(student.id) ?? { authorizations: [], services: [] };
  const agencies = relatedNames(db, 'agencies');
  const funders = relatedNames(db, 'funders');
  const staff = new Map(staffRecords(db).map((member) => [member.id, member.name]));
  const serviceLines = relatedNames(db, 'serviceLines');
  const services = relatedNames(db, 'services');
  const billingCodes = relatedNames(db, 'billingCodes');

  return {
    agency_name: (student, values) => matchesIdOrName(student.agency_id, agencies, values),
    student_id: (student, values) => values.includes(String(student.id)),
    funder_name: (student, values) =>
      anyIdOrName(student.funder_ids, funders, values) ||
      anyIdOrName(
        covered(student).authorizations.map((a) => a.funder_id),
        funders,
        values,
      ),
    staff_name: (student, values) => anyIdOrName(student.staff_ids, staff, values),
    status: 'status',
    dob_month: (student, values) => values.some((value) => Number(value) === Number(student.dob.slice(5, 7))),
    dob_year: (student, values) => values.includes(student.dob.slice(0, 4)),
    authorization_start_date: (student, values) => {
      const from = calendarDate(values[0]!);
      return covered(student).authorizations.some((a) => from !== undefined && a.start_date >= from);
    },
    authorization_end_date: (student, values) => {
      const to = calendarDate(values[0]!);
      return covered(student).authorizations.some((a) => to !== undefined && a.end_date <= to);
    },
    serviceLine: (student, values) =>
      anyIdOrName(student.service_line_ids, serviceLines, values) ||
      anyIdOrName(
        covered(student).authorizations.flatMap((a) => (a.service_line_id === null ? [] : [a.service_line_id])),
        serviceLines,
        values,
      ),
    service: (student, values) =>
      anyIdOrName(
        [...covered(student).authorizations.map((a) => a.service_id), ...covered(student).services.map((s) => s.service_id)],
        services,
        values,
      ),
    billingCode: (student, values) =>
      anyIdOrName(
        covered(student).services.map((s) => s.billing_code_id),
        billingCodes,
        values,
      ),
  };
}

/** Both authorization dates given: one authorization must lie within the window, not one per bound. */
export function withinAuthorizationWindow(student: Student, coverage: Map<number, StudentCoverage>, params: Record<string, unknown>): boolean {
  const from = calendarDate(textParam(params, 'authorization_start_date') ?? '');
  const to = calendarDate(textParam(params, 'authorization_end_date') ?? '');
  if (from === undefined || to === undefined) return true;
  return (coverage.get(student.id)?.authorizations ?? []).some((a) => a.start_date >= from && a.end_date <= to);
}
