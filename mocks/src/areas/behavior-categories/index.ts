// Behaviour categories (behavior-category), behind 'behavior-list'.
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';
import type { BehaviorCategory } from './behavior-category.js';
import { seedBehaviorCategories } from './seed.js';

export const behaviorCategoryResource = defineResource<BehaviorCategory>({
  name: 'behavior category',
  table: 'behavior_categories',
  paths: {
    list: 'behavior-category',
    detail: 'behavior-category/{id}',
    create: 'behavior-category',
    update: 'behavior-category/{id}',
    remove: 'behavior-category/{id}',
    deleted: 'deleted-behavior-category',
    restore: 'restore-behavior-category',
    permanentDelete: 'permanent-delete-behavior-category',
  },
  permission: 'behavior-list',
  required: ['name', 'behavior_type', 'measurement'],
  unique: ['name'],
  searchable: ['name', 'behavior_type', 'measurement', 'definition'],
  filters: { status: 'status', behavior_type: 'behavior_type', measurement: 'measurement' },
  fillable: ['name', 'behavior_type', 'measurement', 'definition', 'status'],
  casts: { status: 'integer' },
  defaults: { status: 1, behavior_type: 'Reduction', measurement: 'Frequency' },
  seed: seedBehaviorCategories,
});

export const behaviorCategoriesArea = resourceArea('behavior-categories', behaviorCategoryResource);

export type { BehaviorCategory } from './behavior-category.js';
