// Batch checks (eligibility/batch: list, upload). An uploaded sheet (CSV or XLSX, known by its content) with a
// member_id column becomes a batch: each row whose member id names an active funder membership becomes a check, sent
// to the clearing-house one after another; a row with no member id, an unknown one, or one repeated in the file is
// rejected with its reason and becomes no check. The batch's progress is its checks' (a failed one resent counts
// again as pending). The same file uploaded while its batch runs joins that batch instead of checking anyone twice.
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Db } from '../../db/index.js';
import { uploadedFile, readImportSheet } from '../../kit/import.js';
import { readListQuery } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import { recordValues } from '../../kit/sheet-record.js';
import { callerOf } from '../../server/auth.js';
import { unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { firstAssignedServiceType, newCheck, presentCheck, sendCheck } from './checks.js';
import { filterFlag, matchesAny } from './filters.js';
import { studentFunders, type BatchMember, type EligibilityBatch, type EligibilityTables } from './records.js';

function checksOf(tables: EligibilityTables, batch: EligibilityBatch) {
  return batch.members.flatMap((member) => {
    const check = member.check_id === null ? undefined : tables.checks.find(member.check_id);
    return check ? [check] : [];
  });
}

function isFinished(tables: EligibilityTables, batch: EligibilityBatch): boolean {
  return checksOf(tables, batch).every((check) => check.status !== 'pending');
}

export function presentBatch(db: Db, tables: EligibilityTables, batch: EligibilityBatch) {
  const checks = checksOf(tables, batch);
  const count = (status: string) => checks.filter((check) => check.status === status).length;
  const members = batch.members.map((member) => {
    const check = member.check_id === null ? undefined : tables.checks.find(member.check_id);
    if (!check) return { row: member.row, member_id: member.member_id, check_id: null, status: 'rejected', message: member.message, coverage: null };
    const shown = presentCheck(db, check);
    return {
      row: member.row,
      member_id: member.member_id,
      check_id: check.id,
      student_id: check.student_id,
      student_name: shown.student_name,
      funder_name: shown.funder_name,
      status: check.status,
      coverage: shown.coverage,
      message: check.message,
    };
  });
  return {
    id: batch.id,
    file_name: batch.file_name,
    total: checks.length,
    done: checks.length - count('pending'),
    active: count('active'),
    inactive: count('inactive'),
    failed: count('failed'),
    rejected: batch.members.length - checks.length,
    finished: isFinished(tables, batch),
    created_by: batch.created_by,
    created_at: batch.created_at,
    members,
  };
}

export function listBatches(db: Db, tables: EligibilityTables, req: Request) {
  const query = readListQuery(req, 20);
  const running = filterFlag(query.params, 'running');
  const rows = tables.batches
    .active()
    .filter((batch) => matchesAny(query.params, 'id', batch.id) && (running === undefined || running === !isFinished(tables, batch)))
    .sort((a, b) => b.id - a.id);
  const page = paginate(rows, query.page, query.perPage);
  return { ...page, data: page.data.map((batch) => presentBatch(db, tables, batch)) };
}

/** Sends the checks one after another, as the clearing-house takes a batch: the next once the last is answered. */
function sendInTurn(db: Db, tables: EligibilityTables, checkIds: number[]): void {
  const id = checkIds.shift();
  const check = id === undefined ? undefined : tables.checks.find(id);
  if (check) sendCheck(db, tables, check, () => sendInTurn(db, tables, checkIds));
  else if (id !== undefined) sendInTurn(db, tables, checkIds);
}

/** An upload call: the new (or joined) batch; undefined once it has answered 422. */
export async function uploadBatch(db: Db, tables: EligibilityTables, req: Request, res: Response): Promise<EligibilityBatch | undefined> {
  const sheet = await readImportSheet(req, res, ['member_id']);
  if (!sheet) return undefined;
  if (sheet.records.length === 0) {
    unprocessable(res, new FieldErrors().add('file', 'The file has no members to check.'));
    return undefined;
  }
  const file = uploadedFile(req)!;
  const digest = createHash('sha256').update(file.buffer).digest('hex');
  const running = tables.batches.active().find((batch) => batch.digest === digest && !isFinished(tables, batch));
  if (running) return running;
  const serviceType = firstAssignedServiceType(tables);
  if (serviceType === undefined) {
    unprocessable(res, new FieldErrors().add('file', 'No service type is assigned under Leta constants.'));
    return undefined;
  }
  const memberships = studentFunders(db)
    .active()
    .filter((membership) => membership.status === 1);
  const seenOn = new Map<string, number>();
  const rows: (BatchMember & { membershipId: number | null })[] = sheet.records.map((record) => {
    const memberId = (recordValues(sheet.header, record).member_id ?? '').toUpperCase();
    const reject = (message: string) => ({ row: record.line, member_id: memberId, check_id: null, message, membershipId: null });
    if (memberId === '') return reject('The member id field is required.');
    const earlier = seenOn.get(memberId);
    if (earlier !== undefined) return reject(`Member ${memberId} is already on row ${earlier}.`);
    seenOn.set(memberId, record.line);
    const membership = memberships.find((row) => row.member_id.toUpperCase() === memberId);
    if (!membership) return reject(`No student funder has member id ${memberId}.`);
    return { row: record.line, member_id: memberId, check_id: null, message: null, membershipId: membership.id };
  });
  const batch = tables.batches.insert({ file_name: file.originalname || 'members', digest, members: [], created_by: callerOf(req).user.name });
  const queue: number[] = [];
  const members: BatchMember[] = rows.map(({ membershipId, ...member }) => {
    const membership = membershipId === null ? undefined : studentFunders(db).find(membershipId);
    if (!membership) return member;
    // Stored pending now (so the batch counts it), sent when its turn comes.
    const check = newCheck(tables, membership, serviceType, batch.created_by, batch.id);
    queue.push(check.id);
    return { ...member, check_id: check.id };
  });
  tables.batches.update(batch.id, { members });
  sendInTurn(db, tables, queue);
  return tables.batches.find(batch.id);
}
