// Target promotion codes, with the soft-delete lifecycle.
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';
import { seedTargetPromoCodes } from './seed.js';
import type { TargetPromoCode } from './target-promo-code.js';

export const targetPromoCodeResource = defineResource<TargetPromoCode>({
  name: 'target promo code',
  type: 'TargetPromoCode',
  title: 'Target promo code',
  table: 'target_promo_codes',
  permission: 'hcodes-list',
  unique: ['code', 'name'],
  searchable: ['code', 'name', 'description'],
  defaults: { status: 1 },
  seed: seedTargetPromoCodes,
});

export const targetPromoCodesArea = resourceArea('target-promo-codes', targetPromoCodeResource);

export type { TargetPromoCode } from './target-promo-code.js';
