// The link tables between funders, service lines and billing codes, and how they are seeded. A funder is
// contracted for some service lines; within each, it pays some billing codes for some services, at its own rate.
import type { Faker } from '@faker-js/faker';
import type { NewRow, Row } from '../../db/table.js';
import { liveServices } from '../services/seed.js';
import { liveServiceLines } from '../service-lines/seed.js';
import type { BillingCodeRef } from './billing-codes.js';
import { liveFunders } from './seed.js';

export interface FunderServiceLine extends Row {
  payer_id: number;
  service_line_id: number;
}

export interface FunderBillingCode extends Row {
  payer_id: number;
  service_line_id: number;
  service_id: number;
  billing_code_id: number;
  /** Copied from the billing code when linked. */
  code: string;
  description: string | null;
  /** What this funder pays per unit, in dollars. */
  rate: number | null;
  modifier: string | null;
}

export const funderServiceLinesTable = 'payer_service_lines';
export const funderBillingCodesTable = 'payer_billing_codes';

/** The service line of a live service, by service id. */
const lineOfService = new Map(liveServices.map((service) => [service.id, service.service_line_id]));
const liveLineIds = new Set(liveServiceLines.map((line) => line.id));

/**
 * Every live funder is contracted for two to five live service lines, and for every line its fee schedule (the
 * billing codes recorded for it) bills services in.
 */
export function seedFunderServiceLines(faker: Faker, codes: readonly BillingCodeRef[]): NewRow<FunderServiceLine>[] {
  return liveFunders.flatMap((funder) => {
    const lines = new Set(faker.helpers.arrayElements(liveServiceLines, { min: 2, max: 5 }).map((line) => line.id));
    for (const code of codes) {
      const line = code.payer_id === funder.id && code.service_id !== null ? lineOfService.get(code.service_id) : undefined;
      if (line !== undefined && liveLineIds.has(line)) lines.add(line);
    }
    return [...lines].sort((a, b) => a - b).map((serviceLineId) => ({ payer_id: funder.id, service_line_id: serviceLineId }));
  });
}

/**
 * For each funder's service line: the funder's own fee-schedule codes for the line's services when the billing-codes
 * area records them; otherwise one or two of the line's services, each billed under one or two codes (codes of that
 * service first).
 */
export function seedFunderBillingCodes(
  faker: Faker,
  serviceLineLinks: readonly FunderServiceLine[],
  codes: readonly BillingCodeRef[],
): NewRow<FunderBillingCode>[] {
  if (codes.length === 0) return [];
  const rows: NewRow<FunderBillingCode>[] = [];
  const link = (funderId: number, lineId: number, serviceId: number, code: BillingCodeRef, rate: number | null) =>
    rows.push({
      payer_id: funderId,
      service_line_id: lineId,
      service_id: serviceId,
      billing_code_id: code.id,
      code: code.code,
      description: code.description,
      rate,
      modifier: code.modifier,
    });
  for (const { payer_id: funderId, service_line_id: lineId } of serviceLineLinks) {
    const services = liveServices.filter((service) => service.service_line_id === lineId);
    const own = codes.filter((code) => code.payer_id === funderId && services.some((service) => service.id === code.service_id));
    if (own.length > 0) {
      for (const code of own) link(funderId, lineId, code.service_id!, code, code.rate);
      continue;
    }
    for (const service of faker.helpers.arrayElements(services, { min: Math.min(1, services.length), max: Math.min(2, services.length) })) {
      const forService = codes.filter((code) => code.service_id === service.id);
      const candidates = forService.length > 0 ? forService : codes;
      const distinct = [...new Map(candidates.map((code) => [code.code, code])).values()];
      for (const code of faker.helpers.arrayElements(distinct, { min: 1, max: Math.min(2, distinct.length) })) {
        const base = code.rate ?? faker.number.int({ min: 12, max: 120 });
        link(funderId, lineId, service.id, code, Math.round(base * faker.number.float({ min: 0.85, max: 1.3 }) * 100) / 100);
      }
    }
  }
  return rows;
}
