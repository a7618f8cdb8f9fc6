// Target promotion codes, with the soft-delete lifecycle.
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';
import { seedTargetPromoCodes } from './seed.js';
import type { TargetPromoCode } from './target-promo-code.js';

export const targetPromoCodeResource = defineResource<TargetPromoCode>({
  name: 'target promo code',
  title: 'Target promo code',
  table: 'target_promo_codes',
  paths: {
    list: 'target-promo-code',
    detail: 'target-promo-code/{id}',
    create: 'target-promo-code',
    update: 'target-promo-code/{id}',
    remove: 'target-promo-code/{id}',
    deleted: 'deleted-target-promo-code',
    restore: 'restore-target-promo-code',
    permanentDelete: 'permanent-delete-target-promo-code',
  },
  permission: 'hcodes-list',
  required: ['code', 'name'],
  unique: ['code', 'name'],
  searchable: ['code', 'name', 'description'],
  filters: { status: 'status' },
  fillable: ['code', 'name', 'color', 'description', 'status'],
  casts: { status: 'integer' },
  defaults: { status: 1 },
  seed: seedTargetPromoCodes,
});

export const targetPromoCodesArea = resourceArea('target-promo-codes', targetPromoCodeResource);

export type { TargetPromoCode } from './target-promo-code.js';
