// Payroll: GET staff-payroll/{id} (a staff member's rate, rate history, payouts and what is due), POST staff-payroll
// (a new rate from a day on, or a payout), POST get-staff-payroll/{id} (their earnings per day over a date range,
// `export: xlsx` adds the workbook). The all-staff pages ask GET staff-payroll and POST get-staff-payroll without an
// id: everyone in one call, worked out in one pass. POST import-payroll pays a payroll provider's file. A staff
// member reads their own pay and earnings; everything else is the payroll permission's.
import type { Request, RequestHandler, Response } from 'express';
import type { Db, User } from '../../db/index.js';
import { offerFile, exportContentTypes } from '../../kit/export.js';
import type { Area } from '../../server/area.js';
import { forbidden, notFound, ok, unprocessable } from '../../server/replies.js';
import { callerOf } from '../../server/auth.js';
import { holdsPermission } from '../auth/permissions.js';
import { importPayroll } from './import.js';
import { FieldErrors } from '../../server/validation.js';
import { bodyOf, centsField, dollarsOf, pastDayField, dayField, maxRate, readRange } from './input.js';
import { payDetail, paySummaries, payrollReport, payrollStaff } from './report.js';
import { payrollTables, type PayrollTables } from './tables.js';
import { payrollWorkbook } from './workbook.js';
import { today } from '../../kit/dates.js';

/** Who may see and record pay: the staff area's permission. */
export const payrollPermission = 'Staff List';

/** Highest payout accepted, in dollars. */
const maxPayout = 100_000;

/** The payroll permission, or the caller's own pay. */
const selfOrPayroll: RequestHandler = (req, res, next) => {
  const { user } = callerOf(req);
  if (holdsPermission(user, payrollPermission) || String(user.id) === req.params.id) next();
  else forbidden(res);
};

function staffMember(db: Db, id: unknown): User | undefined {
  const wanted = Number(id);
  return Number.isInteger(wanted) ? payrollStaff(db).find((user) => user.id === wanted) : undefined;
}

async function answerReport(req: Request, res: Response, db: Db, tables: PayrollTables, staff: readonly User[], fileName: string): Promise<void> {
  const body = bodyOf(req);
  const { range, errors } = readRange(body);
  if (!range) return unprocessable(res, errors);
  const report = payrollReport(tables, staff, range);
  if (body.export === 'xlsx') {
    const file = offerFile(req, db, {
      fileName: `${fileName}-${range.from}-to-${range.to}.xlsx`,
      contentType: exportContentTypes.xlsx,
      content: await payrollWorkbook(report),
    });
    return ok(res, { message: 'Payroll exported.', data: { ...report, file } });
  }
  ok(res, { data: report });
}

/** A new rate (`rate`, from `effective_from`, today unless given) or a payout (`amount` on `paid_on`, with a note). */
function recordPay(db: Db, tables: PayrollTables, req: Request, res: Response): void {
  const body = bodyOf(req);
  const errors = new FieldErrors();
  const staff = staffMember(db, body.staff_id);
  if (!staff) errors.add('staff_id', body.staff_id === undefined ? 'The staff id field is required.' : 'The selected staff id is invalid.');
  if (body.rate !== undefined) {
    const cents = centsField(errors, body, 'rate', maxRate);
    const from = dayField(errors, body, 'effective_from', today());
    if (!staff || cents === undefined || !from || !errors.empty) return unprocessable(res, errors);
    // One rate per day: a second one set for the same day replaces it.
    const same = tables.rates.active().find((rate) => rate.staff_id === staff.id && rate.effective_from === from);
    if (same) tables.rates.update(same.id, { hourly_rate_cents: cents });
    else tables.rates.insert({ staff_id: staff.id, hourly_rate_cents: cents, effective_from: from });
    return ok(res, { message: 'Rate saved.', data: payDetail(tables, staff) });
  }
  const cents = centsField(errors, body, 'amount', maxPayout);
  const paidOn = pastDayField(errors, body, 'paid_on');
  const note = typeof body.note === 'string' ? body.note.trim() : '';
  if (note.length > 255) errors.add('note', 'The note field must not be greater than 255 characters.');
  if (staff && cents !== undefined) {
    const due = paySummaries(tables, [staff])[0]!.due_cents;
    if (cents > due) errors.add('amount', `The amount must not be greater than the due payout of ${dollarsOf(due)}.`);
  }
  if (!staff || cents === undefined || !paidOn || !errors.empty) return unprocessable(res, errors);
  tables.payouts.insert({ staff_id: staff.id, amount_cents: cents, paid_on: paidOn, note: note || null });
  ok(res, { message: 'Payout recorded.', data: payDetail(tables, staff) });
}

export const payrollArea: Area = {
  name: 'payroll',
  after: ['student-sessions'],
  register(router, { db, auth }) {
    const guards = [auth.required, auth.requirePermission(payrollPermission)];
    const tables = payrollTables(db);

    router.get('/staff-payroll', ...guards, (_req, res) => ok(res, { data: paySummaries(tables, payrollStaff(db)) }));
    router.get('/staff-payroll/:id', auth.required, selfOrPayroll, (req, res) => {
      const staff = staffMember(db, req.params.id);
      if (!staff) return notFound(res, 'Staff member not found.');
      ok(res, { data: payDetail(tables, staff) });
    });
    router.post('/staff-payroll', ...guards, (req, res) => recordPay(db, tables, req, res));
    router.post('/get-staff-payroll', ...guards, (req, res) => answerReport(req, res, db, tables, payrollStaff(db), 'payroll'));
    router.post('/import-payroll', ...guards, (req, res) => importPayroll(req, res, db, tables));
    router.post('/get-staff-payroll/:id', auth.required, selfOrPayroll, (req, res) => {
      const staff = staffMember(db, req.params.id);
      if (!staff) return notFound(res, 'Staff member not found.');
      return answerReport(req, res, db, tables, [staff], `payroll-${staff.id}`);
    });
  },
};
