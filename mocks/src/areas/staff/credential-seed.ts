// Believable credentials for every staff member: CPR and a background check for all, BCBA or RBT for therapists by
// title. Expiry dates are set from today (practice time zone): most are current, a few expire within 7, 30 and 60
// days, and one has lapsed, as in a practice that keeps its records up to date.
import type { Faker } from '@faker-js/faker';
import { demoTherapistId } from '../../db/demo-users.js';
import type { Db } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { shiftDays, timestamp, today } from '../../kit/dates.js';
import type { StaffCredential } from './credential.js';
import { isStaff } from './user-kinds.js';

/** Certification ids of the seeded setup list. */
const certificationIds = { bcba: 1, rbt: 4, cpr: 8, backgroundCheck: 16 } as const;
/** Staff titles (user_groups ids) whose holders are behaviour analysts. */
const analystTitleIds = new Set([1, 2, 9]);

/** Days from today to the expiry: mostly far off, a few close. */
function expiryOffset(faker: Faker): number {
  return faker.helpers.weightedArrayElement([
    { weight: 1, value: faker.number.int({ min: 0, max: 7 }) },
    { weight: 1, value: faker.number.int({ min: 8, max: 30 }) },
    { weight: 1, value: faker.number.int({ min: 31, max: 60 }) },
    { weight: 30, value: faker.number.int({ min: 61, max: 700 }) },
  ]);
}

/** The demo therapist's RBT is renewed in 25 days, the rest of their record far off: the record warns, the calendar books. */
function demoOffset(certificationId: number): number {
  return certificationId === certificationIds.rbt ? 25 : 400;
}

export function seedCredentials(faker: Faker, db: Db): NewRow<StaffCredential>[] {
  const day = today();
  const rows: NewRow<StaffCredential>[] = [];
  const staff = db.users.all().filter(isStaff);
  // The one lapsed credential: the CPR of the last staff member on the list, twelve days ago.
  const lapsed = staff.at(-1)?.id;
  for (const user of staff) {
    const held: number[] = [certificationIds.cpr, certificationIds.backgroundCheck];
    if (user.user_type === 'Therapist') held.unshift(analystTitleIds.has(user.title_id ?? 0) ? certificationIds.bcba : certificationIds.rbt);
    for (const certificationId of held) {
      const drawn = expiryOffset(faker);
      const offset =
        user.id === demoTherapistId ? demoOffset(certificationId) : user.id === lapsed && certificationId === certificationIds.cpr ? -12 : drawn;
      const expiresOn = shiftDays(day, offset);
      rows.push({
        user_id: user.id,
        certification_id: certificationId,
        license_number: certificationId === certificationIds.cpr ? null : faker.string.alphanumeric({ length: 8, casing: 'upper' }),
        issued_on: shiftDays(expiresOn, -faker.helpers.arrayElement([365, 730])),
        expires_on: expiresOn,
        notes: null,
        created_at: timestamp(faker.date.past({ years: 2 })),
      });
    }
  }
  return rows;
}
