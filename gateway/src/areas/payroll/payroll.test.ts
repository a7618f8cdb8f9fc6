// Payroll through GraphQL against the stand-in: known sessions × the rate in effect each day give known amounts
// (rounded to the cent per day), totals add up, payouts come off what is due, zero rates and amounts are refused,
// everyone's pages cost one call, and the XLSX export holds the same numbers as the report.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let token: string;
let staffId: string;

interface Day {
  date: string;
  sessions: number;
  minutes: number;
  hourlyRateCents: number | null;
  amountCents: number;
}
interface Earnings {
  staffId: string;
  staffName: string;
  days: Day[];
  totalSessions: number;
  totalMinutes: number;
  totalCents: number;
}
interface Report {
  startDate: string;
  endDate: string;
  staff: Earnings[];
  totalSessions: number;
  totalMinutes: number;
  totalCents: number;
}
interface Summary {
  staffId: string;
  earnedCents: number;
  paidCents: number;
  dueCents: number;
  hourlyRateCents: number | null;
}

const reportFields =
  'startDate endDate totalSessions totalMinutes totalCents staff { staffId staffName totalSessions totalMinutes totalCents days { date sessions minutes hourlyRateCents amountCents } }';
const payFields =
  'summary { staffId earnedCents paidCents dueCents hourlyRateCents } rates { hourlyRateCents effectiveFrom } payouts { amountCents paidOn note }';

/** Known work in March 2026, a month the seeded sessions do not reach. */
function addKnownSessions(id: number): void {
  const sessions = stack.standIn.fixtures.studentSessions;
  const base = {
    student_id: 1,
    service_id: 1,
    billing_code_id: 1,
    authorization_id: null,
    hcode: '97153',
    units: 4,
    note_status: 'Signed',
    place_of_service: 'Home (12)',
  };
  const add = (date: string, start: string, end: string, status = 'Completed') =>
    sessions.add({ ...base, staff_id: id, date, start_time: start, end_time: end, status });
  add('2026-03-02', '09:00', '11:15'); // 135 minutes
  add('2026-03-02', '13:00', '14:00'); // 60 minutes
  add('2026-03-02', '15:00', '16:00', 'Cancelled'); // not paid
  add('2026-03-03', '10:00', '10:45'); // 45 minutes
  add('2026-03-04', '10:00', '12:00', 'Scheduled'); // not paid
}

beforeAll(async () => {
  stack = await startStack();
  token = await stack.signIn('Office administrator');
  const all = await stack.gql<{ r: Summary[] }>('{ r: staffPaySummaries { staffId earnedCents paidCents dueCents hourlyRateCents } }', {}, token);
  staffId = all.data!.r[0]!.staffId;
  addKnownSessions(Number(staffId));
});
afterAll(() => stack.stop());

const setRate = (rate: number, effectiveFrom: string) =>
  stack.gql<{ r: { rates: { hourlyRateCents: number; effectiveFrom: string }[] } }>(
    'mutation($i: StaffPayRateInput!) { r: setStaffPayRate(input: $i) { rates { hourlyRateCents effectiveFrom } } }',
    { i: { staffId, rate, effectiveFrom } },
    token,
  );

const staffReport = (startDate: string, endDate: string) =>
  stack.gql<{ r: Report }>(
    `query($u: ID!, $s: Date!, $e: Date!) { r: staffPayrollReport(userId: $u, startDate: $s, endDate: $e) { ${reportFields} } }`,
    { u: staffId, s: startDate, e: endDate },
    token,
  );

const pay = () =>
  stack.gql<{ r: { summary: Summary; payouts: { amountCents: number; paidOn: string; note: string | null }[] } }>(
    `query($u: ID!) { r: staffPay(userId: $u) { ${payFields} } }`,
    { u: staffId },
    token,
  );

