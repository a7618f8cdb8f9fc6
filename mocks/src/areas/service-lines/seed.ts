// Thirty-two service lines: the practice's disciplines in the settings it delivers them in. Names and codes are a
// fixed catalogue (services and funders are seeded against these ids); status, descriptions and dates come from
// faker. The last three are already soft-deleted.
import type { Faker } from '@faker-js/faker';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import type { ServiceLine } from './service-line.js';
import { timestamp } from '../../kit/dates.js';

export interface Discipline {
  name: string;
  code: string;
  /** Which service kinds the discipline offers (see services/seed.ts). */
  kind: 'aba' | 'therapy' | 'education';
}

const disciplines: readonly Discipline[] = [
  { name: 'Applied Behavior Analysis', code: 'ABA', kind: 'aba' },
  { name: 'Speech Therapy', code: 'ST', kind: 'therapy' },
  { name: 'Occupational Therapy', code: 'OT', kind: 'therapy' },
  { name: 'Physical Therapy', code: 'PT', kind: 'therapy' },
  { name: 'Counseling', code: 'CN', kind: 'therapy' },
  { name: 'Feeding Therapy', code: 'FT', kind: 'therapy' },
  { name: 'Special Education Itinerant Teacher', code: 'SEIT', kind: 'education' },
  { name: 'Special Education Teacher Support Services', code: 'SETSS', kind: 'education' },
];

const settings = [
  { name: 'Home-based', code: 'HB' },
  { name: 'Center-based', code: 'CB' },
  { name: 'School-based', code: 'SB' },
  { name: 'Telehealth', code: 'TH' },
] as const;

export interface ServiceLineEntry {
  /** The id the seeded row gets (seeded in this order). */
  id: number;
  name: string;
  code: string;
  discipline: Discipline;
  deleted: boolean;
}

export const seededServiceLineCount = disciplines.length * settings.length;
export const seededDeletedServiceLineCount = 3;

/** The seeded service lines, in id order: every discipline in every setting. */
export const serviceLineCatalogue: readonly ServiceLineEntry[] = disciplines.flatMap((discipline, d) =>
  settings.map((setting, s) => {
    const id = d * settings.length + s + 1;
    return {
      id,
      name: `${discipline.name} (${setting.name})`,
      code: `${discipline.code}-${setting.code}`,
      discipline,
      deleted: id > seededServiceLineCount - seededDeletedServiceLineCount,
    };
  }),
);

/** Service lines that are not deleted, for the seeds that point at one. */
export const liveServiceLines: readonly ServiceLineEntry[] = serviceLineCatalogue.filter((entry) => !entry.deleted);

export function seedServiceLines(faker: Faker): NewRow<ServiceLine>[] {
  return serviceLineCatalogue.map((entry) => {
    const created = faker.date.past({ years: 3 });
    return {
      id: entry.id,
      name: entry.name,
      code: entry.code,
      description: `${entry.discipline.name} services delivered ${entry.name.includes('Telehealth') ? 'over video' : 'in person'}; ${faker.helpers.arrayElement(['authorization required', 'prescription required', 'IEP mandated', 'private pay accepted'])}.`,
      status: mostlyActive(faker, 6),
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: entry.deleted ? timestamp(faker.date.recent({ days: 45 })) : null,
    };
  });
}
