// A payroll provider's file through GraphQL against the stand-in: checked first with nothing written, then paid row by
// row (regular hours at the rate, overtime at one and a half times it), each refused row reported by line, and the
// same file imported again pays nobody twice. A staff member reads their own pay, and only their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';

let stack: Stack;
let office: string;
let therapist: string;
let first: { id: string; email: string };
let second: { id: string; email: string };

const IMPORT = `mutation($file: Upload!, $check: Boolean!) {
  r: importPayroll(file: $file, checkOnly: $check) {
    imported rejected errors { row message }
    rows { row staffId periodStart periodEnd regularHours overtimeHours hourlyRateCents amountCents }
  }
}`;
const PAY = 'query($u: ID!) { r: staffPay(userId: $u) { summary { paidCents } payouts { amountCents paidOn note } } }';

interface Answer {
  imported: number;
  rejected: number;
  errors: { row: number; message: string }[];
  rows: { row: number; staffId: string; amountCents: number }[];
}

beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
  therapist = await stack.signIn('Therapist');
  const [a, b] = stack.standIn.fixtures.users.ofType('Therapist').filter((user) => user.id !== 3);
  first = { id: String(a!.id), email: a!.email };
  second = { id: String(b!.id), email: b!.email };
});
afterAll(() => stack.stop());

const upload = async (csv: string, check: boolean, token = office) =>
  sendMultipart(
    stack.gateway.url,
    IMPORT,
    { file: null, check },
    { 'variables.file': { bytes: new TextEncoder().encode(csv), name: 'payroll.csv', type: 'text/csv' } },
    token,
  );

const payouts = async (id: string) => {
  const answer = await stack.gql<{ r: { payouts: { amountCents: number; paidOn: string; note: string | null }[] } }>(PAY, { u: id }, office);
  expect(answer.errors).toBeUndefined();
  return answer.data!.r.payouts;
};

const file = () =>
  [
    'staff_email,pay_period_start,pay_period_end,regular_hours,overtime_hours,hourly_rate',
    `${first.email},2026-11-01,2026-11-15,10,2,30.00`,
    `${second.email.toUpperCase()},2026-11-01,2026-11-15,7.25,,41.50`,
    'nobody@practice.test,2026-11-01,2026-11-15,8,0,25',
    `${first.email},2026-11-20,2026-11-10,1,0,20`,
    `${first.email},2026-11-01,2026-11-15,3,0,30`,
    `${second.email},2026-11-16,2026-11-30,0,0,25`,
    `${second.email},2026-11-16,2026-11-30,1.234,0,25`,
    `${second.email},2026-11-16,2026-11-30,8,0,0`,
  ].join('\r\n');

describe('importPayroll', () => {
  it('checks a file without writing: what each good row pays, and why each other row is refused', async () => {
    const before = await payouts(first.id);
    const answer = await upload(file(), true);
    expect(answer.body.errors).toBeUndefined();
    const report = (answer.body.data as { r: Answer }).r;
    expect(report.rows).toEqual([
      // 10 h × $30.00 + 2 h × $45.00
      {
        row: 2,
        staffId: first.id,
        periodStart: '2026-11-01',
        periodEnd: '2026-11-15',
        regularHours: 10,
        overtimeHours: 2,
        hourlyRateCents: 3000,
        amountCents: 39000,
      },
      // 7.25 h × $41.50 = $300.875, paid $300.88
      {
        row: 3,
        staffId: second.id,
        periodStart: '2026-11-01',
        periodEnd: '2026-11-15',
        regularHours: 7.25,
        overtimeHours: 0,
        hourlyRateCents: 4150,
        amountCents: 30088,
      },
    ]);
    expect(report.errors).toEqual([
      { row: 4, message: 'No staff member has the email nobody@practice.test.' },
      { row: 5, message: 'The pay period end field must be a date after or equal to pay period start.' },
      { row: 6, message: `Row 2 already pays ${first.email} for 11/01/2026–11/15/2026.` },
      { row: 7, message: 'A row must pay some regular or overtime hours.' },
      { row: 8, message: 'The regular hours field must have 0-2 decimal places.' },
      { row: 9, message: 'Rate must be greater than zero' },
    ]);
    expect(report).toMatchObject({ imported: 2, rejected: 6 });
    expect(await payouts(first.id)).toEqual(before);
  });

  it('pays the good rows as payouts on the period’s last day, and pays nobody twice when the file comes again', async () => {
    const answer = await upload(file(), false);
    expect((answer.body.data as { r: Answer }).r).toMatchObject({ imported: 2, rejected: 6 });
    expect((await payouts(first.id))[0]).toEqual({
      amountCents: 39000,
      paidOn: '2026-11-15',
      note: 'Payroll import: 10 regular and 2 overtime hours at $30.00, 11/01/2026–11/15/2026',
    });
    expect((await payouts(second.id))[0]).toMatchObject({ amountCents: 30088, paidOn: '2026-11-15' });

    const again = ((await upload(file(), false)).body.data as { r: Answer }).r;
    expect(again.imported).toBe(0);
    expect(again.errors.slice(0, 2)).toEqual([
      { row: 2, message: `11/01/2026–11/15/2026 is already paid to ${first.email} by an import ($390.00 on 11/15/2026).` },
      { row: 3, message: `11/01/2026–11/15/2026 is already paid to ${second.email} by an import ($300.88 on 11/15/2026).` },
    ]);
    expect((await payouts(first.id)).filter((payout) => payout.amountCents === 39000)).toHaveLength(1);
  });

  it('refuses a file without the columns, and anyone without the payroll permission', async () => {
    const missing = await upload('staff_email,regular_hours\r\na@b.c,1', true);
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(missing.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      file: ['The file is missing the columns: pay period start, pay period end, overtime hours, hourly rate.'],
    });
    const refused = await upload(file(), true, therapist);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('a staff member’s own pay', () => {
  it('is theirs to read, with their earnings, and nobody else’s', async () => {
    const own = await stack.gql<{ r: { summary: { paidCents: number } } }>(PAY, { u: '3' }, therapist);
    expect(own.errors).toBeUndefined();
    const earnings = await stack.gql<{ r: { staff: { staffId: string }[] } }>(
      'query($u: ID!) { r: staffPayrollReport(userId: $u, startDate: "2026-11-01", endDate: "2026-11-30") { staff { staffId } } }',
      { u: '3' },
      therapist,
    );
    expect(earnings.data?.r.staff.map((staff) => staff.staffId)).toEqual(['3']);
    const other = await stack.gql(PAY, { u: first.id }, therapist);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const everyone = await stack.gql('{ staffPaySummaries { staffId } }', {}, therapist);
    expect(everyone.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
