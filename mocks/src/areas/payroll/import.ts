// A payroll run from the payroll provider, in the columns of the import-payroll sample file: each row pays one staff
// member for one pay period, the regular hours at the row's rate and the overtime at one and a half times it, and is
// recorded as a payout on the period's last day. Every row is checked before anything is written; `check_only` answers
// the same report and writes nothing. A period already paid to a person by an import (earlier, or higher up the same
// file) is refused on its row, so the same file imported twice pays nobody twice.
import type { Request, Response } from 'express';
import type { Db, User } from '../../db/index.js';
import { today, usDate } from '../../kit/dates.js';
import { readImportSheet, rowMessage } from '../../kit/import.js';
import { recordValues } from '../../kit/sheet-record.js';
import { ok } from '../../server/replies.js';
import { attributeName, FieldErrors, isBlank } from '../../server/validation.js';
import { sampleTypes } from '../sample-files/sample-types.js';
import { bodyOf, centsField, dayField, dollarsOf as dollars, maxRate } from './input.js';
import { paySummaries, payrollStaff } from './report.js';
import type { PayrollTables, StaffPayout } from './tables.js';

/** The sample file's columns, which the import reads: the sample is the file's one description. */
export const payrollImportColumns = sampleTypes.find((sample) => sample.type === 'import-payroll')!.headers;

/** Hours one row may pay of each kind: a month of every hour. */
const maxHours = 744;
/** Overtime pays one and a half times the rate. */
const overtimeFactor = 1.5;

export interface PayrollImportRow {
  row: number;
  staff_id: number;
  staff_name: string;
  period_start: string;
  period_end: string;
  regular_hours: number;
  overtime_hours: number;
  hourly_rate_cents: number;
  amount_cents: number;
  warning: string | null;
}

function hoursField(errors: FieldErrors, values: Record<string, string>, field: string): number | undefined {
  const value = values[field] ?? '';
  if (isBlank(value)) return 0;
  const name = attributeName(field);
  if (!/^\d+(\.\d+)?$/.test(value)) errors.add(field, `The ${name} field must be a number of 0 or more.`);
  else if (!/^\d+(\.\d{1,2})?$/.test(value)) errors.add(field, `The ${name} field must have 0-2 decimal places.`);
  else if (Number(value) > maxHours) errors.add(field, `The ${name} field must not be greater than ${maxHours}.`);
  return errors.has(field) ? undefined : Number(value);
}

const periodKey = (staffId: number, start: string, end: string) => `${staffId}|${start}|${end}`;
const periodText = (start: string, end: string) => `${usDate(start)}–${usDate(end)}`;

/** Reads, checks and (unless only checking) pays the rows of an uploaded payroll file. */
export async function importPayroll(req: Request, res: Response, db: Db, tables: PayrollTables): Promise<void> {
  const sheet = await readImportSheet(req, res, payrollImportColumns);
  if (!sheet) return;
  const body = bodyOf(req);
  const checkOnly = body.check_only === true || body.check_only === 'true' || body.check_only === '1';
  const byEmail = new Map(payrollStaff(db).map((user) => [user.email.toLowerCase(), user]));
  const imported = new Map<string, StaffPayout>();
  for (const payout of tables.payouts.active())
    if (payout.period_start && payout.period_end) imported.set(periodKey(payout.staff_id, payout.period_start, payout.period_end), payout);
  const inFile = new Map<string, number>();
  const dueLeft = new Map<number, number>();
  const rows: PayrollImportRow[] = [];
  const refused: { row: number; message: string }[] = [];

  for (const record of sheet.records) {
    const values = recordValues(sheet.header, record);
    const errors = new FieldErrors();
    const email = (values.staff_email ?? '').toLowerCase();
    let staff: User | undefined;
    if (email === '') errors.add('staff_email', 'The staff email field is required.');
    else if (!(staff = byEmail.get(email))) errors.add('staff_email', `No staff member has the email ${values.staff_email}.`);
    const start = dayField(errors, values, 'pay_period_start');
    const end = dayField(errors, values, 'pay_period_end');
    if (start && end && end < start) errors.add('pay_period_end', 'The pay period end field must be a date after or equal to pay period start.');
    else if (end && end > today()) errors.add('pay_period_end', 'The pay period end field must be a date before or equal to today.');
    const regular = hoursField(errors, values, 'regular_hours');
    const overtime = hoursField(errors, values, 'overtime_hours');
    if (regular === 0 && overtime === 0) errors.add('regular_hours', 'A row must pay some regular or overtime hours.');
    const rate = centsField(errors, values, 'hourly_rate', maxRate);
    if (staff && start && end && errors.empty) {
      const key = periodKey(staff.id, start, end);
      const earlier = imported.get(key);
      const above = inFile.get(key);
      if (earlier)
        errors.add(
          'pay_period_start',
          `${periodText(start, end)} is already paid to ${staff.email} by an import (${dollars(earlier.amount_cents)} on ${usDate(earlier.paid_on)}).`,
        );
      else if (above !== undefined) errors.add('pay_period_start', `Row ${above} already pays ${staff.email} for ${periodText(start, end)}.`);
    }
    if (!errors.empty || !staff || !start || !end || regular === undefined || overtime === undefined || rate === undefined) {
      refused.push({ row: record.line, message: rowMessage(errors) });
      continue;
    }
    inFile.set(periodKey(staff.id, start, end), record.line);
    const amount = Math.round(regular * rate + overtime * rate * overtimeFactor);
    // What the sessions earned and nobody has paid yet, less what this file's rows above already pay.
    const due = dueLeft.get(staff.id) ?? paySummaries(tables, [staff])[0]!.due_cents;
    dueLeft.set(staff.id, due - amount);
    rows.push({
      row: record.line,
      staff_id: staff.id,
      staff_name: staff.name,
      period_start: start,
      period_end: end,
      regular_hours: regular,
      overtime_hours: overtime,
      hourly_rate_cents: rate,
      amount_cents: amount,
      warning: amount > due ? `Pays ${dollars(amount - Math.max(due, 0))} more than the sessions earned and not yet paid.` : null,
    });
  }

  if (!checkOnly)
    for (const row of rows)
      tables.payouts.insert({
        staff_id: row.staff_id,
        amount_cents: row.amount_cents,
        paid_on: row.period_end,
        note: `Payroll import: ${row.regular_hours} regular and ${row.overtime_hours} overtime hours at ${dollars(row.hourly_rate_cents)}, ${periodText(row.period_start, row.period_end)}`,
        period_start: row.period_start,
        period_end: row.period_end,
      });
  const count = (n: number) => `${n} row${n === 1 ? '' : 's'}`;
  ok(res, {
    message: `${count(rows.length)} ${checkOnly ? 'can be imported' : 'imported'}, ${refused.length} rejected.`,
    data: { imported: rows.length, rejected: refused.length, errors: refused, rows },
  });
}
