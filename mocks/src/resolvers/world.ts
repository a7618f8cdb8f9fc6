// The mocked practice one scenario describes: how many records each type has, the records a scenario fixes, the
// day that counts as today, and the failure every call answers with. Every value is drawn from a faker seeded by
// the seed and the value's own place (type, record, field), so it never depends on the order of calls or on the
// fields other people add.
import { Faker, base, en, en_US } from '@faker-js/faker';
import { scopedSeed, seedReferenceDate } from '../db/faker.js';
import { defaultSeed } from '../db/index.js';
import type { MockedFailure } from './failures.js';
import { placeRandomizer } from './randomizer.js';

/** Records of each type in a practice (pages of 10 give three pages). */
export const defaultRecordCount = 24;

/** Records a record owns in each of its lists (a student's authorizations, a funder's contacts). */
export const ownedRecordCount = 4;

/** The day the mocks take as today: fixed, so that answers do not change with the date the tests run. */
export const mockedToday = seedReferenceDate.toISOString().slice(0, 10);

export interface WorldOptions {
  seed?: number;
  /** YYYY-MM-DD; relative dates (ending soon, overdue) are worked out from it. */
  today?: string;
}

export interface WorldDefinition {
  /** Records of a record type (0: an empty practice). */
  count?: (type: string) => number;
  /** Field values of given records, by type and id: what a scenario fixes. */
  records?: (today: string) => Record<string, Record<string, Record<string, unknown>>>;
  /** What every call of the practice API answers with instead of data. */
  failure?: MockedFailure;
  /** Only these root fields fail (all calls of the API when left out). */
  failing?: readonly string[];
}

export class World {
  readonly seed: number;
  readonly today: string;
  private readonly faker: Faker;
  private readonly fixed: Record<string, Record<string, Record<string, unknown>>>;

  constructor(
    readonly name: string,
    private readonly definition: WorldDefinition,
    options: WorldOptions = {},
  ) {
    this.seed = options.seed ?? defaultSeed;
    this.today = options.today ?? mockedToday;
    // The stand-in's locales and reference day, with a randomizer that is cheap to seed once per value.
    this.faker = new Faker({ locale: [en_US, en, base], randomizer: placeRandomizer() });
    this.faker.setDefaultRefDate(seedReferenceDate);
    this.fixed = definition.records?.(this.today) ?? {};
  }

  /** A faker seeded for one place: the same place gives the same values, whatever was drawn before. */
  fakerAt(place: string): Faker {
    this.faker.seed(scopedSeed(this.seed, place));
    return this.faker;
  }

  count(type: string): number {
    return this.definition.count?.(type) ?? defaultRecordCount;
  }

  fixedValues(type: string, id: string): Record<string, unknown> | undefined {
    return this.fixed[type]?.[id];
  }

  /** The failure a root field answers with, if this world fails it. */
  failureOf(field: string): MockedFailure | undefined {
    const { failure, failing } = this.definition;
    if (!failure) return undefined;
    return !failing || failing.includes(field) ? failure : undefined;
  }
}
