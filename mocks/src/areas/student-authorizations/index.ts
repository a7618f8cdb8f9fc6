// A student's authorisations: list, add (or copy from an existing one with
// copy_from_id), read, edit, delete, restore, permanent delete, the services and billing codes each carries, and
// the lookups by BCBA, by staff and by parameters.
import type { Request, Response, Router } from 'express';
import type { Db } from '../../db/index.js';
import { parseId, readIds } from '../../kit/ids.js';
import { listParams, textParam } from '../../kit/list-query.js';
import type { Area, AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { logActivity } from '../student-activity/activity.js';
import { seesStudent, studentGuard } from '../students/access.js';
import { calendarDate } from '../students/filters.js';
import { relatedRecords } from '../students/related.js';
import type { Student } from '../students/student.js';
import { students } from '../students/table.js';
import {
  authorizationServicesTable,
  authorizationsTable,
  type AuthorizationService,
  type StudentAuthorization,
} from './authorization.js';
import { readAuthorizationInput, readServices, validateAuthorization } from './input.js';
import { seedAuthorizations, seedAuthorizationServices } from './seed.js';

export function authorizationTables(db: Db) {
  const authorizations = db.defineTable<StudentAuthorization>(authorizationsTable, (faker) => seedAuthorizations(faker, db));
  const services = db.defineTable<AuthorizationService>(authorizationServicesTable, (faker) =>
    seedAuthorizationServices(faker, db, authorizations.all()),
  );
  return { authorizations, services };
}

function register(router: Router, { db, auth }: AreaContext): void {
  const { authorizations, services } = authorizationTables(db);
  const studentTable = students(db);
  const read = studentGuard(auth, 'List');
  const write = studentGuard(auth, 'Edit');
  const remove = studentGuard(auth, 'Delete');

  const visibleStudent = (req: Request, id: number | undefined): Student | undefined => {
    const student = id === undefined ? undefined : studentTable.find(id);
    return student && seesStudent(callerOf(req).user, student) ? student : undefined;
  };
  const servicesOf = (id: number) => services.active().filter((service) => service.authorization_id === id);
  const present = (row: StudentAuthorization) => ({ ...row, services: servicesOf(row.id) });
  const visibleRows = (req: Request, rows: StudentAuthorization[]) => {
    const user = callerOf(req).user;
    return rows.filter((row) => {
      const student = studentTable.find(row.student_id);
      return student !== undefined && seesStudent(user, student);
    });
  };

  /** The authorisation a path names (deleted ones too when asked), when its student is visible. */
  const authorizationOf = (req: Request, res: Response, withDeleted = false): StudentAuthorization | undefined => {
    const id = parseId(req.params.id);
    const row = id === undefined ? undefined : withDeleted ? authorizations.get(id) : authorizations.find(id);
    if (!row || !visibleStudent(req, row.student_id)) {
      notFound(res, 'Authorization not found.');
      return undefined;
    }
    return row;
  };
  const log = (req: Request, row: StudentAuthorization, action: string) =>
    logActivity(db, {
      studentId: row.student_id,
      user: callerOf(req).user,
      module: 'Authorization',
      action,
      description: `${action[0]!.toUpperCase()}${action.slice(1)} authorization ${row.authorization_number}.`,
    });

  router.get('/student-authorization/list/:id', ...read, (req, res) => {
    const student = visibleStudent(req, parseId(req.params.id));
    if (!student) {
      notFound(res, 'Student not found.');
      return;
    }
    const onlyDeleted = ['1', 'true'].includes(textParam(listParams(req), 'only_deleted') ?? '');
    const pool = onlyDeleted ? authorizations.deleted() : authorizations.active();
    const rows = pool.filter((row) => row.student_id === student.id).sort((a, b) => b.end_date.localeCompare(a.end_date) || b.id - a.id);
    ok(res, { data: rows.map(present) });
  });

  router.post('/student-authorization', ...write, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const student = visibleStudent(req, parseId(body.student_id));
    if (!student) {
      unprocessable(res, new FieldErrors().add('student_id', body.student_id === undefined ? 'The student id field is required.' : 'The selected student id is invalid.'));
      return;
    }
    // A copy starts from the original's values and services; what the body sends replaces them.
    const copyFromId = parseId(body.copy_from_id);
    const original = copyFromId === undefined ? undefined : authorizations.find(copyFromId);
    if (copyFromId !== undefined && (!original || original.student_id !== student.id)) {
      unprocessable(res, new FieldErrors().add('copy_from_id', 'The selected copy from id is invalid.'));
      return;
    }
    const input = readAuthorizationInput(body);
    const base: Partial<StudentAuthorization> = original
      ? (({ id: _i, created_at: _c, updated_at: _u, deleted_at: _d, ...rest }) => ({ ...rest, units_used: 0 }))(original)
      : { units_used: 0, unit_minutes: 15, frequency: 'Total', status: 'Approved', notes: null, service_line_id: null, bcba_id: null };
    const values = { ...base, ...input, student_id: student.id, copied_from_id: original?.id ?? null };
    const errors = validateAuthorization(db, authorizations, values);
    if (!errors.empty) {
      unprocessable(res, errors);
      return;
    }
    values.start_date = calendarDate(String(values.start_date))!;
    values.end_date = calendarDate(String(values.end_date))!;
    const row = authorizations.insert(values as StudentAuthorization);
    if (original) {
      for (const service of servicesOf(original.id)) {
        services.insert({ authorization_id: row.id, service_id: service.service_id, billing_code_id: service.billing_code_id, total_units: service.total_units, units_used: 0, rate: service.rate });
      }
    }
    log(req, row, original ? 'copied' : 'added');
    ok(res, { message: 'Authorization created successfully.', data: present(row) });
  });

  router.get('/student-authorization/:id', ...read, (req, res) => {
    const row = authorizationOf(req, res);
    if (row) ok(res, { data: present(row) });
  });

  router.put('/student-authorization/:id', ...write, (req, res) => {
    const existing = authorizationOf(req, res);
    if (!existing) return;
    const input = readAuthorizationInput(req.body);
    const errors = validateAuthorization(db, authorizations, input, existing);
    if (!errors.empty) {
      unprocessable(res, errors);
      return;
    }
    if (typeof input.start_date === 'string') input.start_date = calendarDate(input.start_date)!;
    if (typeof input.end_date === 'string') input.end_date = calendarDate(input.end_date)!;
    const row = authorizations.update(existing.id, input)!;
    log(req, row, 'updated');
    ok(res, { message: 'Authorization updated successfully.', data: present(row) });
  });

  router.delete('/student-authorization/:id', ...remove, (req, res) => {
    const existing = authorizationOf(req, res);
    if (!existing) return;
    const row = authorizations.softDelete(existing.id)!;
    log(req, row, 'deleted');
    ok(res, { message: 'Authorization deleted successfully.', data: present(row) });
  });

  const bulk = (req: Request, res: Response, act: (row: StudentAuthorization) => void, verb: string) => {
    const ids = readIds(req.body ?? req.query);
    if (!ids) {
      unprocessable(res, new FieldErrors().add('ids', 'The id or ids field is required.'));
      return;
    }
    const wanted = new Set(ids);
    const rows = visibleRows(req, authorizations.deleted().filter((row) => wanted.has(row.id)));
    if (rows.length === 0) {
      notFound(res, 'Authorization not found.');
      return;
    }
    for (const row of rows) act(row);
    ok(res, { message: `Authorization ${verb} successfully.`, data: { ids: rows.map((row) => row.id) } });
  };
  router.post('/student-auth-restore', ...remove, (req, res) =>
    bulk(req, res, (row) => {
      authorizations.restore(row.id);
      log(req, row, 'restored');
    }, 'restored'),
  );
  router.post('/student-auth-permanent-delete', ...remove, (req, res) =>
    bulk(req, res, (row) => {
      authorizations.purge(row.id);
      for (const service of services.all().filter((entry) => entry.authorization_id === row.id)) services.purge(service.id);
    }, 'permanently deleted'),
  );

  // Replaces the services an authorisation covers.
  router.post('/student-authorization/services', ...write, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const authorizationId = parseId(body.authorization_id);
    const authorization = authorizationId === undefined ? undefined : authorizations.find(authorizationId);
    const errors = new FieldErrors();
    if (!authorization || !visibleStudent(req, authorization.student_id)) {
      errors.add('authorization_id', body.authorization_id === undefined ? 'The authorization id field is required.' : 'The selected authorization id is invalid.');
    }
    const list = readServices(db, body.services, errors);
    if (!errors.empty || !authorization) {
      unprocessable(res, errors);
      return;
    }
    for (const service of servicesOf(authorization.id)) services.purge(service.id);
    for (const service of list) services.insert({ authorization_id: authorization.id, ...service });
    log(req, authorization, 'updated the services of');
    ok(res, { message: 'Authorization services saved successfully.', data: servicesOf(authorization.id) });
  });

  router.get('/student-authorization-services/:id', ...read, (req, res) => {
    const row = authorizationOf(req, res);
    if (row) ok(res, { data: servicesOf(row.id) });
  });

  router.get('/student-authorization-services-billing-codes/:id', ...read, (req, res) => {
    const row = authorizationOf(req, res);
    if (!row) return;
    // The billing codes area's rows when it is there; otherwise the stand-in catalogue in the same shape.
    const rows: Record<string, unknown>[] = db.tableNames().includes('billing_codes')
      ? db.table('billing_codes').active().map((code) => ({ ...code }))
      : relatedRecords(db, 'billingCodes').map((code) => ({
          id: code.id, code: code.name, modifier: null, description: `Billing code ${code.name}`, rate: 20, units: 32,
          unit_minutes: 15, payer_id: code.funder_id, service_id: code.service_id, status: 1,
        }));
    const codes = new Map(rows.map((code) => [code.id, code]));
    const used = [...new Set(servicesOf(row.id).map((service) => service.billing_code_id))];
    ok(res, { data: used.flatMap((id) => (codes.has(id) ? [codes.get(id)!] : [])) });
  });

  router.get('/student-authorization-by-bcbausers/:id', ...read, (req, res) => {
    const bcba = parseId(req.params.id);
    ok(res, { data: visibleRows(req, authorizations.active().filter((row) => row.bcba_id === bcba)).map(present) });
  });

  // The authorisations of the students a staff member works with (the caller unless staff_id says).
  router.get('/all-staff-student-authorization', ...read, (req, res) => {
    const staffId = parseId(textParam(listParams(req), 'staff_id')) ?? callerOf(req).user.id;
    const theirs = new Set(studentTable.active().filter((student) => student.staff_ids.includes(staffId)).map((student) => student.id));
    ok(res, { data: visibleRows(req, authorizations.active().filter((row) => theirs.has(row.student_id))).map(present) });
  });

  // The authorisations that cover a student, funder, service or billing code on a date (all optional).
  router.get('/student-auth-by-params', ...read, (req, res) => {
    const params = listParams(req);
    const number = (key: string) => parseId(textParam(params, key));
    const dateText = textParam(params, 'date');
    const date = dateText === undefined || dateText === '' ? undefined : calendarDate(dateText);
    if (dateText !== undefined && dateText !== '' && date === undefined) {
      unprocessable(res, new FieldErrors().add('date', 'The date field must be a valid date.'));
      return;
    }
    const [student, funder, service, code] = [number('student_id'), number('funder_id'), number('service_id'), number('billing_code_id')];
    const rows = authorizations.active().filter((row) => {
      if (student !== undefined && row.student_id !== student) return false;
      if (funder !== undefined && row.funder_id !== funder) return false;
      const carried = servicesOf(row.id);
      if (service !== undefined && row.service_id !== service && !carried.some((entry) => entry.service_id === service)) return false;
      if (code !== undefined && !carried.some((entry) => entry.billing_code_id === code)) return false;
      return date === undefined || (row.start_date <= date && row.end_date >= date);
    });
    ok(res, { data: visibleRows(req, rows).map(present) });
  });
}

export const studentAuthorizationsArea: Area = { name: 'student-authorizations', register };
