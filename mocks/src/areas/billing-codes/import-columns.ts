// How an imported billing-code row names its funder and service: by id or by name (a fee-schedule spreadsheet
// carries names), and its status as 1/0 or Active/Inactive. The row is then checked with the code's own rules.
import type { Db } from '../../db/index.js';
import type { Row } from '../../db/table.js';
import { invalidReferenceMessage } from '../../kit/references.js';
import type { FieldErrors } from '../../server/validation.js';
import type { BillingCode } from './billing-code.js';
import { checkBillingCode } from './rules.js';

/** Import headers (normalised) that differ from the record's fields. */
export const billingCodeImportColumns = {
  funder: 'payer_id',
  funder_id: 'payer_id',
  payer: 'payer_id',
  service: 'service_id',
} as const;

interface Named extends Row {
  name: string;
}

/** A live row named by id or by name (case-insensitive); undefined when there is none. */
function resolve(db: Db, table: string, value: unknown): number | undefined {
  const rows = db.table<Named>(table);
  if (typeof value === 'number') return rows.find(value)?.id;
  const text = String(value ?? '')
    .trim()
    .toLowerCase();
  if (/^\d+$/.test(text)) return rows.find(Number(text))?.id;
  return rows.active().find((row) => row.name.trim().toLowerCase() === text)?.id;
}

function statusOf(value: unknown): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim().toLowerCase();
  if (text === '1' || text === 'active') return 1;
  if (text === '0' || text === 'inactive') return 0;
  return Number.NaN;
}

export function checkImportedBillingCode(db: Db, values: Partial<BillingCode>, errors: FieldErrors): Partial<BillingCode> {
  const out: Partial<BillingCode> = { ...values };
  if (values.payer_id !== undefined && values.payer_id !== null && !errors.has('payer_id')) {
    const id = resolve(db, 'payers', values.payer_id);
    if (id === undefined) errors.add('payer_id', invalidReferenceMessage('funder'));
    else out.payer_id = id;
  }
  if (values.service_id !== undefined && values.service_id !== null && !errors.has('service_id')) {
    const id = resolve(db, 'services', values.service_id);
    if (id === undefined) errors.add('service_id', invalidReferenceMessage('service'));
    else out.service_id = id;
  }
  const status = statusOf(values.status);
  if (Number.isNaN(status)) errors.add('status', 'The selected status is invalid.');
  else out.status = status ?? 1;
  // Blank cells take the resource's defaults rather than saving none.
  out.units ??= 1;
  out.unit_minutes ??= 15;
  out.modifier ??= null;
  checkBillingCode(db, out as Record<string, unknown>, errors);
  return out;
}
