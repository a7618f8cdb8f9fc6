// Behaviour categories (behavior-category), behind 'behavior-list'.
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';
import type { BehaviorCategory } from './behavior-category.js';
import { seedBehaviorCategories } from './seed.js';

export const behaviorCategoryResource = defineResource<BehaviorCategory>({
  name: 'behavior category',
  type: 'BehaviorCategory',
  table: 'behavior_categories',
  permission: 'behavior-list',
  // A category always has a type and a measurement (a create starts from the defaults); an update cannot blank them.
  required: ['name', 'behavior_type', 'measurement'],
  unique: ['name'],
  searchable: ['name', 'behavior_type', 'measurement', 'definition'],
  defaults: { status: 1, behavior_type: 'Reduction', measurement: 'Frequency' },
  seed: seedBehaviorCategories,
});

export const behaviorCategoriesArea = resourceArea('behavior-categories', behaviorCategoryResource);

export type { BehaviorCategory } from './behavior-category.js';
