// Coverage checks (eligibility/check: list, store, resend/{id}). A check is stored Pending and sent to the
// clearing-house, which answers it a moment later: Active or Inactive with the coverage, or Failed when it did not
// answer. Only a failed check can be resent, and resending sends the same record again. A student with no active
// funder is refused and nothing is stored; so is a funder no clearing-house funder is linked to.
import type { Request } from 'express';
import type { Db } from '../../db/index.js';
import { shiftDays, timestamp, today } from '../../kit/dates.js';
import { parseId } from '../../kit/ids.js';
import { readListQuery } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import { callerOf } from '../../server/auth.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import type { StudentFunder } from '../student-funders/index.js';
import { students } from '../students/table.js';
import { clearingHouseOf, timeoutMessage } from './clearing-house.js';
import { filterFlag, matchesAny } from './filters.js';
import { funderName, studentFunders, studentName, type EligibilityCheck, type EligibilityTables } from './records.js';

/** Days ahead within which active coverage counts as ending soon. */
export const endingSoonDays = 30;

export const noFunderMessage = 'The student has no funder to check eligibility with. Add the funder on the student record first.';
export const onlyFailedMessage = 'Only a failed check can be resent.';

function endingSoon(check: EligibilityCheck, day: string): boolean {
  const coverage = check.coverage;
  return !!coverage && coverage.active && coverage.end_date >= day && coverage.end_date <= shiftDays(day, endingSoonDays);
}

function isProblem(check: EligibilityCheck, day: string): boolean {
  return check.status === 'inactive' || endingSoon(check, day);
}

export function presentCheck(db: Db, check: EligibilityCheck, day = today()) {
  return {
    ...check,
    student_name: studentName(db, check.student_id),
    funder_name: funderName(db, check.funder_id),
    coverage: check.coverage && { ...check.coverage, ending_soon: endingSoon(check, day) },
  };
}

/** Sends a check to the clearing-house; `answered` runs once it has its answer (or failed). */
export function sendCheck(db: Db, tables: EligibilityTables, check: EligibilityCheck, answered?: () => void): EligibilityCheck {
  const house = clearingHouseOf(db);
  const attempt = check.attempts + 1;
  const sent = tables.checks.update(check.id, { status: 'pending', coverage: null, message: null, attempts: attempt, checked_at: null })!;
  house.later(`check ${check.id} ${attempt}`, () => {
    const answer = house.answer(check.member_id, funderName(db, check.funder_id), attempt);
    if (tables.checks.find(check.id)) {
      tables.checks.update(
        check.id,
        answer.kind === 'timeout'
          ? { status: 'failed', message: timeoutMessage, checked_at: timestamp() }
          : { status: answer.coverage.active ? 'active' : 'inactive', coverage: answer.coverage, checked_at: timestamp() },
      );
    }
    answered?.();
  });
  return sent;
}

/** The rows a list call asks for, newest first; problems soonest-ending first. */
export function listChecks(db: Db, tables: EligibilityTables, req: Request) {
  const query = readListQuery(req, 50);
  const { params } = query;
  const day = today();
  let rows = tables.checks
    .active()
    .filter(
      (check) =>
        matchesAny(params, 'status', check.status) &&
        matchesAny(params, 'student_id', check.student_id) &&
        matchesAny(params, 'funder_id', check.funder_id) &&
        matchesAny(params, 'batch_id', check.batch_id),
    );
  const newestFirst = (a: EligibilityCheck, b: EligibilityCheck) => b.requested_at.localeCompare(a.requested_at) || b.id - a.id;
  rows.sort(newestFirst);
  if (filterFlag(params, 'latest')) {
    const seen = new Set<number>();
    rows = rows.filter((check) => !seen.has(check.student_funder_id) && seen.add(check.student_funder_id));
  }
  if (filterFlag(params, 'problem')) {
    rows = rows
      .filter((check) => isProblem(check, day))
      .sort((a, b) => (a.coverage?.end_date ?? '').localeCompare(b.coverage?.end_date ?? '') || a.id - b.id);
  }
  const search = query.search.toLowerCase();
  if (search) {
    rows = rows.filter(
      (check) => check.member_id.toLowerCase().includes(search) || (studentName(db, check.student_id) ?? '').toLowerCase().includes(search),
    );
  }
  const page = paginate(rows, query.page, query.perPage);
  return { ...page, data: page.data.map((check) => presentCheck(db, check, day)) };
}

