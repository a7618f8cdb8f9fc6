// The clearing-house constants (eligibility/leta-constants/service-types and leta-payers: list, assign, remove).
// Service types are assigned or removed by id, several at once; checks ask about the assigned ones. A clearing-house
// funder is linked to one of the practice's funders and back: linking a funder moves it off the one it had.
import type { Request } from 'express';
import type { Db } from '../../db/index.js';
import { parseId } from '../../kit/ids.js';
import { readListQuery } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import { FieldErrors } from '../../server/validation.js';
import { relatedRecords } from '../students/related.js';
import { filterFlag } from './filters.js';
import { funderName, type EligibilityTables, type LetaFunder, type LetaServiceType } from './records.js';

export function presentLetaFunder(db: Db, letaFunder: LetaFunder) {
  return { ...letaFunder, funder_name: letaFunder.funder_id === null ? null : funderName(db, letaFunder.funder_id) };
}

export function listLetaFunders(db: Db, tables: EligibilityTables, req: Request) {
  const query = readListQuery(req, 50);
  const assigned = filterFlag(query.params, 'assigned');
  const search = query.search.toLowerCase();
  const rows = tables.letaFunders
    .active()
    .filter(
      (letaFunder) =>
        (assigned === undefined || assigned === (letaFunder.funder_id !== null)) &&
        (!search || letaFunder.name.toLowerCase().includes(search) || letaFunder.payer_code.toLowerCase().includes(search)),
    )
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const page = paginate(rows, query.page, query.perPage);
  return { ...page, data: page.data.map((letaFunder) => presentLetaFunder(db, letaFunder)) };
}

/** Assigns or removes the service types a body names (`service_type_ids`); the whole list after, or the errors. */
export function setServiceTypes(tables: EligibilityTables, req: Request, assigned: boolean): LetaServiceType[] | FieldErrors {
  const ids = ((req.body ?? {}) as Record<string, unknown>).service_type_ids;
  const errors = new FieldErrors();
  if (!Array.isArray(ids) || ids.length === 0) return errors.add('service_type_ids', 'The service type ids field is required.');
  const types = ids.map((id) => tables.serviceTypes.find(parseId(String(id)) ?? 0));
  if (types.some((type) => !type)) return errors.add('service_type_ids', 'The selected service type ids is invalid.');
  const remaining = tables.serviceTypes.active().filter((type) => type.assigned && !types.some((chosen) => chosen!.id === type.id));
  if (!assigned && remaining.length === 0)
    return errors.add('service_type_ids', 'At least one service type must stay assigned: checks ask about it.');
  for (const type of types) tables.serviceTypes.update(type!.id, { assigned });
  return tables.serviceTypes.active();
}

/** Links a clearing-house funder (`payer_id`) to a funder (`funder_id`); the clearing-house funder after, or the errors. */
export function assignLetaFunder(db: Db, tables: EligibilityTables, req: Request): LetaFunder | FieldErrors {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const errors = new FieldErrors();
  const letaFunder = tables.letaFunders.find(parseId(String(body.payer_id ?? '')) ?? 0);
  if (!letaFunder) errors.add('payer_id', 'The selected payer id is invalid.');
  const funderId = parseId(String(body.funder_id ?? ''));
  if (funderId === undefined || !relatedRecords(db, 'funders').some((funder) => funder.id === funderId))
    errors.add('funder_id', 'The selected funder id is invalid.');
  if (!letaFunder || !errors.empty) return errors;
  for (const other of tables.letaFunders.active())
    if (other.funder_id === funderId && other.id !== letaFunder.id) tables.letaFunders.update(other.id, { funder_id: null });
  return tables.letaFunders.update(letaFunder.id, { funder_id: funderId! })!;
}

/** Unlinks a clearing-house funder (`payer_id`) from its funder; the clearing-house funder after, or the errors. */
export function removeLetaFunder(tables: EligibilityTables, req: Request): LetaFunder | FieldErrors {
  const letaFunder = tables.letaFunders.find(parseId(String(((req.body ?? {}) as Record<string, unknown>).payer_id ?? '')) ?? 0);
  if (!letaFunder) return new FieldErrors().add('payer_id', 'The selected payer id is invalid.');
  return tables.letaFunders.update(letaFunder.id, { funder_id: null })!;
}
