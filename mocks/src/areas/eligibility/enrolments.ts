// Enrolments of funder memberships with the clearing-house (eligibility/enrolment: list, create, check/{id},
// resend/{id}). An enrolment is Pending until the clearing-house answers: Enrolled, Rejected when the funder does not
// know the member (a member id ending in 0), or Failed when it did not answer in time (a member id ending in 9, on
// the first attempt). A membership already enrolled or pending is refused; a failed or rejected one is resent as the
// same record. check/{id} asks the clearing-house where the enrolment stands now.
import type { Request } from 'express';
import type { Db } from '../../db/index.js';
import { timestamp } from '../../kit/dates.js';
import { parseId } from '../../kit/ids.js';
import { readListQuery } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import { callerOf } from '../../server/auth.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import { clearingHouseOf, enrolmentTimeoutMessage, unknownMemberMessage } from './clearing-house.js';
import { matchesAny } from './filters.js';
import { funderName, studentFunders, studentName, type EligibilityEnrolment, type EligibilityTables } from './records.js';

export const alreadyEnrolledMessage = 'This funder membership is already enrolled with the clearing-house.';
export const resendInsteadMessage = 'This funder membership has an enrolment that did not go through; resend it instead.';
export const onlyUnansweredMessage = 'Only a failed or rejected enrolment can be resent.';

export function presentEnrolment(db: Db, enrolment: EligibilityEnrolment) {
  return { ...enrolment, student_name: studentName(db, enrolment.student_id), funder_name: funderName(db, enrolment.funder_id) };
}

export function listEnrolments(db: Db, tables: EligibilityTables, req: Request) {
  const query = readListQuery(req, 50);
  const search = query.search.toLowerCase();
  const rows = tables.enrolments
    .active()
    .filter(
      (row) =>
        matchesAny(query.params, 'status', row.status) &&
        matchesAny(query.params, 'student_id', row.student_id) &&
        matchesAny(query.params, 'funder_id', row.funder_id) &&
        (!search || row.member_id.toLowerCase().includes(search) || (studentName(db, row.student_id) ?? '').toLowerCase().includes(search)),
    )
    .sort((a, b) => b.submitted_at.localeCompare(a.submitted_at) || b.id - a.id);
  const page = paginate(rows, query.page, query.perPage);
  return { ...page, data: page.data.map((row) => presentEnrolment(db, row)) };
}

/** Sends an enrolment (again) to the clearing-house, as the same record. */
export function sendEnrolment(db: Db, tables: EligibilityTables, enrolment: EligibilityEnrolment): EligibilityEnrolment {
  const attempt = enrolment.attempts + 1;
  const sent = tables.enrolments.update(enrolment.id, {
    status: 'pending',
    message: null,
    attempts: attempt,
    responded_at: null,
    submitted_at: timestamp(),
  })!;
  clearingHouseOf(db).later(`enrolment ${enrolment.id} ${attempt}`, () => {
    const member = enrolment.member_id;
    const outcome =
      member.endsWith('9') && attempt === 1
        ? { status: 'failed' as const, message: enrolmentTimeoutMessage }
        : member.endsWith('0')
          ? { status: 'rejected' as const, message: unknownMemberMessage }
          : { status: 'enrolled' as const, message: null };
    if (tables.enrolments.find(enrolment.id)) tables.enrolments.update(enrolment.id, { ...outcome, responded_at: timestamp() });
  });
  return sent;
}

/** A create call: the pending enrolment, or the errors that refused it. */
export function createEnrolment(db: Db, tables: EligibilityTables, req: Request): EligibilityEnrolment | FieldErrors {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const errors = new FieldErrors();
  if (isBlank(body.student_funder_id)) return errors.add('student_funder_id', 'The student funder id field is required.');
  const membership = studentFunders(db).find(parseId(String(body.student_funder_id)) ?? 0);
  if (!membership || membership.status !== 1) return errors.add('student_funder_id', 'The selected student funder id is invalid.');
  const letaFunder = tables.letaFunders.active().find((row) => row.funder_id === membership.funder_id);
  if (!letaFunder) {
    return errors.add(
      'student_funder_id',
      `${funderName(db, membership.funder_id)} is not linked to a clearing-house funder. Link it under Leta constants first.`,
    );
  }
  // One enrolment per membership: a failed or rejected one is resent, never made again.
  const existing = tables.enrolments.active().find((row) => row.student_funder_id === membership.id);
  if (existing)
    return errors.add(
      'student_funder_id',
      existing.status === 'enrolled' || existing.status === 'pending' ? alreadyEnrolledMessage : resendInsteadMessage,
    );
  const enrolment = tables.enrolments.insert({
    student_id: membership.student_id,
    student_funder_id: membership.id,
    funder_id: membership.funder_id,
    member_id: membership.member_id,
    payer_code: letaFunder.payer_code,
    status: 'pending',
    message: null,
    attempts: 0,
    submitted_by: callerOf(req).user.name,
    submitted_at: timestamp(),
    responded_at: null,
  });
  return sendEnrolment(db, tables, enrolment);
}