describe('payroll arithmetic', () => {
  it('pays each day its worked hours × the rate in effect that day, rounded to the cent', async () => {
    expect((await setRate(41, '2026-03-01')).errors).toBeUndefined();
    const saved = await setRate(40.5, '2026-03-03');
    expect(saved.data!.r.rates.slice(0, 2)).toEqual([
      { hourlyRateCents: 4050, effectiveFrom: '2026-03-03' },
      { hourlyRateCents: 4100, effectiveFrom: '2026-03-01' },
    ]);
    const answer = await staffReport('2026-03-01', '2026-03-31');
    expect(answer.errors).toBeUndefined();
    const report = answer.data!.r;
    expect(report.staff).toHaveLength(1);
    expect(report.staff[0]!.days).toEqual([
      // 3.25 h × $41.00 = $133.25
      { date: '2026-03-02', sessions: 2, minutes: 195, hourlyRateCents: 4100, amountCents: 13325 },
      // 0.75 h × $40.50 = $30.375, paid $30.38
      { date: '2026-03-03', sessions: 1, minutes: 45, hourlyRateCents: 4050, amountCents: 3038 },
    ]);
    expect(report).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-31', totalSessions: 3, totalMinutes: 240, totalCents: 16363 });
    expect(stack.standIn.calls.last({ method: 'POST', path: `get-staff-payroll/${staffId}` })!.body).toEqual({
      start_date: '2026-03-01',
      end_date: '2026-03-31',
    });
  });

  it("answers everyone's earnings in one call, whose totals are the sums of the staff members' days", async () => {
    stack.standIn.calls.reset();
    const answer = await stack.gql<{ r: Report }>(
      `{ r: payrollReport(startDate: "2025-11-01", endDate: "2026-03-31") { ${reportFields} } }`,
      {},
      token,
    );
    expect(stack.standIn.calls.list().map((call) => call.path)).toEqual(['get-staff-payroll']);
    const report = answer.data!.r;
    expect(report.staff.length).toBeGreaterThan(20);
    for (const staff of report.staff) {
      expect(staff.totalCents).toBe(staff.days.reduce((sum, day) => sum + day.amountCents, 0));
      expect(staff.totalMinutes).toBe(staff.days.reduce((sum, day) => sum + day.minutes, 0));
      for (const day of staff.days)
        expect(day.amountCents).toBe(day.hourlyRateCents === null ? 0 : Math.round((day.minutes * day.hourlyRateCents) / 60));
    }
    expect(report.totalCents).toBe(report.staff.reduce((sum, staff) => sum + staff.totalCents, 0));
    expect(report.totalSessions).toBe(report.staff.reduce((sum, staff) => sum + staff.totalSessions, 0));
    expect(report.staff.filter((staff) => staff.days.length > 0).length).toBeGreaterThan(10);
    const own = report.staff.find((staff) => staff.staffId === staffId)!;
    expect(own.days.filter((day) => day.date >= '2026-03-01').map((day) => day.amountCents)).toEqual([13325, 3038]);
  });

  it('names the latest day with paid sessions, so that a range without any can point at one', async () => {
    const wide = (
      await stack.gql<{ r: Report }>(`{ r: payrollReport(startDate: "2025-01-01", endDate: "2025-12-31") { ${reportFields} } }`, {}, token)
    ).data!.r;
    const paidDays = wide.staff.flatMap((staff) => staff.days.map((day) => day.date));
    const empty = await stack.gql<{ r: { totalSessions: number; latestPaidDay: string | null } }>(
      '{ r: payrollReport(startDate: "2024-01-01", endDate: "2024-01-31") { totalSessions latestPaidDay } }',
      {},
      token,
    );
    expect(empty.data!.r.totalSessions).toBe(0);
    expect(empty.data!.r.latestPaidDay! >= paidDays.sort().at(-1)!).toBe(true);
  });

  it('refuses a range that ends before it starts, and a day that is not a real date', async () => {
    const backwards = await staffReport('2026-03-31', '2026-03-01');
    expect(backwards.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(backwards.errors![0]!.extensions!.fieldErrors).toMatchObject({
      endDate: ['The end date field must be a date after or equal to start date.'],
    });
    const unreal = await staffReport('2026-02-30', '2026-03-01');
    expect(unreal.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });
});

describe('payouts', () => {
  it('subtracts what was paid from what was earned, and a new payout lowers what is due', async () => {
    const before = (await pay()).data!.r.summary;
    expect(before.dueCents).toBe(before.earnedCents - before.paidCents);
    expect(before.dueCents).toBeGreaterThan(12_550);
    const answer = await stack.gql<{ r: { summary: Summary; payouts: { amountCents: number; paidOn: string; note: string | null }[] } }>(
      `mutation($i: StaffPayoutInput!) { r: recordStaffPayout(input: $i) { ${payFields} } }`,
      { i: { staffId, amount: 125.5, paidOn: '2026-03-10', note: 'March, first half' } },
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.r.summary).toMatchObject({
      paidCents: before.paidCents + 12_550,
      dueCents: before.dueCents - 12_550,
      earnedCents: before.earnedCents,
    });
    expect(answer.data!.r.payouts[0]).toEqual({ amountCents: 12_550, paidOn: '2026-03-10', note: 'March, first half' });
    const everyone = await stack.gql<{ r: Summary[] }>(
      '{ r: staffPaySummaries { staffId earnedCents paidCents dueCents hourlyRateCents } }',
      {},
      token,
    );
    expect(everyone.data!.r.find((row) => row.staffId === staffId)!.dueCents).toBe(before.dueCents - 12_550);
  });

  it("refuses a rate or an amount of zero with the form rule's message, and a payout over what is due", async () => {
    const zeroRate = await setRate(0, '2026-03-05');
    expect(zeroRate.errors![0]!.extensions!.fieldErrors).toEqual({ rate: ['Rate must be greater than zero'] });
    const zeroAmount = await stack.gql(
      'mutation($i: StaffPayoutInput!) { r: recordStaffPayout(input: $i) { summary { dueCents } } }',
      { i: { staffId, amount: 0 } },
      token,
    );
    expect(zeroAmount.errors![0]!.extensions!.fieldErrors).toEqual({ amount: ['Rate must be greater than zero'] });
    const due = (await pay()).data!.r.summary.dueCents;
    const tooMuch = await stack.gql(
      'mutation($i: StaffPayoutInput!) { r: recordStaffPayout(input: $i) { summary { dueCents } } }',
      { i: { staffId, amount: due / 100 + 1 } },
      token,
    );
    expect(String((tooMuch.errors![0]!.extensions!.fieldErrors as Record<string, string[]>).amount)).toMatch(
      /^The amount must not be greater than the due payout of \$[\d,]+\.\d{2}\.$/,
    );
    expect((await pay()).data!.r.summary.dueCents).toBe(due);
  });

  it('answers not found for someone who is not staff', async () => {
    const answer = await stack.gql('{ r: staffPay(userId: "4") { summary { dueCents } } }', {}, token);
    expect(answer.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });
});

describe('export', () => {
  it("writes a workbook whose lines and total are the report's numbers", async () => {
    const range = { s: '2025-12-01', e: '2026-03-31' };
    const report = (
      await stack.gql<{ r: Report }>(`query($s: Date!, $e: Date!) { r: payrollReport(startDate: $s, endDate: $e) { ${reportFields} } }`, range, token)
    ).data!.r;
    const answer = await stack.gql<{ r: { url: string; fileName: string } }>(
      'mutation($s: Date!, $e: Date!) { r: exportPayroll(startDate: $s, endDate: $e) { url fileName } }',
      range,
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.r.fileName).toBe('payroll-2025-12-01-to-2026-03-31.xlsx');
    const res = await fetch(answer.data!.r.url);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Staff', 'Date', 'Sessions', 'Hours', 'Hourly rate (USD)', 'Amount (USD)']);
    const expected = report.staff.flatMap((staff) =>
      staff.days.map((day) => [
        staff.staffName,
        day.date,
        day.sessions,
        day.minutes / 60,
        day.hourlyRateCents === null ? undefined : day.hourlyRateCents / 100,
        day.amountCents / 100,
      ]),
    );
    expect(rows.slice(1, -1)).toEqual(expected);
    const total = rows.at(-1)!;
    expect(total[0]).toBe('Total');
    expect(total[5]).toBe(report.totalCents / 100);
    expect(Math.round((rows.slice(1, -1) as number[][]).reduce((sum, row) => sum + row[5]! * 100, 0))).toBe(report.totalCents);
  });

  it("exports one staff member's days", async () => {
    const answer = await stack.gql<{ r: { url: string; fileName: string } }>(
      'mutation($u: ID!) { r: exportStaffPayroll(userId: $u, startDate: "2026-03-01", endDate: "2026-03-31") { url fileName } }',
      { u: staffId },
      token,
    );
    expect(answer.data!.r.fileName).toBe(`payroll-${staffId}-2026-03-01-to-2026-03-31.xlsx`);
  });
});

describe('access', () => {
  it('refuses people without the staff list permission', async () => {
    const parent = await stack.signIn('Parent');
    const answer = await stack.gql('{ r: staffPaySummaries { staffId } }', {}, parent);
    expect(answer.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});
