// The records of other areas that student data points at: agencies, funders, services, service lines, billing
// codes and staff. Each is read from its area's table when that table exists (the students area registers after
// them, so their seeded rows are there when ours are seeded); otherwise a small fixed catalogue stands in, so this
// area never depends on another being present.
import type { Db, Row } from '../../db/index.js';

export type RelatedKind = 'agencies' | 'funders' | 'services' | 'serviceLines' | 'billingCodes';

export interface RelatedRecord {
  id: number;
  name: string;
  /** Billing codes: the funder and service they bill; services: their service line. */
  funder_id?: number | null;
  service_id?: number | null;
  service_line_id?: number | null;
}

const tableNames: Record<RelatedKind, readonly string[]> = {
  agencies: ['agencies'],
  funders: ['payers', 'funders'],
  services: ['services'],
  serviceLines: ['service_lines', 'service-lines', 'servicelines'],
  billingCodes: ['billing_codes', 'billing-codes', 'hcodes'],
};

const fallbackNames: Record<RelatedKind, readonly string[]> = {
  agencies: ['Harbor Family Services', 'Lakeside Early Intervention', 'Summit Care Network', 'Pine Valley Developmental'],
  funders: ['Medicaid', 'Blue Cross Blue Shield', 'Aetna', 'Cigna', 'UnitedHealthcare', 'Tricare', 'Humana', 'Kaiser Permanente'],
  services: ['Behavior Assessment', 'Direct Therapy', 'Supervision', 'Parent Training', 'Group Therapy', 'Social Skills Group'],
  serviceLines: ['ABA Therapy', 'Speech Therapy', 'Occupational Therapy', 'Counseling'],
  billingCodes: ['97151', '97152', '97153', '97154', '97155', '97156', '97157', '97158', '0362T', '0373T'],
};

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A record's display name, whatever its area calls the field. */
export function displayName(row: Record<string, unknown>): string {
  const first = text(row.first_name);
  const last = text(row.last_name);
  if (first || last) return [first, last].filter(Boolean).join(' ');
  return text(row.name) ?? text(row.payer_name) ?? text(row.code) ?? text(row.billing_code) ?? text(row.title) ?? `#${String(row.id)}`;
}

function numberOrNull(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
}

function tableOf(db: Db, kind: RelatedKind): Row[] | undefined {
  const names = new Set(db.tableNames());
  const found = tableNames[kind].find((name) => names.has(name));
  return found ? db.table(found).active() : undefined;
}

/** Every live record of a kind, from its area when it exists. */
export function relatedRecords(db: Db, kind: RelatedKind): RelatedRecord[] {
  const rows = tableOf(db, kind);
  if (rows && rows.length > 0) {
    return rows.map((row) => {
      const record = row as unknown as Record<string, unknown>;
      return {
        id: row.id,
        name: displayName(record),
        funder_id: numberOrNull(record.funder_id ?? record.payer_id),
        service_id: numberOrNull(record.service_id),
        service_line_id: numberOrNull(record.service_line_id ?? record.serviceline_id),
      };
    });
  }
  const services = fallbackNames.services.length;
  return fallbackNames[kind].map((name, index) => ({
    id: index + 1,
    name,
    funder_id: kind === 'billingCodes' ? (index % fallbackNames.funders.length) + 1 : null,
    service_id: kind === 'billingCodes' ? (index % services) + 1 : null,
    service_line_id: kind === 'services' ? (index % fallbackNames.serviceLines.length) + 1 : null,
  }));
}

/** Names by id, for exports and filter options. */
export function relatedNames(db: Db, kind: RelatedKind): Map<number, string> {
  return new Map(relatedRecords(db, kind).map((record) => [record.id, record.name]));
}

/** Staff: users who are neither parents nor the Super Admin. */
export function staffRecords(db: Db): RelatedRecord[] {
  return db.users
    .active()
    .filter((user) => user.user_type === 'Therapist' || user.user_type === 'Office Administrator')
    .map((user) => ({ id: user.id, name: user.name }));
}
