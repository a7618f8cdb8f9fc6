// The rules of a billing code beyond required fields: a code is unique per funder and modifier (the same CPT code
// sits in many funders' fee schedules), the rate is a positive amount and the daily cap a whole number of at least
// one. Used by the create and update calls and by the import, on the record as it would be saved.
import type { Db } from '../../db/index.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import type { BillingCode } from './billing-code.js';

export const billingCodesTable = 'billing_codes';

function same(a: unknown, b: unknown): boolean {
  const text = (value: unknown) => (isBlank(value) ? '' : String(value).trim().toLowerCase());
  return text(a) === text(b);
}

/** Adds the errors of a record as it would be saved (`exceptId`: the record itself, on update). */
export function checkBillingCode(db: Db, record: Record<string, unknown>, errors: FieldErrors, exceptId?: number): void {
  const { rate, units } = record;
  if (!isBlank(rate) && !errors.has('rate')) {
    const amount = Number(rate);
    if (!Number.isFinite(amount)) errors.add('rate', 'The rate field must be a number.');
    else if (amount <= 0) errors.add('rate', 'The rate field must be greater than 0.');
  }
  if (!isBlank(units) && !errors.has('units')) {
    const count = Number(units);
    if (!Number.isInteger(count)) errors.add('units', 'The units field must be an integer.');
    else if (count < 1) errors.add('units', 'The units field must be at least 1.');
  }
  if (isBlank(record.code) || errors.has('code') || isBlank(record.payer_id)) return;
  const clash = db
    .table<BillingCode>(billingCodesTable)
    .active()
    .some(
      (row) =>
        row.id !== exceptId && same(row.code, record.code) && same(row.modifier, record.modifier) && String(row.payer_id) === String(record.payer_id),
    );
  if (clash) errors.taken('code');
}
