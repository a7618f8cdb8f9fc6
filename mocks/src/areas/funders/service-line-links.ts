// Funder ↔ service line: GET payer/serviceline/{id} (a funder's service lines, paged), POST payer/service-line
// (assign), GET service-line-payers/{id} (the funders of a service line, paged), DELETE
// payer/billingcode/unassign-serviceline/{payer_id}/{service_line_id} (unassign, with the funder's billing codes
// under that line), and the narrowed lookups list_serviceline (?payer_id) and list_payer (?service_line_id).
import type { Request, Response, Router } from 'express';
import type { Row, Table } from '../../db/table.js';
import { paginate, parseId, readListQuery, applyFilters, applySort, textParam, defaultPerPage } from '../../kit/index.js';
import { checkReferences } from '../../kit/references.js';
import type { AreaContext } from '../../server/area.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import type { ServiceLine } from '../service-lines/service-line.js';
import type { Funder } from './funder.js';
import { funderBillingCodesTable, funderServiceLinesTable, type FunderBillingCode, type FunderServiceLine } from './links.js';
import { funderPermission } from './permissions.js';

export const funderTable = 'payers';
export const serviceLineTable = 'service_lines';

/** A paged list of link rows: the list call's paging and sort, search through the linked record's name. */
export function pageOfLinks<T extends Row>(
  req: Request,
  rows: T[],
  matches: (row: T, needle: string) => boolean,
  filters?: Record<string, keyof T & string>,
) {
  const query = readListQuery(req, defaultPerPage);
  const needle = query.search.toLowerCase();
  const found = applyFilters(rows, filters, query.params).filter((row) => needle === '' || matches(row, needle));
  return paginate(applySort(found, query), query.page, query.perPage);
}

function contains(value: string | null | undefined, needle: string): boolean {
  return (value ?? '').toLowerCase().includes(needle);
}

/** The live row the path's {name} names, or undefined after answering 404. */
export function pathRow<T extends Row>(req: Request, res: Response, name: string, table: Table<T>, message: string): T | undefined {
  const id = parseId(req.params[name]);
  const row = id === undefined ? undefined : table.find(id);
  if (!row) notFound(res, message);
  return row;
}

export function registerServiceLineLinks(router: Router, context: AreaContext): Table<FunderServiceLine> {
  const { db, auth } = context;
  const links = db.table<FunderServiceLine>(funderServiceLinesTable);
  const funders = () => db.table<Funder>(funderTable);
  const lines = () => db.table<ServiceLine>(serviceLineTable);
  const guards = [auth.required, auth.requirePermission(funderPermission)];
  /** Links whose funder and service line are both live. */
  const liveLinks = () => links.active().filter((link) => funders().find(link.payer_id) && lines().find(link.service_line_id));

  router.get('/payer/serviceline/:id', ...guards, (req, res) => {
    const funder = pathRow(req, res, 'id', funders(), 'Funder not found.');
    if (!funder) return;
    const rows = liveLinks().filter((link) => link.payer_id === funder.id);
    const page = pageOfLinks(req, rows, (link, needle) => {
      const line = lines().find(link.service_line_id);
      return contains(line?.name, needle) || contains(line?.code, needle);
    });
    ok(res, { data: page });
  });

  router.get('/service-line-payers/:id', ...guards, (req, res) => {
    const line = pathRow(req, res, 'id', lines(), 'Service line not found.');
    if (!line) return;
    const rows = liveLinks().filter((link) => link.service_line_id === line.id);
    ok(res, { data: pageOfLinks(req, rows, (link, needle) => contains(funders().find(link.payer_id)?.name, needle)) });
  });

  router.post('/payer/service-line', ...guards, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    const given = { ...body, service_line_ids: body.service_line_ids ?? body.service_line_id };
    errors.required(given, ['payer_id', 'service_line_ids']);
    const checked = checkReferences(
      db,
      given,
      [
        { field: 'payer_id', table: funderTable },
        { field: 'service_line_ids', table: serviceLineTable, many: true },
      ],
      errors,
    );
    if (!errors.empty) {
      unprocessable(res, errors);
      return;
    }
    const funderId = checked.payer_id as number;
    const held = new Set(
      links
        .active()
        .filter((link) => link.payer_id === funderId)
        .map((link) => link.service_line_id),
    );
    for (const lineId of checked.service_line_ids as number[]) {
      if (!held.has(lineId)) links.insert({ payer_id: funderId, service_line_id: lineId });
    }
    ok(res, {
      message: 'Service lines assigned successfully.',
      data: liveLinks().filter((link) => link.payer_id === funderId),
    });
  });

  router.delete('/payer/billingcode/unassign-serviceline/:payer_id/:service_line_id', ...guards, (req, res) => {
    const funder = pathRow(req, res, 'payer_id', funders(), 'Funder not found.');
    if (!funder) return;
    const lineId = parseId(req.params.service_line_id);
    const assigned = links.active().filter((link) => link.payer_id === funder.id && link.service_line_id === lineId);
    if (assigned.length === 0) {
      notFound(res, 'The service line is not assigned to this funder.');
      return;
    }
    for (const link of assigned) links.purge(link.id);
    const codes = db.table<FunderBillingCode>(funderBillingCodesTable);
    const dropped = codes.active().filter((code) => code.payer_id === funder.id && code.service_line_id === lineId);
    for (const code of dropped) codes.purge(code.id);
    ok(res, { message: 'Service line unassigned successfully.', data: { removed_billing_codes: dropped.length } });
  });

  // The narrowed lookups the student and authorization forms chain: a funder's service lines, a line's funders.
  router.get('/list_serviceline', auth.required, (req, res) => {
    const funderId = parseId(textParam(req.query as Record<string, unknown>, 'payer_id'));
    const all = lines().active();
    if (funderId === undefined) {
      ok(res, { data: all });
      return;
    }
    const held = new Set(
      liveLinks()
        .filter((link) => link.payer_id === funderId)
        .map((link) => link.service_line_id),
    );
    ok(res, { data: all.filter((line) => held.has(line.id)) });
  });

  router.get('/list_payer', auth.required, (req, res) => {
    const lineId = parseId(textParam(req.query as Record<string, unknown>, 'service_line_id'));
    const all = funders().active();
    if (lineId === undefined) {
      ok(res, { data: all });
      return;
    }
    const paying = new Set(
      liveLinks()
        .filter((link) => link.service_line_id === lineId)
        .map((link) => link.payer_id),
    );
    ok(res, { data: all.filter((funder) => paying.has(funder.id)) });
  });

  return links;
}