/** The membership a store call names (or the student's primary one), or the errors that refuse it. */
function membershipOf(db: Db, tables: EligibilityTables, body: Record<string, unknown>): StudentFunder | FieldErrors {
  const errors = new FieldErrors();
  if (isBlank(body.student_id)) return errors.add('student_id', 'The student id field is required.');
  const student = students(db).find(parseId(String(body.student_id)) ?? 0);
  if (!student) return errors.add('student_id', 'The selected student id is invalid.');
  const memberships = studentFunders(db)
    .active()
    .filter((membership) => membership.student_id === student.id && membership.status === 1);
  if (memberships.length === 0) return errors.add('student_id', noFunderMessage);
  const wanted = isBlank(body.student_funder_id) ? undefined : parseId(String(body.student_funder_id));
  const membership = wanted === undefined ? memberships[0] : memberships.find((row) => row.id === wanted);
  if (!membership) return errors.add('student_funder_id', "The selected funder is not one of the student's active funders.");
  if (!tables.letaFunders.active().some((letaFunder) => letaFunder.funder_id === membership.funder_id)) {
    return errors.add(
      'student_funder_id',
      `${funderName(db, membership.funder_id)} is not linked to a clearing-house funder. Link it under Leta constants first.`,
    );
  }
  return membership;
}

/** The service type a store call asks about: the one named (if assigned), else the first assigned. */
function serviceTypeOf(tables: EligibilityTables, body: Record<string, unknown>): string | FieldErrors {
  const assigned = tables.serviceTypes.active().filter((type) => type.assigned);
  const wanted = typeof body.service_type_code === 'string' && body.service_type_code.trim() !== '' ? body.service_type_code.trim() : undefined;
  const type = wanted === undefined ? assigned[0] : assigned.find((row) => row.code === wanted);
  if (type) return type.code;
  return new FieldErrors().add(
    'service_type_code',
    wanted === undefined ? 'No service type is assigned under Leta constants.' : 'The service type is not assigned under Leta constants.',
  );
}

/** A new check of a membership, stored Pending; `sendCheck` sends it. */
export function newCheck(
  tables: EligibilityTables,
  membership: StudentFunder,
  serviceTypeCode: string,
  requestedBy: string | null,
  batchId: number | null,
): EligibilityCheck {
  return tables.checks.insert({
    student_id: membership.student_id,
    student_funder_id: membership.id,
    funder_id: membership.funder_id,
    member_id: membership.member_id,
    service_type_code: serviceTypeCode,
    batch_id: batchId,
    status: 'pending',
    coverage: null,
    message: null,
    attempts: 0,
    requested_by: requestedBy,
    requested_at: timestamp(),
    checked_at: null,
  });
}

/** A store call: the pending check, or the errors that refused it (nothing stored). */
export function storeCheck(db: Db, tables: EligibilityTables, req: Request): EligibilityCheck | FieldErrors {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const membership = membershipOf(db, tables, body);
  if (membership instanceof FieldErrors) return membership;
  const serviceType = serviceTypeOf(tables, body);
  if (serviceType instanceof FieldErrors) return serviceType;
  return sendCheck(db, tables, newCheck(tables, membership, serviceType, callerOf(req).user.name, null));
}

export function firstAssignedServiceType(tables: EligibilityTables): string | undefined {
  return tables.serviceTypes.active().find((type) => type.assigned)?.code;
}
