// The clearing-house constants (eligibility/leta-constants/service-types and leta-payers: list, assign, remove).
// Service types are assigned or removed by id, several at once; checks ask about the assigned ones. A payer is
// linked to one funder and a funder to one payer: linking a funder moves it off the payer it had.
import type { Request } from 'express';
import type { Db } from '../../db/index.js';
import { parseId } from '../../kit/ids.js';
import { readListQuery } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import { FieldErrors } from '../../server/validation.js';
import { relatedRecords } from '../students/related.js';
import { filterFlag } from './filters.js';
import { funderName, type EligibilityTables, type LetaPayer, type LetaServiceType } from './records.js';

export function presentPayer(db: Db, payer: LetaPayer) {
  return { ...payer, funder_name: payer.funder_id === null ? null : funderName(db, payer.funder_id) };
}

export function listPayers(db: Db, tables: EligibilityTables, req: Request) {
  const query = readListQuery(req, 50);
  const assigned = filterFlag(query.params, 'assigned');
  const search = query.search.toLowerCase();
  const rows = tables.payers
    .active()
    .filter(
      (payer) =>
        (assigned === undefined || assigned === (payer.funder_id !== null)) &&
        (!search || payer.name.toLowerCase().includes(search) || payer.payer_code.toLowerCase().includes(search)),
    )
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const page = paginate(rows, query.page, query.perPage);
  return { ...page, data: page.data.map((payer) => presentPayer(db, payer)) };
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

/** Links a payer to a funder (`payer_id`, `funder_id`); the payer after, or the errors. */
export function assignPayer(db: Db, tables: EligibilityTables, req: Request): LetaPayer | FieldErrors {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const errors = new FieldErrors();
  const payer = tables.payers.find(parseId(String(body.payer_id ?? '')) ?? 0);
  if (!payer) errors.add('payer_id', 'The selected payer id is invalid.');
  const funderId = parseId(String(body.funder_id ?? ''));
  if (funderId === undefined || !relatedRecords(db, 'funders').some((funder) => funder.id === funderId))
    errors.add('funder_id', 'The selected funder id is invalid.');
  if (!payer || !errors.empty) return errors;
  for (const other of tables.payers.active())
    if (other.funder_id === funderId && other.id !== payer.id) tables.payers.update(other.id, { funder_id: null });
  return tables.payers.update(payer.id, { funder_id: funderId! })!;
}

/** Unlinks a payer from its funder (`payer_id`); the payer after, or the errors. */
export function removePayer(tables: EligibilityTables, req: Request): LetaPayer | FieldErrors {
  const payer = tables.payers.find(parseId(String(((req.body ?? {}) as Record<string, unknown>).payer_id ?? '')) ?? 0);
  if (!payer) return new FieldErrors().add('payer_id', 'The selected payer id is invalid.');
  return tables.payers.update(payer.id, { funder_id: null })!;
}
