// Believable credentials for every staff member: CPR and a background check for all, BCBA or RBT for therapists by
// title. Expiry dates are set from today (practice time zone), so the seeded data always holds some expired
// credentials and some expiring within 7, 30 and 60 days.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { shiftDays, timestamp, today } from '../../kit/dates.js';
import type { StaffCredential } from './credential.js';
import { isStaff } from './user-kinds.js';

/** Certification ids of the seeded setup list. */
const certificationIds = { bcba: 1, rbt: 4, cpr: 8, backgroundCheck: 16 } as const;
/** Staff titles (user_groups ids) whose holders are behaviour analysts. */
const analystTitleIds = new Set([1, 2, 9]);
const demoTherapistId = 3;

/** Days from today to the expiry: mostly far off, some lapsed, some close. */
function expiryOffset(faker: Faker): number {
  return faker.helpers.weightedArrayElement([
    { weight: 2, value: faker.number.int({ min: -90, max: -1 }) },
    { weight: 1, value: faker.number.int({ min: 0, max: 7 }) },
    { weight: 2, value: faker.number.int({ min: 8, max: 30 }) },
    { weight: 2, value: faker.number.int({ min: 31, max: 60 }) },
    { weight: 13, value: faker.number.int({ min: 61, max: 700 }) },
  ]);
}

export function seedCredentials(faker: Faker, db: Db): NewRow<StaffCredential>[] {
  const day = today();
  const rows: NewRow<StaffCredential>[] = [];
  for (const user of db.users.all().filter(isStaff)) {
    const held: number[] = [certificationIds.cpr, certificationIds.backgroundCheck];
    if (user.user_type === 'Therapist') held.unshift(analystTitleIds.has(user.title_id ?? 0) ? certificationIds.bcba : certificationIds.rbt);
    for (const certificationId of held) {
      // The demo therapist's RBT lapses in five days: the record always has a credential to warn about.
      const offset = user.id === demoTherapistId && certificationId === certificationIds.rbt ? 5 : expiryOffset(faker);
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
