// Target accuracy: mastery criteria, with the soft-delete lifecycle.
import { defineResource } from '../../kit/index.js';
import { registerWriteGuard } from '../../kit/write-guard.js';
import type { Area } from '../../server/area.js';
import { isBlank, type FieldErrors } from '../../server/validation.js';
import { seedTargetAccuracies } from './seed.js';
import type { TargetAccuracy } from './target-accuracy.js';

export const targetAccuracyResource = defineResource<TargetAccuracy>({
  name: 'target accuracy',
  type: 'TargetAccuracy',
  title: 'Target accuracy',
  table: 'target_accuracies',
  permission: 'hcodes-list',
  unique: ['name'],
  searchable: ['name', 'description'],
  // The list also filters by percentage, beyond the schema's filter.
  filters: { percentage: 'percentage' },
  defaults: { status: 1 },
  seed: seedTargetAccuracies,
});

/** Laravel's integer|between for a number field: whole numbers from min to max. */
function checkWholeNumber(values: Record<string, unknown>, errors: FieldErrors, field: string, min: number, max: number): void {
  const value = values[field];
  if (isBlank(value) || errors.has(field)) return;
  const number = Number(value);
  const words = field.replace(/_/g, ' ');
  if (!Number.isInteger(number)) errors.add(field, `The ${words} field must be an integer.`);
  else if (number < min || number > max) errors.add(field, `The ${words} field must be between ${min} and ${max}.`);
}

export const targetAccuracyArea: Area = {
  name: 'target-accuracy',
  register(router, context) {
    registerWriteGuard(router, context, {
      table: targetAccuracyResource.spec.table,
      paths: targetAccuracyResource.spec.paths,
      permission: 'hcodes-list',
      required: ['name', 'percentage'],
      check(values, errors) {
        checkWholeNumber(values, errors, 'percentage', 1, 100);
        checkWholeNumber(values, errors, 'consecutive_sessions', 1, 30);
      },
    });
    targetAccuracyResource.register(router, context);
  },
};

export type { TargetAccuracy } from './target-accuracy.js';
