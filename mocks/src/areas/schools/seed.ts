// Forty-five schools (a few soft-deleted), a principal for most, two to four contacts each and the 2025–26 school
// year's closures, every row pointing at a school that exists.
import type { Faker } from '@faker-js/faker';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import { schoolTypes, type School, type SchoolContact, type SchoolHoliday, type SchoolPrincipal } from './school.js';
import { timestamp } from '../../kit/dates.js';

export const seededSchoolCount = 45;
export const seededDeletedSchoolCount = 3;
/** Schools 1..n are not deleted; the related seeds only use those. */
export const liveSchoolCount = seededSchoolCount - seededDeletedSchoolCount;

const kinds = ['Elementary School', 'Middle School', 'High School', 'Academy', 'Learning Center', 'Primary School'];
const contactTitles = [
  'Special Education Teacher',
  'General Education Teacher',
  'School Psychologist',
  'Guidance Counselor',
  'Assistant Principal',
  'Speech-Language Pathologist',
  'Case Manager',
  'Front Office Secretary',
  'School Nurse',
];

/** The 2025–26 closures; each school observes most of them. */
export const schoolYearClosures: readonly [string, string, string][] = [
  ['Labor Day', '2025-09-01', '2025-09-01'],
  ['Rosh Hashanah', '2025-09-22', '2025-09-24'],
  ['Yom Kippur', '2025-10-02', '2025-10-02'],
  ["Indigenous Peoples' Day", '2025-10-13', '2025-10-13'],
  ['Election Day', '2025-11-04', '2025-11-04'],
  ['Veterans Day', '2025-11-11', '2025-11-11'],
  ['Thanksgiving Recess', '2025-11-27', '2025-11-28'],
  ['Winter Recess', '2025-12-24', '2026-01-01'],
  ['Martin Luther King Jr. Day', '2026-01-19', '2026-01-19'],
  ["Presidents' Day", '2026-02-16', '2026-02-16'],
  ['Mid-Winter Recess', '2026-02-17', '2026-02-20'],
  ['Spring Recess', '2026-04-03', '2026-04-10'],
  ['Memorial Day', '2026-05-25', '2026-05-25'],
  ['Juneteenth', '2026-06-19', '2026-06-19'],
];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function seedSchools(faker: Faker): NewRow<School>[] {
  const names = new Set<string>();
  while (names.size < seededSchoolCount) names.add(`${faker.person.lastName()} ${faker.helpers.arrayElement(kinds)}`);
  return [...names].map((name, index) => {
    const city = faker.location.city();
    const created = faker.date.past({ years: 4 });
    return {
      name,
      school_type: faker.helpers.weightedArrayElement([
        { weight: 6, value: schoolTypes[0] },
        { weight: 2, value: schoolTypes[1] },
        { weight: 2, value: schoolTypes[2] },
        { weight: 1, value: schoolTypes[3] },
      ]),
      district: `${city} Unified School District`,
      email: `office@${slug(name)}.k12.test`,
      phone: faker.phone.number({ style: 'national' }),
      address: faker.location.streetAddress(),
      city,
      state: faker.location.state({ abbreviated: true }),
      zip: faker.location.zipCode('#####'),
      status: index % 10 === 9 ? 0 : 1,
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: index >= liveSchoolCount ? timestamp(faker.date.recent({ days: 60 })) : null,
    };
  });
}

/** Every live school but each seventh has a principal on record. */
export function seedSchoolPrincipals(faker: Faker): NewRow<SchoolPrincipal>[] {
  const rows: NewRow<SchoolPrincipal>[] = [];
  for (let schoolId = 1; schoolId <= liveSchoolCount; schoolId += 1) {
    if (schoolId % 7 === 0) continue;
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    rows.push({
      school_id: schoolId,
      name: `${first} ${last}`,
      email: `${first}.${last}@school${schoolId}.k12.test`.toLowerCase(),
      phone: faker.phone.number({ style: 'national' }),
    });
  }
  return rows;
}

export function seedSchoolContacts(faker: Faker): NewRow<SchoolContact>[] {
  const rows: NewRow<SchoolContact>[] = [];
  for (let schoolId = 1; schoolId <= liveSchoolCount; schoolId += 1) {
    for (const title of faker.helpers.arrayElements(contactTitles, { min: 2, max: 4 })) {
      const first = faker.person.firstName();
      const last = faker.person.lastName();
      rows.push({
        school_id: schoolId,
        name: `${first} ${last}`,
        title,
        email: `${first}.${last}@school${schoolId}.k12.test`.toLowerCase(),
        phone: faker.phone.number({ style: 'national' }),
        status: mostlyActive(faker, 9),
      });
    }
  }
  return rows;
}

export function seedSchoolHolidays(faker: Faker): NewRow<SchoolHoliday>[] {
  const rows: NewRow<SchoolHoliday>[] = [];
  for (let schoolId = 1; schoolId <= liveSchoolCount; schoolId += 1) {
    const observed = faker.helpers.arrayElements(schoolYearClosures, { min: 8, max: schoolYearClosures.length });
    // Keep the school year's order, whatever order the pick came in.
    observed.sort((a, b) => a[1].localeCompare(b[1]));
    for (const [name, start_date, end_date] of observed) rows.push({ school_id: schoolId, name, start_date, end_date });
  }
  return rows;
}
