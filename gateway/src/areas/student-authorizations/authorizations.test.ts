// A student's authorizations through GraphQL: add, services and billing codes, copy, edit, delete, restore and
// permanent delete; the portal's validation messages; and the computed units and alerts against the arithmetic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';
import { localToday, standingOf } from './arithmetic.js';
import { nextStamp } from '@portal/mocks';

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
});
afterAll(() => stack.stop());

const fields = `id studentId funderId serviceId authorizationNumber startDate endDate totalUnits unitsUsed unitsRemaining
  daysUntilEnd ended endingSoon lowUnits needsAttention copiedFromId funder { id name } service { id name }
  services { id serviceId billingCodeId totalUnits unitsUsed unitsRemaining rate billingCode { id code } service { id } }`;

interface Authorization {
  id: string;
  studentId: string;
  funderId: string;
  serviceId: string;
  authorizationNumber: string;
  startDate: string;
  endDate: string;
  totalUnits: number;
  unitsUsed: number;
  unitsRemaining: number;
  daysUntilEnd: number;
  ended: boolean;
  endingSoon: boolean;
  lowUnits: boolean;
  needsAttention: boolean;
  copiedFromId: string | null;
  funder: { id: string; name: string } | null;
  service: { id: string; name: string } | null;
  services: {
    id: string;
    serviceId: string;
    billingCodeId: string;
    totalUnits: number;
    unitsUsed: number;
    unitsRemaining: number;
    rate: number;
    billingCode: { id: string; code: string } | null;
  }[];
}

