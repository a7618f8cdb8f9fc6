// Eligibility through GraphQL against the stand-in's simulated clearing-house: list filters sent as repeated
// bracket keys and filtered by every value; a check stored Pending and answered a moment later with structured
// coverage; a member id ending in 9 timing out, then answered on resend as the same record; a student with no funder
// refused with nothing stored; a batch sheet with per-member results, failures resent, nothing checked twice;
// enrolments; the Leta constants; the coverage problems the dashboard lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toQueryString } from '../../rest/bracket-fields.js';
import { sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let token: string;

interface Coverage {
  active: boolean;
  planName: string;
  startDate: string;
  endDate: string;
  copay: number | null;
  coinsurancePercent: number | null;
  visitsRemaining: number | null;
  unitsRemaining: number | null;
  endingSoon: boolean;
}

interface Check {
  id: string;
  studentId: string;
  studentFunderId: string;
  memberId: string;
  status: string;
  message: string | null;
  attempts: number;
  checkedAt: string | null;
  funderName: string;
  coverage: Coverage | null;
}

const CHECK =
  'id studentId studentFunderId memberId status message attempts checkedAt funderName coverage { active planName startDate endDate copay coinsurancePercent visitsRemaining unitsRemaining endingSoon }';
const STORE = `mutation($input: EligibilityCheckInput!) { check: storeEligibilityCheck(input: $input) { ${CHECK} } }`;
const RESEND = `mutation($id: ID!) { check: resendEligibilityCheck(id: $id) { ${CHECK} } }`;
const CHECKS = `query($filter: EligibilityCheckFilter, $page: PageInput) { checks: eligibilityChecks(filter: $filter, page: $page) { pageInfo { total } nodes { ${CHECK} } } }`;

beforeAll(async () => {
  stack = await startStack();
  stack.standIn.fixtures.eligibility.configureClearingHouse({ minDelayMs: 20, maxDelayMs: 40 });
  token = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

const eligibility = () => stack.standIn.fixtures.eligibility;

/** A student with exactly one active funder membership and no eligibility history, given a member id of our choosing. */
function membershipWithMemberId(memberId: string, skip = 0) {
  const chosen = eligibility().membershipsWithoutHistory()[skip]!;
  return eligibility().updateMembership(chosen.id, { member_id: memberId })!;
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}) {
  const answer = await stack.gql<T>(query, variables, token);
  return answer;
}

async function data<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await gql<T>(query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

async function checksOf(filter: Record<string, unknown>, perPage = 100): Promise<Check[]> {
  return (await data<{ checks: { nodes: Check[] } }>(CHECKS, { filter, page: { perPage } })).checks.nodes;
}

/** Polls a membership's newest check (as the funders page does) until the clearing-house has answered it. */
async function answered(studentId: number | string): Promise<Check> {
  for (let round = 0; round < 200; round += 1) {
    const [check] = await checksOf({ studentId: [String(studentId)], latest: true });
    if (check && check.status !== 'PENDING') return check;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  throw new Error('the check was never answered');
}

describe('list filters as repeated bracket keys', () => {
  it('encodes an array argument as key[]= once per value', () => {
    expect(toQueryString({ status: ['active', 'inactive'], student_id: ['3'] })).toBe('status[]=active&status[]=inactive&student_id[]=3');
  });

  it('the stand-in reads every value and filters by each', async () => {
    const inactive = membershipWithMemberId('BRACKET000', 0);
    const active = membershipWithMemberId('BRACKET001', 1);
    for (const membership of [inactive, active]) await data(STORE, { input: { studentId: String(membership.student_id) } });
    await answered(inactive.student_id);
    await answered(active.student_id);

    const both = await checksOf({ studentId: [String(inactive.student_id), String(active.student_id)], status: ['ACTIVE', 'INACTIVE'] });
    expect(new Set(both.map((check) => check.studentId))).toEqual(new Set([String(inactive.student_id), String(active.student_id)]));
    expect(new Set(both.map((check) => check.status))).toEqual(new Set(['ACTIVE', 'INACTIVE']));
    const call = stack.standIn.calls.last({ method: 'GET', path: 'eligibility/check' });
    expect(call?.query).toMatchObject({ status: ['active', 'inactive'], student_id: [String(inactive.student_id), String(active.student_id)] });

    const onlyInactive = await checksOf({ studentId: [String(inactive.student_id), String(active.student_id)], status: ['INACTIVE'] });
    expect(onlyInactive.map((check) => check.studentId)).toEqual([String(inactive.student_id)]);
  });
});

describe('storeEligibilityCheck', () => {
  it('answers Pending, then the clearing-house answers with structured coverage', async () => {
    const membership = membershipWithMemberId('COVER00012', 2);
    const { check } = await data<{ check: Check }>(STORE, { input: { studentId: String(membership.student_id) } });
    expect(check).toMatchObject({ status: 'PENDING', coverage: null, attempts: 1, studentFunderId: String(membership.id), memberId: 'COVER00012' });
    const done = await answered(membership.student_id);
    expect(done.id).toBe(check.id);
    expect(done.status).toBe('ACTIVE');
    const coverage = done.coverage!;
    expect(coverage.active).toBe(true);
    expect(coverage.planName.startsWith(done.funderName)).toBe(true);
    expect(coverage.startDate < coverage.endDate).toBe(true);
    // A copay or co-insurance, and visits or units remaining: one of each.
    expect([coverage.copay, coverage.coinsurancePercent].filter((value) => value !== null)).toHaveLength(1);
    expect([coverage.visitsRemaining, coverage.unitsRemaining].filter((value) => value !== null)).toHaveLength(1);
    expect(Date.parse(done.checkedAt!)).not.toBeNaN();
  });

  it('a member id ending in 0 is answered Inactive', async () => {
    const membership = membershipWithMemberId('NOCOVER110', 3);
    await data(STORE, { input: { studentId: String(membership.student_id) } });
    const done = await answered(membership.student_id);
    expect(done.status).toBe('INACTIVE');
    expect(done.coverage).toMatchObject({ active: false, unitsRemaining: 0, endingSoon: false });
  });

  it('a time-out fails the check with a clear message; resend answers the same record', async () => {
    const membership = membershipWithMemberId('SLOWHOUSE9', 4);
    const { check } = await data<{ check: Check }>(STORE, { input: { studentId: String(membership.student_id) } });
    const failed = await answered(membership.student_id);
    expect(failed).toMatchObject({
      id: check.id,
      status: 'FAILED',
      coverage: null,
      message: 'The clearing-house did not answer in time. Resend the check to try again.',
    });

    const { check: resent } = await data<{ check: Check }>(RESEND, { id: check.id });
    expect(resent).toMatchObject({ id: check.id, status: 'PENDING', attempts: 2, message: null });
    const done = await answered(membership.student_id);
    expect(done).toMatchObject({ id: check.id, status: 'ACTIVE', attempts: 2 });
    expect(await checksOf({ studentId: [String(membership.student_id)] })).toHaveLength(1);

    const again = await gql(RESEND, { id: check.id });
    expect(again.errors?.[0]).toMatchObject({ message: 'Only a failed check can be resent.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('a student with no funder: a clear message, nothing stored', async () => {
    const membership = membershipWithMemberId('GONE000001', 5);
    eligibility().updateMembership(membership.id, { status: 0 });
    const before = eligibility().checkCount();
    const answer = await gql(STORE, { input: { studentId: String(membership.student_id) } });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'The student has no funder to check eligibility with. Add the funder on the student record first.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(eligibility().checkCount()).toBe(before);
  });

  it('a funder no clearing-house funder is linked to is refused until one is linked', async () => {
    const membership = membershipWithMemberId('LINKED0001', 6);
    const LETA_FUNDERS = 'query { letaFunders(filter: { assigned: true }, page: { perPage: 200 }) { nodes { id funderId code } } }';
    const letaFunder = (await data<{ letaFunders: { nodes: { id: string; funderId: string }[] } }>(LETA_FUNDERS)).letaFunders.nodes.find(
      (row) => row.funderId === String(membership.funder_id),
    )!;
    await data('mutation($id: ID!) { removeLetaFunder(letaFunderId: $id) { id funderId } }', { id: letaFunder.id });
    const refused = await gql(STORE, { input: { studentId: String(membership.student_id) } });
    expect(refused.errors?.[0]?.message).toMatch(/is not linked to a clearing-house funder\. Link it under Leta constants first\.$/);
    const linked = await data<{ assignLetaFunder: { funderId: string } }>(
      'mutation($input: LetaFunderAssignInput!) { assignLetaFunder(input: $input) { id funderId funderName } }',
      { input: { letaFunderId: letaFunder.id, funderId: String(membership.funder_id) } },
    );
    expect(linked.assignLetaFunder.funderId).toBe(String(membership.funder_id));
    expect((await gql(STORE, { input: { studentId: String(membership.student_id) } })).errors).toBeUndefined();
  });
});

describe('the Leta service types', () => {
  const TYPES = 'query { letaServiceTypes { id code assigned } }';
  it('assigns and removes, and keeps at least one assigned', async () => {
    const { letaServiceTypes: types } = await data<{ letaServiceTypes: { id: string; code: string; assigned: boolean }[] }>(TYPES);
    const psychotherapy = types.find((type) => type.code === 'A6')!;
    expect(psychotherapy.assigned).toBe(false);
    const after = await data<{ assignLetaServiceTypes: { id: string; assigned: boolean }[] }>(
      'mutation($ids: [ID!]!) { assignLetaServiceTypes(serviceTypeIds: $ids) { id assigned } }',
      { ids: [psychotherapy.id] },
    );
    expect(after.assignLetaServiceTypes.find((type) => type.id === psychotherapy.id)?.assigned).toBe(true);
    const REMOVE = 'mutation($ids: [ID!]!) { removeLetaServiceTypes(serviceTypeIds: $ids) { id assigned } }';
    await data(REMOVE, { ids: [psychotherapy.id] });
    const all = types.filter((type) => type.assigned).map((type) => type.id);
    const refused = await gql(REMOVE, { ids: all });
    expect(refused.errors?.[0]?.message).toBe('At least one service type must stay assigned: checks ask about it.');
  });
});

interface BatchMember {
  row: number;
  memberId: string;
  checkId: string | null;
  status: string;
  message: string | null;
}
interface Batch {
  id: string;
  total: number;
  done: number;
  failed: number;
  rejected: number;
  finished: boolean;
  members: BatchMember[];
}

const BATCH =
  'id total done active inactive failed rejected finished fileName members { row memberId checkId studentName status message coverage { active planName } }';
const UPLOAD = `mutation($file: Upload!) { batch: uploadEligibilityBatch(file: $file) { ${BATCH} } }`;
const BATCHES = `query($ids: [ID!]) { batches: eligibilityBatches(filter: { id: $ids }) { nodes { ${BATCH} } } }`;

async function upload(text: string, name = 'members.csv', type = 'text/csv') {
  return sendMultipart(stack.gateway.url, UPLOAD, { file: null }, { 'variables.file': { bytes: new TextEncoder().encode(text), name, type } }, token);
}

async function batchToEnd(id: string): Promise<Batch[]> {
  const seen: Batch[] = [];
  for (let round = 0; round < 300; round += 1) {
    const { batches } = await data<{ batches: { nodes: Batch[] } }>(BATCHES, { ids: [id] });
    const batch = batches.nodes[0]!;
    seen.push(batch);
    if (batch.finished) return seen;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  throw new Error('the batch never finished');
}

describe('uploadEligibilityBatch', () => {
  it('checks each member as a job with per-member results; the failed one resent; nothing twice', async () => {
    const good = membershipWithMemberId('BATCH00001', 7);
    const slow = membershipWithMemberId('BATCH00009', 8);
    const none = membershipWithMemberId('BATCH00010', 9);
    const sheet = [
      'Member ID,Note',
      `${good.member_id},first`,
      `${slow.member_id},slow`,
      `${none.member_id},inactive`,
      'NOSUCH0001,unknown',
      `${good.member_id},again`,
      ',blank',
    ].join('\n');
    const first = await upload(sheet);
    expect(first.body.errors).toBeUndefined();
    const started = (first.body.data as { batch: Batch }).batch;
    expect(started).toMatchObject({ total: 3, rejected: 3, finished: false });
    // The same file while its batch runs joins it.
    const joined = await upload(sheet);
    expect((joined.body.data as { batch: Batch }).batch.id).toBe(started.id);

    const seen = await batchToEnd(started.id);
    for (let index = 1; index < seen.length; index += 1) expect(seen[index]!.done).toBeGreaterThanOrEqual(seen[index - 1]!.done);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ total: 3, done: 3, failed: 1, rejected: 3 });
    const byRow = new Map(last.members.map((member) => [member.row, member]));
    expect(byRow.get(2)).toMatchObject({ status: 'ACTIVE', memberId: 'BATCH00001' });
    expect(byRow.get(3)).toMatchObject({ status: 'FAILED', message: 'The clearing-house did not answer in time. Resend the check to try again.' });
    expect(byRow.get(4)).toMatchObject({ status: 'INACTIVE' });
    expect(byRow.get(5)).toMatchObject({ status: 'REJECTED', checkId: null, message: 'No student funder has member id NOSUCH0001.' });
    expect(byRow.get(6)).toMatchObject({ status: 'REJECTED', message: 'Member BATCH00001 is already on row 2.' });
    expect(byRow.get(7)).toMatchObject({ status: 'REJECTED', message: 'The member id field is required.' });

    await data(RESEND, { id: byRow.get(3)!.checkId });
    const after = (await batchToEnd(started.id)).at(-1)!;
    expect(after).toMatchObject({ total: 3, done: 3, failed: 0, active: 2 });
    const checks = await checksOf({ batchId: [started.id] });
    expect(checks).toHaveLength(3);
    expect(new Set(checks.map((check) => check.studentFunderId)).size).toBe(3);
  });

  it('refuses a file that is not a sheet, and a sheet without a member id column', async () => {
    const png = await sendMultipart(
      stack.gateway.url,
      UPLOAD,
      { file: null },
      { 'variables.file': { bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]), name: 'members.png', type: 'image/png' } },
      token,
    );
    expect(png.body.errors?.[0]?.message).toBe('The file field must be a file of type: csv, txt, xlsx.');
    const noColumn = await upload('Name,Plan\nAva,PPO\n');
    expect(noColumn.body.errors?.[0]?.message).toBe('The file is missing the column: member id.');
  });
});

describe('enrolments', () => {
  const ENROLMENT = 'id status message attempts memberId funderCode studentName funderName';
  const CREATE = `mutation($input: EligibilityEnrolmentInput!) { enrolment: createEligibilityEnrolment(input: $input) { ${ENROLMENT} } }`;
  const CHECK_ENROLMENT = `query($id: ID!) { enrolment: eligibilityEnrolmentCheck(id: $id) { ${ENROLMENT} } }`;

  async function settled(id: string) {
    for (let round = 0; round < 200; round += 1) {
      const { enrolment } = await data<{ enrolment: { status: string; message: string | null; attempts: number } }>(CHECK_ENROLMENT, { id });
      if (enrolment.status !== 'PENDING') return enrolment;
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    throw new Error('the enrolment was never answered');
  }

  it('enrols a membership once; a time-out is resent as the same record', async () => {
    const membership = membershipWithMemberId('ENROL00001', 10);
    const { enrolment } = await data<{ enrolment: { id: string; status: string; funderCode: string } }>(CREATE, {
      input: { studentFunderId: String(membership.id) },
    });
    expect(enrolment.status).toBe('PENDING');
    expect(enrolment.funderCode).toMatch(/^\d{5}$/);
    expect(await settled(enrolment.id)).toMatchObject({ status: 'ENROLLED' });
    const twice = await gql(CREATE, { input: { studentFunderId: String(membership.id) } });
    expect(twice.errors?.[0]?.message).toBe('This funder membership is already enrolled with the clearing-house.');

    const slow = membershipWithMemberId('ENROL00009', 11);
    const { enrolment: pending } = await data<{ enrolment: { id: string } }>(CREATE, { input: { studentFunderId: String(slow.id) } });
    expect(await settled(pending.id)).toMatchObject({
      status: 'FAILED',
      message: 'The clearing-house did not answer in time. Resend the enrolment to try again.',
    });
    await data('mutation($id: ID!) { resendEligibilityEnrolment(id: $id) { id status } }', { id: pending.id });
    expect(await settled(pending.id)).toMatchObject({ status: 'ENROLLED', attempts: 2 });
    const listed = await data<{ eligibilityEnrolments: { nodes: { id: string }[] } }>(
      'query($filter: EligibilityEnrolmentFilter) { eligibilityEnrolments(filter: $filter) { nodes { id } } }',
      { filter: { studentId: [String(slow.student_id)], status: ['ENROLLED', 'FAILED'] } },
    );
    expect(listed.eligibilityEnrolments.nodes.map((row) => row.id)).toEqual([pending.id]);
  });
});

describe('eligibilityCoverageProblems', () => {
  it("lists each membership's newest check that is inactive or ends within 30 days, soonest first", async () => {
    const { eligibilityCoverageProblems: page } = await data<{ eligibilityCoverageProblems: { pageInfo: { total: number }; nodes: Check[] } }>(
      `query { eligibilityCoverageProblems(page: { perPage: 100 }) { pageInfo { total } nodes { ${CHECK} } } }`,
    );
    expect(page.pageInfo.total).toBeGreaterThan(0);
    for (const check of page.nodes) expect(check.status === 'INACTIVE' || check.coverage?.endingSoon).toBe(true);
    const ends = page.nodes.map((check) => check.coverage!.endDate);
    expect([...ends].sort()).toEqual(ends);
    expect(new Set(page.nodes.map((check) => check.studentFunderId)).size).toBe(page.nodes.length);
  });
});
