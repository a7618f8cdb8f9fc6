// Users: the four demo accounts, then a few dozen generated staff. Passwords live beside the table (db.passwords),
// never on the rows, so a row can be sent as it is.
import type { Faker } from '@faker-js/faker';
import {
  officeAdministratorPermissions,
  parentPermissions,
  superAdminPermissions,
  therapistPermissions,
  type PermissionEntry,
} from '../areas/auth/permissions.js';
import { demoAccounts, type UserType } from './demo-users.js';
import { mostlyActive } from './seed-values.js';
import type { NewRow, Row } from './table.js';
import { timestamp } from '../kit/dates.js';

export interface UserMetaEntry {
  meta_key: string;
  meta_value: string | null;
}

export interface User extends Row {
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  user_type: UserType;
  status: number;
  user_meta: UserMetaEntry[];
  permissions: PermissionEntry[];
  pending_file_count: number;
}

/** What every generated staff member signs in with. */
export const generatedStaffPassword = 'Staff#2026';

export const generatedStaffCount = 36;

export function permissionsFor(userType: UserType): PermissionEntry[] {
  switch (userType) {
    case 'Super Admin':
      return superAdminPermissions();
    case 'Office Administrator':
      return officeAdministratorPermissions();
    case 'Therapist':
      return therapistPermissions();
    case 'Parent':
      return parentPermissions();
  }
}

export interface SeededUser {
  row: NewRow<User>;
  password: string;
}

function meta(profileImage: string | null, phone: string, faker: Faker): UserMetaEntry[] {
  const entries: UserMetaEntry[] = [
    { meta_key: 'phone', meta_value: phone },
    { meta_key: 'timezone', meta_value: faker.helpers.arrayElement(['America/New_York', 'America/Chicago']) },
  ];
  if (profileImage) entries.unshift({ meta_key: 'profile_image', meta_value: profileImage });
  return entries;
}

export function seedUsers(faker: Faker): SeededUser[] {
  const seeded: SeededUser[] = demoAccounts.map((account) => {
    const phone = faker.phone.number({ style: 'national' });
    return {
      password: account.password,
      row: {
        id: account.id,
        name: `${account.firstName} ${account.lastName}`,
        first_name: account.firstName,
        last_name: account.lastName,
        email: account.email,
        phone,
        user_type: account.userType,
        status: 1,
        user_meta: meta(account.profileImage, phone, faker),
        permissions: permissionsFor(account.userType),
        pending_file_count: account.pendingFileCount,
        created_at: timestamp(faker.date.past({ years: 3 })),
      },
    };
  });

  const taken = new Set(seeded.map((user) => user.row.email));
  for (let index = 0; index < generatedStaffCount; index += 1) {
    const id = demoAccounts.length + index + 1;
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    let email = faker.internet.email({ firstName, lastName, provider: 'practice.test' }).toLowerCase();
    if (taken.has(email)) email = `${firstName}.${lastName}.${id}@practice.test`.toLowerCase();
    taken.add(email);
    // One in six staff members runs the office; the rest are therapists.
    const userType: UserType = index % 6 === 0 ? 'Office Administrator' : 'Therapist';
    const phone = faker.phone.number({ style: 'national' });
    seeded.push({
      password: generatedStaffPassword,
      row: {
        id,
        name: `${firstName} ${lastName}`,
        first_name: firstName,
        last_name: lastName,
        email,
        phone,
        user_type: userType,
        status: mostlyActive(faker, 9),
        user_meta: meta(faker.datatype.boolean(0.4) ? `user-${id}.png` : null, phone, faker),
        permissions: permissionsFor(userType),
        pending_file_count: faker.number.int({ min: 0, max: 5 }),
        created_at: timestamp(faker.date.past({ years: 3 })),
      },
    });
  }
  return seeded;
}
