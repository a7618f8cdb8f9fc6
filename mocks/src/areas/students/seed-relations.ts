// The ids a seeded student may point at, fixed so that the students table seeds on its own (another area's
// `client-list` may define it first): agencies not deleted, funders, service lines, and staff (the demo
// therapist and the generated staff of the users table).
import { demoAccounts, demoTherapistId } from '../../db/demo-users.js';
import { generatedStaffCount } from '../../db/users.js';
import { seededAgencyCount, seededDeletedAgencyCount } from '../agencies/seed.js';

/** Agencies 1..37 are live; the last three are seeded soft-deleted. */
export const liveAgencyIds: readonly number[] = Array.from({ length: seededAgencyCount - seededDeletedAgencyCount }, (_, index) => index + 1);

/** Funders the seeded students are enrolled with (the first funders of the funders area). */
export const seedFunderIds: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8];

/** Service lines the seeded students receive. */
export const seedServiceLineIds: readonly number[] = [1, 2, 3, 4];

/** The demo therapist and every generated staff member (users 5 onwards). */
export const seedStaffIds: readonly number[] = [
  demoTherapistId,
  ...Array.from({ length: generatedStaffCount }, (_, index) => demoAccounts.length + index + 1),
];
