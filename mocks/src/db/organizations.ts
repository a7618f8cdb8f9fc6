// Organisations (sites) the Super Admin manages and signs in to with slogin/{site_id}.
import type { Faker } from '@faker-js/faker';
import type { NewRow, Row } from './table.js';
import { timestamp } from '../kit/dates.js';

export interface Organization extends Row {
  name: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  status: number;
}

export const seededOrganizationCount = 12;

export function seedOrganizations(faker: Faker): NewRow<Organization>[] {
  const names = new Set<string>();
  while (names.size < seededOrganizationCount) {
    names.add(`${faker.location.city()} ${faker.helpers.arrayElement(['Behavioral Health', 'ABA Center', 'Therapy Group', 'Learning Clinic'])}`);
  }
  return [...names].map((name, index) => ({
    name,
    email: `office@${name
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/^-|-$/g, '')}.test`,
    phone: faker.phone.number({ style: 'national' }),
    city: faker.location.city(),
    state: faker.location.state({ abbreviated: true }),
    // The last two sites are closed.
    status: index < seededOrganizationCount - 2 ? 1 : 0,
    created_at: timestamp(faker.date.past({ years: 4 })),
  }));
}
