// Funder plans: the plans a funder sells (a PPO, a Medicaid managed-care plan), each with its group number, dates
// and whether services need a prior authorization. Menu permission payers-plan-list.
import type { Faker } from '@faker-js/faker';
import type { NewRow, Row } from '../../db/table.js';
import { defineResource } from '../../kit/index.js';
import type { Funder } from './funder.js';
import { funderPlanPermission } from './permissions.js';
import { liveFunders } from './seed.js';
import { dayOf, timestamp } from '../../kit/dates.js';

export interface FunderPlan extends Row {
  payer_id: number;
  name: string;
  plan_type: string | null;
  group_number: string | null;
  /** YYYY-MM-DD. */
  effective_date: string | null;
  /** YYYY-MM-DD; null while the plan runs. */
  termination_date: string | null;
  requires_authorization: boolean;
  /** 1 active, 0 inactive. */
  status: number;
}

const styles: Record<Funder['type'], readonly [string, string][]> = {
  Commercial: [
    ['Choice POS II', 'POS'],
    ['Open Access Plus', 'PPO'],
    ['Gold PPO', 'PPO'],
    ['Select HMO', 'HMO'],
    ['EPO Plus', 'EPO'],
  ],
  'Medicaid Managed Care': [
    ['Medicaid Plan', 'Medicaid Managed Care'],
    ['CHIP Plan', 'CHIP'],
    ['Essential Plan', 'Medicaid Managed Care'],
  ],
  Medicaid: [
    ['Fee-for-Service', 'Medicaid FFS'],
    ['Autism Waiver', 'Medicaid Waiver'],
  ],
  Tricare: [
    ['Prime', 'HMO'],
    ['Select', 'PPO'],
  ],
  'School District': [
    ['Related Services', 'Education'],
    ['Special Education', 'Education'],
  ],
  'Regional Center': [
    ['Early Start', 'State Program'],
    ['Lanterman Services', 'State Program'],
  ],
  'Private Pay': [
    ['Self-Pay', 'Self-Pay'],
    ['Sliding Scale', 'Self-Pay'],
  ],
};

export function seedFunderPlans(faker: Faker): NewRow<FunderPlan>[] {
  const rows: NewRow<FunderPlan>[] = [];
  for (const funder of liveFunders) {
    const chosen = faker.helpers.arrayElements(styles[funder.type] ?? [], { min: 1, max: 2 });
    for (const [style, planType] of chosen) {
      const effective = faker.date.past({ years: 5 });
      const ended = faker.helpers.maybe(() => faker.date.between({ from: effective, to: '2026-01-01' }), { probability: 0.15 });
      rows.push({
        payer_id: funder.id,
        name: `${funder.name} ${style}`,
        plan_type: planType,
        group_number: planType === 'Self-Pay' || planType === 'Education' ? null : faker.string.alphanumeric({ length: 8, casing: 'upper' }),
        effective_date: dayOf(effective),
        termination_date: ended ? dayOf(ended) : null,
        requires_authorization: planType !== 'Self-Pay',
        status: ended ? 0 : 1,
        created_at: timestamp(effective),
        updated_at: timestamp(effective),
        deleted_at: rows.length % 23 === 22 ? timestamp(faker.date.recent({ days: 30 })) : null,
      });
    }
  }
  return rows;
}

export const funderPlanResource = defineResource<FunderPlan>({
  name: 'funder plan',
  type: 'FunderPlan',
  title: 'Funder plan',
  table: 'payer_plans',
  permission: funderPlanPermission,
  unique: ['name'],
  searchable: ['name', 'plan_type', 'group_number'],
  defaults: { status: 1, requires_authorization: true },
  seed: seedFunderPlans,
});
