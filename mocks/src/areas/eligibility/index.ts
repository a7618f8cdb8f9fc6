// Eligibility: enrolments with the clearing-house, its constants, coverage checks and batch checks. Every call is
// the 'enrollments' permission's (the portal's eligibility screens ask for it).
import type { Response } from 'express';
import { parseId } from '../../kit/ids.js';
import { permissionGuards } from '../../kit/guards.js';
import type { Area } from '../../server/area.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { listBatches, presentBatch, uploadBatch } from './batches.js';
import { listChecks, onlyFailedMessage, presentCheck, sendCheck, storeCheck } from './checks.js';
import { createEnrolment, listEnrolments, onlyUnansweredMessage, presentEnrolment, sendEnrolment } from './enrolments.js';
import { assignLetaFunder, listLetaFunders, presentLetaFunder, removeLetaFunder, setServiceTypes } from './leta-constants.js';
import { eligibilityTables } from './records.js';

export const eligibilityPermission = 'enrollments';

/** Answers a write: its record, or 422 with the errors that refused it. */
function answer<T>(res: Response, result: T | FieldErrors, present: (value: T) => unknown, message: string): void {
  if (result instanceof FieldErrors) unprocessable(res, result, { status: false });
  else ok(res, { message, data: present(result) });
}

export const eligibilityArea: Area = {
  name: 'eligibility',
  after: ['funders', 'student-funders'],
  register(router, { db, auth }) {
    const tables = eligibilityTables(db);
    const guards = permissionGuards(auth, eligibilityPermission);

    router.get('/eligibility/enrolment', ...guards, (req, res) => ok(res, { data: listEnrolments(db, tables, req) }));
    router.post('/eligibility/enrolment', ...guards, (req, res) =>
      answer(res, createEnrolment(db, tables, req), (row) => presentEnrolment(db, row), 'Enrolment sent to the clearing-house.'),
    );
    router.get('/eligibility/enrolment/check/:id', ...guards, (req, res) => {
      const enrolment = tables.enrolments.find(parseId(req.params.id) ?? 0);
      if (!enrolment) return notFound(res, 'Enrolment not found.');
      ok(res, { data: presentEnrolment(db, enrolment) });
    });
    router.post('/eligibility/enrolment/resend/:id', ...guards, (req, res) => {
      const enrolment = tables.enrolments.find(parseId(req.params.id) ?? 0);
      if (!enrolment) return notFound(res, 'Enrolment not found.');
      if (enrolment.status !== 'failed' && enrolment.status !== 'rejected') {
        return unprocessable(res, new FieldErrors().add('id', onlyUnansweredMessage), { status: false });
      }
      ok(res, { message: 'Enrolment sent again.', data: presentEnrolment(db, sendEnrolment(db, tables, enrolment)) });
    });

    router.get('/eligibility/leta-constants/service-types', ...guards, (_req, res) => ok(res, { data: tables.serviceTypes.active() }));
    router.post('/eligibility/leta-constants/service-types/assign', ...guards, (req, res) =>
      answer(res, setServiceTypes(tables, req, true), (rows) => rows, 'Service types assigned.'),
    );
    router.post('/eligibility/leta-constants/service-types/remove', ...guards, (req, res) =>
      answer(res, setServiceTypes(tables, req, false), (rows) => rows, 'Service types removed.'),
    );
    router.get('/eligibility/leta-constants/leta-payers', ...guards, (req, res) => ok(res, { data: listLetaFunders(db, tables, req) }));
    router.post('/eligibility/leta-constants/leta-payers/assign', ...guards, (req, res) =>
      answer(res, assignLetaFunder(db, tables, req), (letaFunder) => presentLetaFunder(db, letaFunder), 'Clearing-house funder linked.'),
    );
    router.post('/eligibility/leta-constants/leta-payers/remove', ...guards, (req, res) =>
      answer(res, removeLetaFunder(tables, req), (letaFunder) => presentLetaFunder(db, letaFunder), 'Clearing-house funder unlinked.'),
    );

    router.get('/eligibility/check', ...guards, (req, res) => ok(res, { data: listChecks(db, tables, req) }));
    router.post('/eligibility/check', ...guards, (req, res) =>
      answer(res, storeCheck(db, tables, req), (check) => presentCheck(db, check), 'Eligibility check sent to the clearing-house.'),
    );
    router.post('/eligibility/check/resend/:id', ...guards, (req, res) => {
      const check = tables.checks.find(parseId(req.params.id) ?? 0);
      if (!check) return notFound(res, 'Eligibility check not found.');
      if (check.status !== 'failed') return unprocessable(res, new FieldErrors().add('id', onlyFailedMessage), { status: false });
      ok(res, { message: 'Eligibility check sent again.', data: presentCheck(db, sendCheck(db, tables, check)) });
    });

    router.get('/eligibility/batch', ...guards, (req, res) => ok(res, { data: listBatches(db, tables, req) }));
    router.post('/eligibility/batch/upload', ...guards, async (req, res) => {
      const batch = await uploadBatch(db, tables, req, res);
      if (batch) ok(res, { message: 'Batch started.', data: presentBatch(db, tables, batch) });
    });
  },
};

export { clearingHouseOf, type ClearingHouse } from './clearing-house.js';
