// Several hundred students (more than the largest page size, 500, so every page size is real), a few inactive and a
// few soft-deleted, each referred through an agency that exists and is not deleted. The demo therapist works with
// every 25th student; the demo parent has a few children.
import type { Faker } from '@faker-js/faker';
import { mostlyActive } from '../../db/seed-values.js';
import type { NewRow } from '../../db/table.js';
import { studentGenders, type Student } from './student.js';
import { demoParentId, demoTherapistId } from '../../db/demo-users.js';
import { liveAgencyIds, seedFunderIds, seedServiceLineIds, seedStaffIds } from './seed-relations.js';
import { dayOf, timestamp } from '../../kit/dates.js';

export const seededStudentCount = 640;

/** Every 45th student is soft-deleted. */
export function isSeededDeleted(index: number): boolean {
  return index % 45 === 44;
}

export const seededDeletedStudentCount = Array.from({ length: seededStudentCount }, (_, index) => index).filter(isSeededDeleted).length;

const languages = ['English', 'English', 'English', 'Spanish', 'Mandarin', 'Arabic', 'Vietnamese', 'Haitian Creole'];
const grades = ['Pre-K', 'K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];
const diagnosisCodes = ['F84.0', 'F84.0', 'F84.0', 'F90.2', 'F80.2', 'F88'];

function some<T>(faker: Faker, pool: readonly T[], min: number, max: number): T[] {
  return faker.helpers.arrayElements(pool, { min, max });
}

export function seedStudents(faker: Faker): NewRow<Student>[] {
  const rows: NewRow<Student>[] = [];
  const codes = new Set<string>();
  for (let index = 0; index < seededStudentCount; index += 1) {
    // ABA caseloads skew male.
    const gender = faker.helpers.weightedArrayElement([
      { weight: 6, value: studentGenders[0] },
      { weight: 3, value: studentGenders[1] },
      { weight: 1, value: studentGenders[2] },
    ]);
    const sex = gender === 'Male' ? 'male' : gender === 'Female' ? 'female' : undefined;
    const firstName = faker.person.firstName(sex);
    const lastName = faker.person.lastName();
    const dob = faker.date.birthdate({ mode: 'age', min: 2, max: 17 });
    const created = faker.date.past({ years: 3 });
    const staff = new Set(some(faker, seedStaffIds.slice(1), 1, 3));
    if (index % 25 === 0) staff.add(demoTherapistId);
    let code = `STU-${faker.string.numeric(5)}`;
    while (codes.has(code)) code = `STU-${faker.string.numeric(5)}`;
    codes.add(code);
    const guardianFirst = faker.person.firstName();
    rows.push({
      first_name: firstName,
      last_name: lastName,
      dob: dayOf(dob),
      gender,
      status: mostlyActive(faker, 6),
      agency_id: faker.helpers.arrayElement(liveAgencyIds),
      middle_name: faker.datatype.boolean(0.3) ? faker.person.middleName(sex) : null,
      preferred_name: faker.datatype.boolean(0.1) ? faker.person.firstName(sex) : null,
      client_code: code,
      funder_ids: some(faker, seedFunderIds, 1, 2).sort((a, b) => a - b),
      staff_ids: [...staff].sort((a, b) => a - b),
      service_line_ids: some(faker, seedServiceLineIds, 1, 2).sort((a, b) => a - b),
      parent_id: index % 150 === 7 ? demoParentId : null,
      email: faker.datatype.boolean(0.3) ? faker.internet.email({ firstName, lastName }).toLowerCase() : null,
      phone: faker.phone.number({ style: 'national' }),
      address: faker.location.streetAddress(),
      city: faker.location.city(),
      state: faker.location.state({ abbreviated: true }),
      zip: faker.location.zipCode('#####'),
      primary_language: faker.helpers.arrayElement(languages),
      school_name: faker.datatype.boolean(0.8)
        ? `${faker.location.street()} ${faker.helpers.arrayElement(['Elementary', 'Middle School', 'Academy', 'Preschool'])}`
        : null,
      grade: faker.helpers.arrayElement(grades),
      guardian_name: `${guardianFirst} ${lastName}`,
      guardian_phone: faker.phone.number({ style: 'national' }),
      guardian_email: faker.internet.email({ firstName: guardianFirst, lastName }).toLowerCase(),
      diagnosis_code: faker.helpers.arrayElement(diagnosisCodes),
      intake_date: dayOf(created),
      notes: faker.datatype.boolean(0.2) ? faker.lorem.sentence() : null,
      created_at: timestamp(created),
      updated_at: timestamp(created),
      deleted_at: isSeededDeleted(index) ? timestamp(faker.date.recent({ days: 90 })) : null,
    });
  }
  return rows;
}
