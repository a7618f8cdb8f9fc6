// The answers of the payroll calls: a staff member's pay (rate, earned, paid, due), and earnings over a date range
// per staff member and day. Everyone's answer is worked out in one pass over the sessions, whatever the staff count.
import type { Db, User } from '../../db/index.js';
import { today } from '../../kit/dates.js';
import { staffTypes } from '../users/index.js';
import { dailyEarnings, latestPaidDay, rateOn, totalsOf, type DateRange, type DayEarning } from './earnings.js';
import type { PayrollTables, StaffPayout } from './tables.js';

/** Staff members who are paid: active users of a staff type, by name. */
export function payrollStaff(db: Db): User[] {
  return db.users
    .active()
    .filter((user) => staffTypes.includes(user.user_type))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

export interface PaySummary {
  staff_id: number;
  staff_name: string;
  user_type: string;
  /** The rate in effect today (null: none set). */
  hourly_rate_cents: number | null;
  worked_minutes: number;
  earned_cents: number;
  paid_cents: number;
  due_cents: number;
  last_paid_on: string | null;
}

function groupByStaff<T extends { staff_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.staff_id, [...(groups.get(row.staff_id) ?? []), row]);
  return groups;
}

/** Earned through today minus paid out, for each of the staff given. */
export function paySummaries(tables: PayrollTables, staff: readonly User[]): PaySummary[] {
  const day = today();
  const rates = tables.rates.active();
  const earnedDays = groupByStaff(dailyEarnings(tables.sessions.active(), rates, { from: '0000-01-01', to: day }));
  const payouts = groupByStaff(tables.payouts.active());
  return staff.map((user) => {
    const earned = totalsOf(earnedDays.get(user.id) ?? []);
    const paid = payouts.get(user.id) ?? [];
    const paidCents = paid.reduce((sum, payout) => sum + payout.amount_cents, 0);
    const lastPaidOn = paid.reduce<string | null>((last, payout) => (last === null || payout.paid_on > last ? payout.paid_on : last), null);
    return {
      staff_id: user.id,
      staff_name: user.name,
      user_type: user.user_type,
      hourly_rate_cents: rateOn(rates, user.id, day),
      worked_minutes: earned.minutes,
      earned_cents: earned.cents,
      paid_cents: paidCents,
      due_cents: earned.cents - paidCents,
      last_paid_on: lastPaidOn,
    };
  });
}

/** One staff member's pay with their rate history (newest first) and payouts (newest first). */
export function payDetail(tables: PayrollTables, user: User) {
  const byNewest = (a: { id: number }, b: { id: number }) => b.id - a.id;
  return {
    summary: paySummaries(tables, [user])[0]!,
    rates: tables.rates
      .active()
      .filter((rate) => rate.staff_id === user.id)
      .sort((a, b) => b.effective_from.localeCompare(a.effective_from) || byNewest(a, b))
      .map(({ id, hourly_rate_cents, effective_from, created_at }) => ({ id, hourly_rate_cents, effective_from, created_at })),
    payouts: tables.payouts
      .active()
      .filter((payout) => payout.staff_id === user.id)
      .sort((a, b) => b.paid_on.localeCompare(a.paid_on) || byNewest(a, b))
      .map(({ id, amount_cents, paid_on, note, created_at }: StaffPayout) => ({ id, amount_cents, paid_on, note, created_at })),
  };
}

export interface StaffEarnings {
  staff_id: number;
  staff_name: string;
  /** The rate in effect on the range's last day. */
  hourly_rate_cents: number | null;
  days: Omit<DayEarning, 'staff_id'>[];
  total_sessions: number;
  total_minutes: number;
  total_cents: number;
}

export interface PayrollReport {
  start_date: string;
  end_date: string;
  staff: StaffEarnings[];
  total_sessions: number;
  total_minutes: number;
  total_cents: number;
  /** The latest day up to today with a paid session of these staff, so an empty range can point at one that is not. */
  latest_paid_day: string | null;
}

/** Earnings of the staff given over the range: each one's days and totals, and the grand totals. */
export function payrollReport(tables: PayrollTables, staff: readonly User[], range: DateRange): PayrollReport {
  const rates = tables.rates.active();
  const days = groupByStaff(dailyEarnings(tables.sessions.active(), rates, range));
  const rows = staff.map((user): StaffEarnings => {
    const own = days.get(user.id) ?? [];
    const totals = totalsOf(own);
    return {
      staff_id: user.id,
      staff_name: user.name,
      hourly_rate_cents: rateOn(rates, user.id, range.to),
      days: own.map(({ staff_id: _staff, ...day }) => day),
      total_sessions: totals.sessions,
      total_minutes: totals.minutes,
      total_cents: totals.cents,
    };
  });
  const sum = (pick: (row: StaffEarnings) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    start_date: range.from,
    end_date: range.to,
    staff: rows,
    total_sessions: sum((row) => row.total_sessions),
    total_minutes: sum((row) => row.total_minutes),
    total_cents: sum((row) => row.total_cents),
    latest_paid_day: latestPaidDay(tables.sessions.active(), new Set(staff.map((user) => user.id)), today()),
  };
}
