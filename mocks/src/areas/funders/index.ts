// Funders (payers plus get-payer-datails/{id}, all-payers, list_payer; payer-cases; payers-plan; GET or
// POST payer-prompt-code; and the funder linking calls under payer/). Route label 'Funders'; plans behind payers-plan-list; the
// lookup lists serve every signed-in user.
import { defineResource } from '../../kit/index.js';
import type { Area } from '../../server/area.js';
import { registerBillingCodeLinks } from './billing-code-links.js';
import { billingCodes } from './billing-codes.js';
import { funderContactResource } from './contacts.js';
import type { Funder } from './funder.js';
import {
  funderBillingCodesTable,
  funderServiceLinesTable,
  seedFunderBillingCodes,
  seedFunderServiceLines,
  type FunderBillingCode,
  type FunderServiceLine,
} from './links.js';
import { funderPermission, funderPlanPermission } from './permissions.js';
import { referenceGuard } from '../../kit/references.js';
import { funderPlanResource } from './plans.js';
import { registerFunderPromptCodes } from './prompt-codes.js';
import { seedFunders } from './seed.js';
import { funderTable, registerServiceLineLinks } from './service-line-links.js';

export const funderResource = defineResource<Funder>({
  name: 'funder',
  type: 'Funder',
  table: funderTable,
  permission: { default: funderPermission, all: null },
  unique: ['name'],
  searchable: ['name', 'electronic_payer_id', 'type', 'email', 'phone', 'city', 'state'],
  // The electronic payer id is text (leading zeros kept), though the body may send it as a number.
  casts: { electronic_payer_id: 'string' },
  defaults: { status: 1 },
  seed: seedFunders,
});

export const fundersArea: Area = {
  name: 'funders',
  after: ['billing-codes'],
  register(router, context) {
    const { db, auth } = context;
    funderResource.register(router, context);
    // Contacts and plans name their funder: it must be one that is not deleted.
    const funderGuard = referenceGuard(db, [{ field: 'payer_id', table: funderTable }]);
    for (const [path, permission] of [
      ['payer-cases', funderPermission],
      ['payers-plan', funderPlanPermission],
    ] as const) {
      const guards = [auth.required, auth.requirePermission(permission), funderGuard];
      router.post(`/${path}`, ...guards);
      router.put(`/${path}/:id`, ...guards);
    }
    funderContactResource.register(router, context);
    funderPlanResource.register(router, context);
    registerFunderPromptCodes(router, context);

    // Links are seeded after the funders and service lines they join; billing codes come from their own area when
    // it is registered first (see billing-codes.ts).
    const lineLinks = db.defineTable<FunderServiceLine>(funderServiceLinesTable, (faker) => seedFunderServiceLines(faker, billingCodes(db)));
    db.defineTable<FunderBillingCode>(funderBillingCodesTable, (faker) => seedFunderBillingCodes(faker, lineLinks.active(), billingCodes(db)));
    registerServiceLineLinks(router, context);
    registerBillingCodeLinks(router, context);
  },
};

export type { Funder } from './funder.js';
export type { FunderContact } from './contacts.js';
export type { FunderPlan } from './plans.js';
export type { FunderPromptCode } from './prompt-codes.js';
export type { FunderBillingCode, FunderServiceLine } from './links.js';
