// The tables the schedule reads, each defined with its own seeder so the data is the same whichever area asks first:
// the sessions (appointments are session rows), the staff's weekly availability and their credentials.
import type { Db } from '../../db/index.js';
import type { Table } from '../../db/table.js';
import { credentialsTable, type StaffCredential } from '../staff/credential.js';
import { seedCredentials } from '../staff/credential-seed.js';
import { seedUserAvailability, type UserAvailabilitySlot } from '../staff-availability/seed.js';
import type { StudentSession } from '../student-sessions/session.js';

export const sessionsTableName = 'student_sessions';

export function sessionsTable(db: Db): Table<StudentSession> {
  return db.defineTable<StudentSession>(sessionsTableName);
}

export function availabilityTable(db: Db): Table<UserAvailabilitySlot> {
  return db.defineTable<UserAvailabilitySlot>('user_availability', (faker) => seedUserAvailability(faker, db));
}

export function credentialTable(db: Db): Table<StaffCredential> {
  return db.defineTable<StaffCredential>(credentialsTable, (faker) => seedCredentials(faker, db));
}

/** Sessions that hold their slot and their units: not cancelled, not missed. */
export function holdsSlot(row: Pick<StudentSession, 'status'>): boolean {
  return row.status === 'Scheduled' || row.status === 'Completed';
}
