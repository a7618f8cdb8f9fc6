// Forty-two funders: the insurers, Medicaid programs, school districts and regional centres an ABA practice bills.
// Names and types are a fixed catalogue (contacts, plans and links are seeded against these ids); addresses and
// numbers come from faker. The last three are already soft-deleted.
import type { Faker } from '@faker-js/faker';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import type { Funder } from './funder.js';
import { timestamp } from '../../kit/dates.js';

interface FunderEntry {
  id: number;
  name: string;
  type: Funder['type'];
  state: string | null;
  deleted: boolean;
}

const catalogue: readonly [string, Funder['type'], string | null][] = [
  ['Aetna', 'Commercial', 'CT'],
  ['Cigna', 'Commercial', 'CT'],
  ['UnitedHealthcare', 'Commercial', 'MN'],
  ['Humana', 'Commercial', 'KY'],
  ['Anthem Blue Cross', 'Commercial', 'CA'],
  ['Blue Cross Blue Shield of Texas', 'Commercial', 'TX'],
  ['Blue Shield of California', 'Commercial', 'CA'],
  ['Kaiser Permanente', 'Commercial', 'CA'],
  ['Optum Behavioral Health', 'Commercial', 'MN'],
  ['Magellan Health', 'Commercial', 'AZ'],
  ['Carelon Behavioral Health', 'Commercial', 'MA'],
  ['Oscar Health', 'Commercial', 'NY'],
  ['Oxford Health Plans', 'Commercial', 'CT'],
  ['EmblemHealth', 'Commercial', 'NY'],
  ['Highmark', 'Commercial', 'PA'],
  ['Florida Blue', 'Commercial', 'FL'],
  ['Premera Blue Cross', 'Commercial', 'WA'],
  ['Tufts Health Plan', 'Commercial', 'MA'],
  ['Harvard Pilgrim Health Care', 'Commercial', 'MA'],
  ['Ambetter', 'Commercial', 'MO'],
  ['Amerigroup', 'Medicaid Managed Care', 'VA'],
  ['Molina Healthcare', 'Medicaid Managed Care', 'CA'],
  ['WellCare', 'Medicaid Managed Care', 'FL'],
  ['Health Net', 'Medicaid Managed Care', 'CA'],
  ['Fidelis Care', 'Medicaid Managed Care', 'NY'],
  ['MetroPlus Health', 'Medicaid Managed Care', 'NY'],
  ['Healthfirst', 'Medicaid Managed Care', 'NY'],
  ['CareSource', 'Medicaid Managed Care', 'OH'],
  ['Texas Medicaid', 'Medicaid', 'TX'],
  ['New York State Medicaid', 'Medicaid', 'NY'],
  ['Medi-Cal', 'Medicaid', 'CA'],
  ['Florida Medicaid', 'Medicaid', 'FL'],
  ['Tricare East', 'Tricare', null],
  ['Tricare West', 'Tricare', null],
  ['NYC Department of Education', 'School District', 'NY'],
  ['Los Angeles Unified School District', 'School District', 'CA'],
  ['Miami-Dade County Public Schools', 'School District', 'FL'],
  ['Regional Center of Orange County', 'Regional Center', 'CA'],
  ['Harbor Regional Center', 'Regional Center', 'CA'],
  ['Private Pay', 'Private Pay', null],
  ['Beacon Health Options', 'Commercial', 'MA'],
  ['ValueOptions', 'Commercial', 'VA'],
];

export const seededFunderCount = catalogue.length;
export const seededDeletedFunderCount = 3;

export const funderCatalogue: readonly FunderEntry[] = catalogue.map(([name, type, state], index) => ({
  id: index + 1,
  name,
  type,
  state,
  deleted: index >= catalogue.length - seededDeletedFunderCount,
}));

/** Funders that are not deleted, for the seeds that point at one. */
export const liveFunders: readonly FunderEntry[] = funderCatalogue.filter((entry) => !entry.deleted);

function domain(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.test`;
}

export function seedFunders(faker: Faker): NewRow<Funder>[] {
  return funderCatalogue.map((entry) => {
    const created = faker.date.past({ years: 4 });
    const billsElectronically = !['School District', 'Private Pay'].includes(entry.type);
    const state = entry.state ?? faker.location.state({ abbreviated: true });
    return {
      id: entry.id,
      name: entry.name,
      electronic_payer_id: billsElectronically ? faker.string.numeric(5) : null,
      type: entry.type,
      email: entry.type === 'Private Pay' ? null : `providers@${domain(entry.name)}`,
      phone: faker.phone.number({ style: 'national' }),
      fax: faker.helpers.maybe(() => faker.phone.number({ style: 'national' }), { probability: 0.7 }) ?? null,
      address: faker.location.streetAddress(),
      city: faker.location.city(),
      state,
      zip: faker.location.zipCode('#####'),
      website: entry.type === 'Private Pay' ? null : `https://www.${domain(entry.name).replace(/\.test$/, '.example')}`,
      status: mostlyActive(faker, 7),
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: entry.deleted ? timestamp(faker.date.recent({ days: 60 })) : null,
    };
  });
}
