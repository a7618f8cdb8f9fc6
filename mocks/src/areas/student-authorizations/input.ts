// What a create or update may set on an authorization, and its rules (total_units and rate fail at 0, with the
// portal's own messages).
import type { Db } from '../../db/index.js';
import type { Table } from '../../db/table.js';
import type { InputRules } from '../../kit/input.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import { calendarDate } from '../../kit/dates.js';
import { relatedRecords, staffRecords } from '../students/related.js';
import { authorizationFrequencies, authorizationStatuses, type StudentAuthorization } from './authorization.js';

export const totalUnitsMessage = 'Total units must be greater than zero';
export const rateMessage = 'Rate must be greater than zero';

const fillable = [
  'funder_id',
  'service_id',
  'service_line_id',
  'bcba_id',
  'authorization_number',
  'start_date',
  'end_date',
  'total_units',
  'units_used',
  'unit_minutes',
  'frequency',
  'status',
  'notes',
] as const satisfies readonly (keyof StudentAuthorization)[];

export const authorizationInput = {
  fillable,
  casts: {
    funder_id: 'integer',
    service_id: 'integer',
    service_line_id: 'integer',
    bcba_id: 'integer',
    total_units: 'integer',
    units_used: 'integer',
    unit_minutes: 'integer',
  },
} as const satisfies InputRules<StudentAuthorization>;

/** What a new authorization starts from when it copies none. */
export const authorizationDefaults = {
  units_used: 0,
  unit_minutes: 15,
  frequency: 'Total',
  status: 'Approved',
  notes: null,
  service_line_id: null,
  bcba_id: null,
} as const satisfies Partial<StudentAuthorization>;

/** The dates as the API stores them (YYYY-MM-DD), once they have been checked. */
export function withApiDates(values: Partial<StudentAuthorization>): Partial<StudentAuthorization> {
  const out = { ...values };
  if (typeof out.start_date === 'string') out.start_date = calendarDate(out.start_date) ?? out.start_date;
  if (typeof out.end_date === 'string') out.end_date = calendarDate(out.end_date) ?? out.end_date;
  return out;
}

function numberIn(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Adds the rules' errors for an authorization as it would be saved (the existing one with the input over it). */
export function checkAuthorization(
  db: Db,
  table: Table<StudentAuthorization>,
  input: Partial<StudentAuthorization>,
  errors: FieldErrors,
  existing?: StudentAuthorization,
): void {
  const merged = { ...existing, ...input } as Record<string, unknown>;
  errors.required(merged, ['funder_id', 'service_id', 'authorization_number', 'start_date', 'end_date', 'total_units']);
  const exists = (kind: 'funders' | 'services' | 'serviceLines', field: string) => {
    if (errors.has(field) || isBlank(merged[field])) return;
    if (!relatedRecords(db, kind).some((record) => record.id === merged[field])) {
      errors.add(field, `The selected ${field.replace(/_/g, ' ')} is invalid.`);
    }
  };
  exists('funders', 'funder_id');
  exists('services', 'service_id');
  exists('serviceLines', 'service_line_id');
  if (!isBlank(merged.bcba_id) && !staffRecords(db).some((member) => member.id === merged.bcba_id)) {
    errors.add('bcba_id', 'The selected bcba id is invalid.');
  }
  const start = errors.has('start_date') ? undefined : calendarDate(String(merged.start_date));
  const end = errors.has('end_date') ? undefined : calendarDate(String(merged.end_date));
  if (!errors.has('start_date') && start === undefined) errors.add('start_date', 'The start date field must be a valid date.');
  if (!errors.has('end_date') && end === undefined) errors.add('end_date', 'The end date field must be a valid date.');
  if (start && end && end < start) errors.add('end_date', 'The end date field must be a date after or equal to start date.');
  if (!errors.has('total_units')) {
    const total = numberIn(merged.total_units);
    if (total === undefined) errors.add('total_units', 'The total units field must be a number.');
    else if (total <= 0) errors.add('total_units', totalUnitsMessage);
  }
  if (!isBlank(merged.units_used)) {
    const used = numberIn(merged.units_used);
    if (used === undefined || used < 0) errors.add('units_used', 'The units used field must be at least 0.');
  }
  if (!isBlank(merged.frequency)) errors.oneOf('frequency', merged.frequency, authorizationFrequencies);
  if (!isBlank(merged.status)) errors.oneOf('status', merged.status, authorizationStatuses);
  if (!errors.has('authorization_number')) {
    const number = String(merged.authorization_number).trim().toLowerCase();
    const clash = table
      .active()
      .some((row) => row.id !== existing?.id && row.funder_id === merged.funder_id && row.authorization_number.toLowerCase() === number);
    if (clash) errors.taken('authorization_number');
  }
}

export interface ServiceInput {
  service_id: number;
  billing_code_id: number;
  total_units: number;
  units_used: number;
  rate: number;
}

/** The services of a student-authorization/services call, checked row by row (services.0.rate, ...). */
export function readServices(db: Db, value: unknown, errors: FieldErrors): ServiceInput[] {
  if (!Array.isArray(value) || value.length === 0) {
    errors.add('services', 'The services field is required.');
    return [];
  }
  const services = new Set(relatedRecords(db, 'services').map((record) => record.id));
  const codes = new Set(relatedRecords(db, 'billingCodes').map((record) => record.id));
  return value.map((raw: unknown, index) => {
    const entry = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const number = (key: string) => (entry[key] === undefined || entry[key] === '' ? undefined : Number(entry[key]));
    const service = number('service_id');
    const code = number('billing_code_id');
    const units = number('total_units');
    const used = number('units_used') ?? 0;
    const rate = number('rate');
    if (service === undefined || !services.has(service)) errors.add(`services.${index}.service_id`, 'The selected service id is invalid.');
    if (code === undefined || !codes.has(code)) errors.add(`services.${index}.billing_code_id`, 'The selected billing code id is invalid.');
    if (units === undefined || !Number.isFinite(units) || units <= 0) errors.add(`services.${index}.total_units`, totalUnitsMessage);
    if (rate === undefined || !Number.isFinite(rate) || rate <= 0) errors.add(`services.${index}.rate`, rateMessage);
    if (!Number.isFinite(used) || used < 0) errors.add(`services.${index}.units_used`, 'The units used field must be at least 0.');
    return { service_id: service ?? 0, billing_code_id: code ?? 0, total_units: units ?? 0, units_used: used, rate: rate ?? 0 };
  });
}
