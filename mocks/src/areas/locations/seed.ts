// Forty service locations around the practice: clinics, partner schools, community sites and telehealth.
import type { Faker } from '@faker-js/faker';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import type { Location } from './location.js';
import { timestamp } from '../../kit/dates.js';

export const seededLocationCount = 40;
export const seededDeletedLocationCount = 3;

const kinds: { suffix: string[]; placeOfService: string }[] = [
  { suffix: ['Clinic', 'Therapy Center', 'Learning Center'], placeOfService: '11' },
  { suffix: ['Elementary School', 'Academy', 'Middle School'], placeOfService: '03' },
  { suffix: ['Community Center', 'Library', 'YMCA'], placeOfService: '99' },
  { suffix: ['Home Services'], placeOfService: '12' },
];

export function seedLocations(faker: Faker): NewRow<Location>[] {
  const names = new Map<string, string>();
  while (names.size < seededLocationCount) {
    const kind = faker.helpers.weightedArrayElement([
      { weight: 4, value: kinds[0]! },
      { weight: 3, value: kinds[1]! },
      { weight: 2, value: kinds[2]! },
      { weight: 1, value: kinds[3]! },
    ]);
    const place = faker.helpers.arrayElement([faker.location.city(), faker.location.street(), faker.person.lastName()]);
    names.set(`${place.replace(/\d+/g, '').trim()} ${faker.helpers.arrayElement(kind.suffix)}`, kind.placeOfService);
  }
  return [...names].map(([name, placeOfService], index) => {
    const created = faker.date.past({ years: 3 });
    const deleted = index >= seededLocationCount - seededDeletedLocationCount;
    return {
      name,
      address: faker.location.streetAddress(),
      city: faker.location.city(),
      state: faker.helpers.arrayElement(['NY', 'NJ', 'CT', 'PA']),
      zip: faker.location.zipCode('#####'),
      phone: faker.phone.number({ style: 'national' }),
      place_of_service: placeOfService,
      status: mostlyActive(faker, 6),
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: deleted ? timestamp(faker.date.recent({ days: 60 })) : null,
    };
  });
}
