// The authorization calls beyond its lifecycle: the services and billing codes each covers (replaced together),
// and the lookups by BCBA, by staff member and by parameters (student, funder, service, billing code, a date).
import type { Router } from 'express';
import { calendarDate } from '../../kit/dates.js';
import { parseId } from '../../kit/ids.js';
import { listParams, textParam } from '../../kit/list-query.js';
import type { ResourceParts } from '../../kit/types.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { relatedRecords } from '../students/related.js';
import { students } from '../students/table.js';
import { logAuthorization } from './activity.js';
import type { StudentAuthorization } from './authorization.js';
import { readServices } from './input.js';
import { authorizationTables, servicesByAuthorization, servicesOf } from './tables.js';

export function registerAuthorizationRoutes(router: Router, { db }: AreaContext, parts: ResourceParts<StudentAuthorization>): void {
  const { services } = authorizationTables(db);
  const read = parts.guards('list');
  const write = parts.guards('update');
  const answer = (rows: StudentAuthorization[]) => rows.map(parts.presenter());

  // Replaces the services an authorization covers.
  router.post('/student-authorization/services', ...write, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const authorizationId = parseId(body.authorization_id);
    const authorization = authorizationId === undefined ? undefined : parts.table.find(authorizationId);
    const errors = new FieldErrors();
    if (!authorization || !parts.visible(req, authorization)) {
      errors.add(
        'authorization_id',
        body.authorization_id === undefined ? 'The authorization id field is required.' : 'The selected authorization id is invalid.',
      );
    }
    const list = readServices(db, body.services, errors);
    if (!errors.empty || !authorization) {
      unprocessable(res, errors);
      return;
    }
    for (const service of servicesOf(db, authorization.id)) services.purge(service.id);
    for (const service of list) services.insert({ authorization_id: authorization.id, ...service });
    logAuthorization(db, req, authorization, 'updated the services of');
    ok(res, { message: 'Authorization services saved successfully.', data: servicesOf(db, authorization.id) });
  });

  router.get('/student-authorization-services/:id', ...read, (req, res) => {
    const row = parts.rowOf(req, res);
    if (row) ok(res, { data: servicesOf(db, row.id) });
  });

  router.get('/student-authorization-services-billing-codes/:id', ...read, (req, res) => {
    const row = parts.rowOf(req, res);
    if (!row) return;
    // The billing codes area's rows when it is there; otherwise the stand-in catalogue in the same shape.
    const rows: Record<string, unknown>[] = db.tableNames().includes('billing_codes')
      ? db
          .table('billing_codes')
          .active()
          .map((code) => ({ ...code }))
      : relatedRecords(db, 'billingCodes').map((code) => ({
          id: code.id,
          code: code.name,
          modifier: null,
          description: `Billing code ${code.name}`,
          rate: 20,
          units: 32,
          unit_minutes: 15,
          payer_id: code.funder_id,
          service_id: code.service_id,
          status: 1,
        }));
    const codes = new Map(rows.map((code) => [code.id, code]));
    const used = [...new Set(servicesOf(db, row.id).map((service) => service.billing_code_id))];
    ok(res, { data: used.flatMap((id) => (codes.has(id) ? [codes.get(id)!] : [])) });
  });

  router.get('/student-authorization-by-bcbausers/:id', ...read, (req, res) => {
    const bcba = parseId(req.params.id);
    ok(res, { data: answer(parts.table.active().filter((row) => row.bcba_id === bcba && parts.visible(req, row))) });
  });

  // The authorizations of the students a staff member works with (the caller unless staff_id says).
  router.get('/all-staff-student-authorization', ...read, (req, res) => {
    const staffId = parseId(textParam(listParams(req), 'staff_id')) ?? callerOf(req).user.id;
    const theirs = new Set(
      students(db)
        .active()
        .filter((student) => student.staff_ids.includes(staffId))
        .map((student) => student.id),
    );
    ok(res, { data: answer(parts.table.active().filter((row) => theirs.has(row.student_id) && parts.visible(req, row))) });
  });

  // The authorizations that cover a student, funder, service or billing code on a date (all optional).
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
    const carriedBy = servicesByAuthorization(db);
    const rows = parts.table.active().filter((row) => {
      if (student !== undefined && row.student_id !== student) return false;
      if (funder !== undefined && row.funder_id !== funder) return false;
      const carried = carriedBy.get(row.id) ?? [];
      if (service !== undefined && row.service_id !== service && !carried.some((entry) => entry.service_id === service)) return false;
      if (code !== undefined && !carried.some((entry) => entry.billing_code_id === code)) return false;
      return (date === undefined || (row.start_date <= date && row.end_date >= date)) && parts.visible(req, row);
    });
    ok(res, { data: answer(rows) });
  });
}