function inDays(days: number): string {
  const today = localToday();
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const studentId = '21';

async function gql<T>(query: string, variables?: Record<string, unknown>) {
  return stack.gql<T>(query, variables, token);
}

describe('authorizations of a student', () => {
  it('lists them with funders and services that exist, and units and alerts as the arithmetic says', async () => {
    const answer = await gql<{ r: Authorization[] }>(`query($s: ID!) { r: studentAuthorizations(studentId: $s) { ${fields} } }`, { s: studentId });
    expect(answer.errors).toBeUndefined();
    const list = answer.data!.r;
    expect(list.length).toBeGreaterThan(0);
    const today = localToday();
    for (const authorization of list) {
      expect(authorization.studentId).toBe(studentId);
      expect(authorization.funder?.id).toBe(authorization.funderId);
      expect(authorization.service?.id).toBe(authorization.serviceId);
      expect(authorization.services.length).toBeGreaterThan(0);
      for (const service of authorization.services) {
        expect(service.billingCode?.id).toBe(service.billingCodeId);
        expect(service.unitsRemaining).toBe(service.totalUnits - service.unitsUsed);
      }
      const standing = standingOf(
        { unitsAuthorized: authorization.totalUnits, unitsUsed: authorization.unitsUsed, endDate: authorization.endDate },
        today,
      );
      expect(authorization).toMatchObject(standing);
    }
  });

  it('across all students, flags some for ending soon and some for low units, and none that ended', async () => {
    const answer = await gql<{ r: { nodes: { authorizations: Authorization[]; authorizationAlerts: { id: string }[] }[] } }>(
      `{ r: students(page: { perPage: 500 }) { nodes { authorizations { id ended endingSoon lowUnits needsAttention } authorizationAlerts { id } } } }`,
    );
    const all = answer.data!.r.nodes.flatMap((node) => node.authorizations);
    expect(all.some((a) => a.endingSoon && !a.lowUnits)).toBe(true);
    expect(all.some((a) => a.lowUnits && !a.endingSoon && !a.ended)).toBe(true);
    expect(all.some((a) => a.ended)).toBe(true);
    expect(all.filter((a) => a.ended).every((a) => !a.needsAttention)).toBe(true);
  });
});

describe('the authorization lifecycle', () => {
  const input = (number: string) => ({
    funderId: '2',
    serviceId: '3',
    authorizationNumber: number,
    startDate: inDays(-60),
    endDate: inDays(20),
    totalUnits: 200,
    unitsUsed: 30,
    frequency: 'Total',
  });

  it('adds, sets services, copies, edits, deletes, restores and permanently deletes', async () => {
    const number = `PA-T${nextStamp()}`;
    const created = await gql<{ r: Authorization }>(
      `mutation($s: ID!, $i: StudentAuthorizationInput!) { r: createStudentAuthorization(studentId: $s, input: $i) { ${fields} } }`,
      { s: studentId, i: input(number) },
    );
    expect(created.errors).toBeUndefined();
    const authorization = created.data!.r;
    expect(authorization).toMatchObject({
      studentId,
      totalUnits: 200,
      unitsUsed: 30,
      unitsRemaining: 170,
      daysUntilEnd: 20,
      endingSoon: true,
      lowUnits: false,
      needsAttention: true,
    });

    const services = await gql<{ r: Authorization['services'] }>(
      `mutation($a: ID!, $s: [AuthorizationServiceInput!]!) { r: setStudentAuthorizationServices(authorizationId: $a, services: $s) { id serviceId billingCodeId totalUnits unitsUsed unitsRemaining rate billingCode { id code } } }`,
      {
        a: authorization.id,
        s: [
          { serviceId: '3', billingCodeId: '5', totalUnits: 120, rate: 22.5 },
          { serviceId: '4', billingCodeId: '6', totalUnits: 80, unitsUsed: 10, rate: 31.25 },
        ],
      },
    );
    expect(services.errors).toBeUndefined();
    expect(services.data!.r.map((s) => [s.serviceId, s.billingCodeId, s.totalUnits, s.unitsRemaining])).toEqual([
      ['3', '5', 120, 120],
      ['4', '6', 80, 70],
    ]);
    const codes = await gql<{ r: { id: string }[] }>(`query($a: ID!) { r: studentAuthorizationBillingCodes(authorizationId: $a) { id code } }`, {
      a: authorization.id,
    });
    expect(codes.data!.r.map((c) => c.id).sort()).toEqual(['5', '6']);

    // The record shows it among the alerts.
    const record = await gql<{ r: { authorizationAlerts: { id: string }[] } }>(
      `query($s: ID!) { r: student(id: $s) { authorizationAlerts { id } } }`,
      { s: studentId },
    );
    expect(record.data!.r.authorizationAlerts.map((a) => a.id)).toContain(authorization.id);

    const copied = await gql<{ r: Authorization }>(
      `mutation($s: ID!, $c: ID!, $i: StudentAuthorizationInput!) { r: copyStudentAuthorization(studentId: $s, copyFromId: $c, input: $i) { ${fields} } }`,
      { s: studentId, c: authorization.id, i: { ...input(`${number}-2`), startDate: inDays(21), endDate: inDays(200), unitsUsed: 0 } },
    );
    expect(copied.errors).toBeUndefined();
    expect(copied.data!.r).toMatchObject({ copiedFromId: authorization.id, unitsUsed: 0, endingSoon: false, needsAttention: false });
    expect(copied.data!.r.services.map((s) => [s.serviceId, s.billingCodeId, s.totalUnits, s.unitsUsed])).toEqual([
      ['3', '5', 120, 0],
      ['4', '6', 80, 0],
    ]);

    const edited = await gql<{ r: Authorization }>(
      `mutation($id: ID!, $i: StudentAuthorizationInput!) { r: updateStudentAuthorization(id: $id, input: $i) { ${fields} } }`,
      { id: authorization.id, i: { ...input(number), unitsUsed: 185 } },
    );
    expect(edited.data!.r).toMatchObject({ unitsUsed: 185, unitsRemaining: 15, lowUnits: true });

    const removed = await gql<{ r: { ok: boolean; message: string } }>(
      `mutation($id: ID!) { r: deleteStudentAuthorization(id: $id) { ok message } }`,
      { id: authorization.id },
    );
    expect(removed.data!.r).toEqual({ ok: true, message: 'Authorization deleted successfully.' });
    const listed = async (field: string) =>
      (await gql<{ r: { id: string }[] }>(`query($s: ID!) { r: ${field}(studentId: $s) { id } }`, { s: studentId })).data!.r.map((a) => a.id);
    expect(await listed('studentAuthorizations')).not.toContain(authorization.id);
    expect(await listed('deletedStudentAuthorizations')).toContain(authorization.id);

    await gql(`mutation($ids: [ID!]!) { restoreStudentAuthorization(ids: $ids) { ok } }`, { ids: [authorization.id] });
    expect(await listed('studentAuthorizations')).toContain(authorization.id);

    await gql(`mutation($id: ID!) { deleteStudentAuthorization(id: $id) { ok } }`, { id: authorization.id });
    const purged = await gql(`mutation($ids: [ID!]!) { permanentlyDeleteStudentAuthorization(ids: $ids) { ok } }`, { ids: [authorization.id] });
    expect(purged.errors).toBeUndefined();
    expect(await listed('deletedStudentAuthorizations')).not.toContain(authorization.id);
    const gone = await gql(`query($id: ID!) { studentAuthorization(id: $id) { id } }`, { id: authorization.id });
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("refuses zero units and a zero rate with the portal's messages, and an end before the start", async () => {
    const zero = await gql(`mutation($s: ID!, $i: StudentAuthorizationInput!) { createStudentAuthorization(studentId: $s, input: $i) { id } }`, {
      s: studentId,
      i: { ...input('PA-ZERO'), totalUnits: 0, startDate: inDays(10), endDate: inDays(1) },
    });
    expect(zero.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        totalUnits: ['Total units must be greater than zero'],
        endDate: ['The end date field must be a date after or equal to start date.'],
      },
    });
    const existing = (await gql<{ r: { id: string }[] }>(`query($s: ID!) { r: studentAuthorizations(studentId: $s) { id } }`, { s: studentId })).data!
      .r[0]!;
    const rate = await gql(
      `mutation($a: ID!, $s: [AuthorizationServiceInput!]!) { setStudentAuthorizationServices(authorizationId: $a, services: $s) { id } }`,
      { a: existing.id, s: [{ serviceId: '3', billingCodeId: '5', totalUnits: 10, rate: 0 }] },
    );
    expect(rate.errors?.[0]?.extensions?.fieldErrors).toEqual({ 'services.0.rate': ['Rate must be greater than zero'] });
  });

  it('finds authorizations by parameters, by BCBA and by staff', async () => {
    const all = await gql<{ r: { id: string; bcbaId: string | null; startDate: string; endDate: string; funderId: string }[] }>(
      `query($s: ID!) { r: studentAuthorizations(studentId: $s) { id bcbaId startDate endDate funderId } }`,
      { s: studentId },
    );
    const first = all.data!.r.find((a) => a.bcbaId !== null)!;
    const found = await gql<{ r: { id: string }[] }>(
      `query($s: ID, $d: Date, $f: ID) { r: findStudentAuthorizations(studentId: $s, date: $d, funderId: $f) { id } }`,
      {
        s: studentId,
        d: first.startDate,
        f: first.funderId,
      },
    );
    expect(found.data!.r.map((a) => a.id)).toContain(first.id);
    const byBcba = await gql<{ r: { id: string; bcbaId: string }[] }>(`query($b: ID!) { r: authorizationsByBcba(bcbaId: $b) { id bcbaId } }`, {
      b: first.bcbaId,
    });
    expect(byBcba.data!.r.map((a) => a.id)).toContain(first.id);
    expect(byBcba.data!.r.every((a) => a.bcbaId === first.bcbaId)).toBe(true);
    const therapist = await stack.signIn('Therapist');
    const mine = await stack.gql<{ r: { student: { staffIds: string[] } | null }[] }>(
      `{ r: staffStudentAuthorizations { student { staffIds } } }`,
      {},
      therapist,
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.r.length).toBeGreaterThan(0);
    expect(mine.data!.r.every((a) => a.student?.staffIds.includes('3'))).toBe(true);
  });
});
