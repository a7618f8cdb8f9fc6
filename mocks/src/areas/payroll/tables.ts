// Payroll's own records: each staff member's hourly rates (a history; the rate in effect on a day pays that day)
// and the payouts made to them. Money is kept in integer cents, so sums never drift.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow, Row, Table } from '../../db/table.js';
import { staffTypes } from '../users/index.js';
import type { StudentSession } from '../student-sessions/index.js';
import { dailyEarnings } from './earnings.js';

export interface StaffPayRate extends Row {
  staff_id: number;
  hourly_rate_cents: number;
  /** The first day this rate pays. */
  effective_from: string;
}

export interface StaffPayout extends Row {
  staff_id: number;
  amount_cents: number;
  paid_on: string;
  note: string | null;
  /** The pay period an imported payout pays (absent on one recorded by hand). */
  period_start?: string | null;
  period_end?: string | null;
}

export interface PayrollTables {
  rates: Table<StaffPayRate>;
  payouts: Table<StaffPayout>;
  sessions: Table<StudentSession>;
}

/** The day every seeded staff member's first rate starts. */
const firstRateDay = '2025-01-01';
/** The day seeded raises start, and the day seeded payouts were made (for the work before it). */
const raiseDay = '2025-12-01';
const seededPayday = '2025-12-15';

function seedRates(faker: Faker, db: Db): NewRow<StaffPayRate>[] {
  const rows: NewRow<StaffPayRate>[] = [];
  for (const user of db.users.all().filter((row) => staffTypes.includes(row.user_type))) {
    // $22.00 to $65.00 an hour, in steps of 50 cents; one in four had a raise of $2.50 from the raise day.
    const cents = faker.number.int({ min: 44, max: 130 }) * 50;
    rows.push({ staff_id: user.id, hourly_rate_cents: cents, effective_from: firstRateDay });
    if (faker.datatype.boolean(0.25)) rows.push({ staff_id: user.id, hourly_rate_cents: cents + 250, effective_from: raiseDay });
  }
  return rows;
}

function seedPayouts(faker: Faker, tables: Omit<PayrollTables, 'payouts'>): NewRow<StaffPayout>[] {
  // Two staff members in three were paid on the payday for everything they earned before it.
  const days = dailyEarnings(tables.sessions.active(), tables.rates.active(), { from: '2000-01-01', to: '2025-12-14' });
  const earned = new Map<number, number>();
  for (const day of days) earned.set(day.staff_id, (earned.get(day.staff_id) ?? 0) + day.amount_cents);
  const rows: NewRow<StaffPayout>[] = [];
  for (const [staffId, cents] of [...earned].sort(([a], [b]) => a - b)) {
    if (cents > 0 && faker.datatype.boolean(2 / 3))
      rows.push({ staff_id: staffId, amount_cents: cents, paid_on: seededPayday, note: 'Paid through 12/14/2025' });
  }
  return rows;
}

/** The payroll tables, defined (and seeded) on first use; sessions are the student sessions' table. */
export function payrollTables(db: Db): PayrollTables {
  const sessions = db.table<StudentSession>('student_sessions');
  const rates = db.defineTable<StaffPayRate>('staff_pay_rates', (faker) => seedRates(faker, db));
  const payouts = db.defineTable<StaffPayout>('staff_payouts', (faker) => seedPayouts(faker, { sessions, rates }));
  return { rates, payouts, sessions };
}
