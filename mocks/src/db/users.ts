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
import { dayOf, timestamp } from '../kit/dates.js';

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
  /** The staff title (user_groups row) a staff member holds; null for parents and the Super Admin. */
  title_id: number | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  hire_date: string | null;
  npi: string | null;
}

/** The staff record's own fields, none set: what a user of any kind starts from. */
export const noStaffDetails = {
  title_id: null,
  address: null,
  city: null,
  state: null,
  zip: null,
  hire_date: null,
  npi: null,
} as const satisfies Partial<User>;

/** What every generated staff member signs in with. */
export const generatedStaffPassword = 'Staff#2026';

export const generatedStaffCount = 36;

/** Parents generated after the staff (the demo parent is one more). */
export const generatedParentCount = 14;

/** Seeded staff titles (user_groups ids) by user type: office staff are office managers, schedulers, billing. */
const officeTitleIds = [13, 14, 15, 16, 17];
const therapistTitleIds = [1, 2, 3, 4, 4, 4, 5, 6, 9, 10];
const demoTitleIds: Partial<Record<number, number>> = { 2: 13, 3: 4 };

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
        ...noStaffDetails,
        title_id: demoTitleIds[account.id] ?? null,
      },
    };
  });

  const taken = new Set(seeded.map((user) => user.row.email));
  for (let index = 0; index < generatedStaffCount; index += 1) {
    const id = demoAccounts.length + index + 1;
    const who = person(id, 'practice.test', taken, faker);
    // One in six staff members runs the office; the rest are therapists.
    const userType: UserType = index % 6 === 0 ? 'Office Administrator' : 'Therapist';
    const phone = who.phone;
    seeded.push({
      password: generatedStaffPassword,
      row: {
        id,
        ...who,
        user_type: userType,
        status: mostlyActive(faker, 9),
        user_meta: meta(faker.datatype.boolean(0.4) ? `user-${id}.png` : null, phone, faker),
        permissions: permissionsFor(userType),
        pending_file_count: faker.number.int({ min: 0, max: 5 }),
        created_at: timestamp(faker.date.past({ years: 3 })),
        ...noStaffDetails,
      },
    });
  }
  // Drawn after every row above, so that those rows keep the values they were first seeded with.
  for (const { row } of seeded) addStaffDetails(row, faker);
  for (let index = 0; index < generatedParentCount; index += 1) seeded.push(seedParent(seeded.length + 1, taken, faker));
  return seeded;
}

function addStaffDetails(row: NewRow<User>, faker: Faker): void {
  if (row.user_type !== 'Office Administrator' && row.user_type !== 'Therapist') return;
  row.title_id ??= faker.helpers.arrayElement(row.user_type === 'Therapist' ? therapistTitleIds : officeTitleIds);
  row.address = faker.location.streetAddress();
  row.city = faker.location.city();
  row.state = faker.location.state({ abbreviated: true });
  row.zip = faker.location.zipCode('#####');
  row.hire_date = dayOf(faker.date.past({ years: 6 }));
  row.npi = row.user_type === 'Therapist' ? faker.string.numeric(10) : null;
}

/** A generated person's names, an email at the domain that no one else has, and a phone. */
function person(id: number, domain: string, taken: Set<string>, faker: Faker) {
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  let email = faker.internet.email({ firstName, lastName, provider: domain }).toLowerCase();
  if (taken.has(email)) email = `${firstName}.${lastName}.${id}@${domain}`.toLowerCase();
  taken.add(email);
  const phone = faker.phone.number({ style: 'national' });
  return { name: `${firstName} ${lastName}`, first_name: firstName, last_name: lastName, email, phone };
}

function seedParent(id: number, taken: Set<string>, faker: Faker): SeededUser {
  const who = person(id, 'family.test', taken, faker);
  const phone = who.phone;
  return {
    password: generatedStaffPassword,
    row: {
      id,
      ...who,
      user_type: 'Parent',
      status: mostlyActive(faker, 9),
      user_meta: meta(null, phone, faker),
      permissions: permissionsFor('Parent'),
      pending_file_count: 0,
      created_at: timestamp(faker.date.past({ years: 2 })),
      ...noStaffDetails,
      address: faker.location.streetAddress(),
      city: faker.location.city(),
      state: faker.location.state({ abbreviated: true }),
      zip: faker.location.zipCode('#####'),
    },
  };
}
