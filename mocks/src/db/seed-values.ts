// Values many seeders share. Each draws from faker exactly as the inline code it replaced did, in the same order,
// so the seeded data stays the same.
import type { Faker } from '@faker-js/faker';
import { timestamp } from '../kit/dates.js';

/** 1 (active) for `activePerInactive` rows out of every `activePerInactive + 1`, 0 otherwise, at random. */
export function mostlyActive(faker: Faker, activePerInactive: number): number {
  return faker.helpers.weightedArrayElement([
    { weight: activePerInactive, value: 1 },
    { weight: 1, value: 0 },
  ]);
}

export interface SeedStamps {
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** Created (and last updated) within the past three years; a deleted row was deleted in the last sixty days. */
export function seedStamps(faker: Faker, deleted: boolean): SeedStamps {
  const created = timestamp(faker.date.past({ years: 3 }));
  return { created_at: created, updated_at: created, deleted_at: deleted ? timestamp(faker.date.recent({ days: 60 })) : null };
}
