// One faker per table, seeded from the stand-in's seed and the table's name: adding a table later never shifts the
// data of the tables that already exist, and relative dates never depend on the day the tests run.
import { Faker, base, en, en_US } from '@faker-js/faker';
import { instantOf } from '../kit/dates.js';

/** Every relative date (past, recent, soon) is taken from this day. */
export const seedReferenceDate = instantOf('2026-01-01T09:00:00.000Z');

export function scopedSeed(seed: number, scope: string): number {
  // FNV-1a over the scope name, mixed with the seed: stable across runs and Node versions.
  let hash = 0x811c9dc5;
  for (const char of scope) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash ^ seed) >>> 0;
}

export function createSeededFaker(seed: number, scope: string): Faker {
  const faker = new Faker({ locale: [en_US, en, base] });
  faker.seed(scopedSeed(seed, scope));
  faker.setDefaultRefDate(seedReferenceDate);
  return faker;
}
