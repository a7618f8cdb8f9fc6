// The billing codes a funder can be linked to. Billing codes are another area's resource (table billing_codes):
// when that table exists its live rows are read; otherwise the standard ABA and therapy codes below stand in, so
// the funder links never depend on that area being registered. Links keep the code's id and copy its code and
// description, so a link reads the same whichever source it came from.
import type { Db } from '../../db/index.js';

export interface BillingCodeRef {
  id: number;
  code: string;
  description: string | null;
  rate: number | null;
  /** The service the code bills, when its area records one. */
  service_id: number | null;
  modifier: string | null;
  /** The funder whose fee schedule the code belongs to, when its area records one. */
  payer_id: number | null;
}

export const billingCodesTable = 'billing_codes';

const standardCodes: readonly [string, string, number][] = [
  ['97151', 'Behavior identification assessment, by QHP, each 15 minutes', 32],
  ['97152', 'Behavior identification supporting assessment, by technician, each 15 minutes', 16],
  ['97153', 'Adaptive behavior treatment by protocol, by technician, each 15 minutes', 15],
  ['97154', 'Group adaptive behavior treatment by protocol, by technician, each 15 minutes', 8],
  ['97155', 'Adaptive behavior treatment with protocol modification, by QHP, each 15 minutes', 24],
  ['97156', 'Family adaptive behavior treatment guidance, by QHP, each 15 minutes', 24],
  ['97157', 'Multiple-family group adaptive behavior treatment guidance, each 15 minutes', 10],
  ['97158', 'Group adaptive behavior treatment with protocol modification, each 15 minutes', 12],
  ['0362T', 'Behavior identification supporting assessment, each 15 minutes', 30],
  ['0373T', 'Adaptive behavior treatment with protocol modification, each 15 minutes', 30],
  ['H0031', 'Mental health assessment, by non-physician', 90],
  ['H0032', 'Mental health service plan development, by non-physician', 60],
  ['H2014', 'Skills training and development, per 15 minutes', 14],
  ['H2019', 'Therapeutic behavioral services, per 15 minutes', 18],
  ['T1024', 'Evaluation and treatment by an integrated specialty team', 45],
  ['92507', 'Treatment of speech, language, voice, communication disorder', 85],
  ['92523', 'Evaluation of speech sound production with language comprehension', 190],
  ['97530', 'Therapeutic activities, direct one-on-one, each 15 minutes', 38],
  ['97165', 'Occupational therapy evaluation, low complexity', 110],
  ['97110', 'Therapeutic exercises, each 15 minutes', 33],
  ['90837', 'Psychotherapy, 60 minutes', 140],
  ['92526', 'Treatment of swallowing dysfunction and oral function for feeding', 95],
];

/** The stand-in codes, ids 1 to 22 in the order above. */
export const fallbackBillingCodes: readonly BillingCodeRef[] = standardCodes.map(([code, description, rate], index) => ({
  id: index + 1,
  code,
  description,
  rate,
  modifier: null,
  service_id: null,
  payer_id: null,
}));

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null;
}

function numberOrNull(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}

/** Billing codes not deleted: the billing-codes area's, when it is there; the stand-in list otherwise. */
export function billingCodes(db: Db): BillingCodeRef[] {
  if (!db.tableNames().includes(billingCodesTable)) return [...fallbackBillingCodes];
  return db
    .table(billingCodesTable)
    .active()
    .map((row) => {
      const record = row as unknown as Record<string, unknown>;
      return {
        id: row.id,
        code: text(record.code) ?? text(record.hcode) ?? text(record.name) ?? String(row.id),
        description: text(record.description),
        rate: numberOrNull(record.rate),
        modifier: text(record.modifier),
        service_id: numberOrNull(record.service_id),
        payer_id: numberOrNull(record.payer_id ?? record.funder_id),
      };
    });
}
