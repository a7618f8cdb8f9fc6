// About forty agencies, a few of them inactive and a few already soft-deleted, so every list has something to show.
import type { Faker } from '@faker-js/faker';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import type { Agency } from './agency.js';
import { timestamp } from '../../kit/dates.js';

export const seededAgencyCount = 40;
export const seededDeletedAgencyCount = 3;

const kinds = ['Family Services', 'Early Intervention', 'Care Network', 'Developmental Services', 'Health Partners'];

export function seedAgencies(faker: Faker): NewRow<Agency>[] {
  const names = new Set<string>();
  while (names.size < seededAgencyCount) {
    names.add(`${faker.location.county().replace(/ County$/, '')} ${faker.helpers.arrayElement(kinds)}`);
  }
  return [...names].map((name, index) => {
    const created = faker.date.past({ years: 3 });
    const deleted = index >= seededAgencyCount - seededDeletedAgencyCount;
    return {
      name,
      email: `intake${index + 1}@${name
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')
        .replace(/^-|-$/g, '')}.test`,
      phone: faker.phone.number({ style: 'national' }),
      address: faker.location.streetAddress(),
      city: faker.location.city(),
      state: faker.location.state({ abbreviated: true }),
      zip: faker.location.zipCode('#####'),
      status: mostlyActive(faker, 5),
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: deleted ? timestamp(faker.date.recent({ days: 60 })) : null,
    };
  });
}
