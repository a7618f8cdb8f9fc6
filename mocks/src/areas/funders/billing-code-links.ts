// Funder ↔ billing code: GET payer/billingcode/{id} (a funder's billing codes, paged; filters service_line_id and
// service_id), POST payer/billing-code (assign codes to a funder's service, with its rate), and GET
// payer/billingcode/service/details/{payer_id}/{service_line_id}/{service_id} (the codes and rates a funder pays
// for one service, for the authorization and scheduling forms).
import type { Router } from 'express';
import { parseId } from '../../kit/index.js';
import { checkReferences, invalidReferenceMessage } from '../../kit/references.js';
import type { AreaContext } from '../../server/area.js';
import { ok, unprocessable } from '../../server/replies.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import type { Service } from '../services/service.js';
import { billingCodes } from './billing-codes.js';
import type { Funder } from './funder.js';
import { funderBillingCodesTable, funderServiceLinesTable, type FunderBillingCode, type FunderServiceLine } from './links.js';
import { funderPermission } from './permissions.js';
import { funderTable, pageOfLinks, pathRow, serviceLineTable } from './service-line-links.js';

function contains(value: string | null | undefined, needle: string): boolean {
  return (value ?? '').toLowerCase().includes(needle);
}

export function registerBillingCodeLinks(router: Router, context: AreaContext): void {
  const { db, auth } = context;
  const links = db.table<FunderBillingCode>(funderBillingCodesTable);
  const funders = () => db.table<Funder>(funderTable);
  const guards = [auth.required, auth.requirePermission(funderPermission)];
  const ofFunder = (funderId: number) => links.active().filter((link) => link.payer_id === funderId);

  router.get('/payer/billingcode/:id', ...guards, (req, res) => {
    const funder = pathRow(req, res, 'id', funders(), 'Funder not found.');
    if (!funder) return;
    const page = pageOfLinks(
      req,
      ofFunder(funder.id),
      (link, needle) => contains(link.code, needle) || contains(link.description, needle) || contains(link.modifier, needle),
      { service_line_id: 'service_line_id', service_id: 'service_id', billing_code_id: 'billing_code_id' },
    );
    ok(res, { data: page });
  });

  router.get('/payer/billingcode/service/details/:payer_id/:service_line_id/:service_id', ...guards, (req, res) => {
    const funder = pathRow(req, res, 'payer_id', funders(), 'Funder not found.');
    if (!funder) return;
    // A service the funder does not pay for answers an empty list; only an unknown funder is 404.
    const lineId = parseId(req.params.service_line_id);
    const serviceId = parseId(req.params.service_id);
    ok(res, {
      data: ofFunder(funder.id).filter((link) => link.service_line_id === lineId && link.service_id === serviceId),
    });
  });

  router.post('/payer/billing-code', ...guards, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    const given = { ...body, billing_code_ids: body.billing_code_ids ?? body.billing_code_id };
    errors.required(given, ['payer_id', 'service_line_id', 'service_id', 'billing_code_ids']);
    const checked = checkReferences(
      db,
      given,
      [
        { field: 'payer_id', table: funderTable },
        { field: 'service_line_id', table: serviceLineTable },
        { field: 'service_id', table: 'services' },
      ],
      errors,
    );
    const codes = new Map(billingCodes(db).map((code) => [code.id, code]));
    const codeIds = (Array.isArray(given.billing_code_ids) ? given.billing_code_ids : String(given.billing_code_ids ?? '').split(','))
      .map(parseId)
      .filter((id, index, all) => all.indexOf(id) === index);
    if (!errors.has('billing_code_ids') && codeIds.some((id) => id === undefined || !codes.has(id))) {
      errors.add('billing_code_ids', invalidReferenceMessage('billing_code_ids'));
    }
    const funderId = checked.payer_id as number;
    const lineId = checked.service_line_id as number;
    const serviceId = checked.service_id as number;
    if (!errors.has('payer_id') && !errors.has('service_line_id')) {
      const assigned = db
        .table<FunderServiceLine>(funderServiceLinesTable)
        .active()
        .some((link) => link.payer_id === funderId && link.service_line_id === lineId);
      if (!assigned) errors.add('service_line_id', 'The service line is not assigned to this funder.');
    }
    if (!errors.has('service_id') && !errors.has('service_line_id')) {
      const service = db.table<Service>('services').find(serviceId);
      if (service && service.service_line_id !== lineId) errors.add('service_id', 'The service does not belong to the service line.');
    }
    const rate = isBlank(body.rate) ? null : Number(body.rate);
    if (rate !== null && !(Number.isFinite(rate) && rate > 0)) errors.add('rate', 'The rate field must be greater than 0.');
    if (!errors.empty) {
      unprocessable(res, errors);
      return;
    }
    const modifier = isBlank(body.modifier) ? null : String(body.modifier).trim().toUpperCase();
    for (const id of codeIds as number[]) {
      const code = codes.get(id)!;
      const existing = ofFunder(funderId).find((link) => link.service_id === serviceId && link.billing_code_id === id);
      const values = { rate: rate ?? existing?.rate ?? code.rate, modifier: modifier ?? existing?.modifier ?? code.modifier };
      if (existing) links.update(existing.id, values);
      else {
        links.insert({
          payer_id: funderId,
          service_line_id: lineId,
          service_id: serviceId,
          billing_code_id: id,
          code: code.code,
          description: code.description,
          ...values,
        });
      }
    }
    ok(res, {
      message: 'Billing codes assigned successfully.',
      data: ofFunder(funderId).filter((link) => link.service_id === serviceId),
    });
  });
}
