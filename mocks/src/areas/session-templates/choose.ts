// Which template a note is written on: the active template holding the session's billing code (hcode), else one
// written for its service. A billing code belongs to one active template at a time, so the choice is never a guess.
import type { Db } from '../../db/index.js';
import type { Table } from '../../db/table.js';
import type { BillingCode } from '../billing-codes/billing-code.js';
import { billingCodesTable } from '../billing-codes/rules.js';
import { authorizationTables } from '../student-authorizations/index.js';
import type { SessionTemplate } from './template.js';

export const noTemplateMessage = 'No active session template is set for this service and billing code.';

export function templateFor(table: Table<SessionTemplate>, serviceId: number, hcode: string): SessionTemplate | undefined {
  const active = table.active().filter((template) => template.status === 1);
  const code = hcode.trim().toUpperCase();
  return active.find((template) => template.hcodes.includes(code)) ?? active.find((template) => template.service_ids.includes(serviceId));
}

/** The active templates for the services of a student's authorizations (any of their billing codes or the service). */
export function templatesForStudent(db: Db, table: Table<SessionTemplate>, studentId: number): SessionTemplate[] {
  const { authorizations, services } = authorizationTables(db);
  const mine = new Set(
    authorizations
      .active()
      .filter((row) => row.student_id === studentId)
      .map((row) => row.id),
  );
  const covered = services.active().filter((row) => mine.has(row.authorization_id));
  const serviceIds = new Set(covered.map((row) => row.service_id));
  const codes = new Set(
    db
      .table<BillingCode>(billingCodesTable)
      .active()
      .filter((code) => serviceIds.has(code.service_id))
      .map((code) => code.code.toUpperCase()),
  );
  return table
    .active()
    .filter(
      (template) =>
        template.status === 1 && (template.hcodes.some((code) => codes.has(code)) || template.service_ids.some((id) => serviceIds.has(id))),
    );
}

/** The active template other than `exceptId` that holds each of the codes. */
export function heldCodes(table: Table<SessionTemplate>, codes: readonly string[], exceptId?: number): Map<string, SessionTemplate> {
  const held = new Map<string, SessionTemplate>();
  for (const template of table.active()) {
    if (template.id === exceptId || template.status !== 1) continue;
    for (const code of template.hcodes) if (codes.includes(code)) held.set(code, template);
  }
  return held;
}
