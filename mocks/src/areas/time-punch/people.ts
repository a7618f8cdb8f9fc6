// The people the time-punch service knows: one row per staff member, keyed by the user's id. Seeded so that a sync
// meets what a real one meets: a few people without a badge number, a few whose email the service already holds
// for someone else, a few slow to answer, and a few never added.
import type { Db, Table, User } from '../../db/index.js';
import { daysLater, timestamp } from '../../kit/dates.js';
import { seedReferenceDate } from '../../db/faker.js';
import { staffTypes } from '../users/index.js';

export type TimePunchState = 'synced' | 'not_synced' | 'failed' | 'syncing';

export interface TimePunchPerson {
  id: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  badge_number: string | null;
  /** The service already holds this person's email for someone else. */
  duplicate_email: boolean;
  /** The service takes several times as long to answer for this person. */
  slow: boolean;
  state: TimePunchState;
  external_id: string | null;
  synced_at: string | null;
  last_error: string | null;
}

export const noBadgeReason = 'No badge number';
export const duplicateEmailReason = 'Duplicate email in the time-punch service';

export function isStaff(user: User): boolean {
  return staffTypes.includes(user.user_type);
}

/** The staff who count for a sync: every staff member not deleted, in id order. */
export function staffOf(db: Db): User[] {
  return db.users.active().filter(isStaff);
}

export function badgeNumberOf(userId: number): string {
  return `B-${String(4000 + userId)}`;
}

export function externalIdOf(userId: number): string {
  return `TP-${String(10000 + userId)}`;
}

/** The seeded rows: position among the staff decides who fails, who is slow and who was never added. */
export function seedPeople(db: Db): TimePunchPerson[] {
  return staffOf(db).map((user, index) => {
    const noBadge = index % 11 === 4;
    const duplicate = index % 13 === 7;
    const added = !noBadge && !duplicate && index % 9 !== 8;
    const syncedAt = timestamp(daysLater(seedReferenceDate, -(index % 20) - 1));
    return {
      id: user.id,
      created_at: syncedAt,
      updated_at: syncedAt,
      deleted_at: null,
      badge_number: noBadge ? null : badgeNumberOf(user.id),
      duplicate_email: duplicate,
      slow: index % 7 === 3,
      state: added ? 'synced' : 'not_synced',
      external_id: added ? externalIdOf(user.id) : null,
      synced_at: added ? syncedAt : null,
      last_error: null,
    };
  });
}

/** A staff member's row; one added since the seed gets a row with a badge number, not yet in the service. */
export function personOf(people: Table<TimePunchPerson>, userId: number): TimePunchPerson {
  const found = people.get(userId);
  if (found) return found;
  return people.insert({
    id: userId,
    badge_number: badgeNumberOf(userId),
    duplicate_email: false,
    slow: false,
    state: 'not_synced',
    external_id: null,
    synced_at: null,
    last_error: null,
  });
}

/** Why the service refuses this person, or null when it takes them. */
export function refusalOf(person: TimePunchPerson): string | null {
  if (!person.badge_number) return noBadgeReason;
  if (person.duplicate_email) return duplicateEmailReason;
  return null;
}

/** The person's standing as the API answers it. */
export function statusOf(person: TimePunchPerson) {
  return {
    user_id: person.id,
    state: person.state,
    external_id: person.external_id,
    badge_number: person.badge_number,
    synced_at: person.synced_at,
    last_error: person.last_error,
  };
}
