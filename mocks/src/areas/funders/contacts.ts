// Funder contacts (the API's `payer-cases`): the case managers, provider-relations and authorization people at a
// funder. Listed per funder with the payer_id filter; route label 'Funders'.
import type { Faker } from '@faker-js/faker';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow, Row } from '../../db/table.js';
import { defineResource } from '../../kit/index.js';
import { funderPermission } from './permissions.js';
import { liveFunders } from './seed.js';
import { timestamp } from '../../kit/dates.js';

export interface FunderContact extends Row {
  payer_id: number;
  name: string;
  title: string | null;
  email: string | null;
  phone: string | null;
  extension: string | null;
  notes: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}

const titles = [
  'Case Manager',
  'Provider Relations Representative',
  'Claims Specialist',
  'Utilization Review Nurse',
  'Authorization Coordinator',
  'Network Manager',
];

export function seedFunderContacts(faker: Faker): NewRow<FunderContact>[] {
  const names = new Set<string>();
  const rows: NewRow<FunderContact>[] = [];
  for (const funder of liveFunders) {
    const count = faker.number.int({ min: 2, max: 3 });
    for (let index = 0; index < count; index += 1) {
      let first = faker.person.firstName();
      let last = faker.person.lastName();
      while (names.has(`${first} ${last}`)) {
        first = faker.person.firstName();
        last = faker.person.lastName();
      }
      names.add(`${first} ${last}`);
      const created = faker.date.past({ years: 2 });
      rows.push({
        payer_id: funder.id,
        name: `${first} ${last}`,
        title: faker.helpers.arrayElement(titles),
        email: `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `@${funder.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.test`,
        phone: faker.phone.number({ style: 'national' }),
        extension: faker.helpers.maybe(() => faker.string.numeric(4), { probability: 0.5 }) ?? null,
        notes:
          faker.helpers.maybe(
            () => faker.helpers.arrayElement(['Prefers email.', 'Handles ABA authorizations.', 'Call before 3 pm Eastern.', 'Escalations only.']),
            { probability: 0.4 },
          ) ?? null,
        status: mostlyActive(faker, 8),
        created_at: timestamp(created),
        updated_at: timestamp(created),
        deleted_at: rows.length % 37 === 36 ? timestamp(faker.date.recent({ days: 30 })) : null,
      });
    }
  }
  return rows;
}

export const funderContactResource = defineResource<FunderContact>({
  name: 'funder contact',
  type: 'FunderContact',
  title: 'Funder contact',
  table: 'payer_cases',
  permission: funderPermission,
  unique: ['name', 'email'],
  searchable: ['name', 'title', 'email', 'phone'],
  defaults: { status: 1 },
  seed: seedFunderContacts,
});
