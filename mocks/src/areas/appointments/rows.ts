// The session rows a checked booking writes: one per occurrence, under the authorization that covers it, billed under
// the code the authorization gives the service, with the override (who, why, what it overrode) where one was used.
import type { Db, User } from '../../db/index.js';
import { timestamp } from '../../kit/dates.js';
import { authorizationTables } from '../student-authorizations/index.js';
import type { SessionOverride, StudentSession } from '../student-sessions/session.js';
import { relatedRecords } from '../students/related.js';
import type { Booking } from './booking.js';
import type { CheckedOccurrence } from './evaluate.js';
import { locationsTable, scheduleNames } from './names.js';
import { placeOfService } from './place-of-service.js';
import { sessionTypeForService, sessionTypesTable } from './session-types.js';
import * as clock from '../../kit/clock.js';

type Fields = Omit<StudentSession, 'id' | 'created_at' | 'updated_at' | 'deleted_at' | 'status' | 'note_status' | 'series_id'>;

function billingOf(db: Db, authorizationId: number | null, serviceId: number): { billing_code_id: number; hcode: string } {
  const codes = relatedRecords(db, 'billingCodes');
  const covered = authorizationTables(db)
    .services.active()
    .find((row) => row.authorization_id === authorizationId && row.service_id === serviceId);
  const code = codes.find((row) => row.id === covered?.billing_code_id) ?? codes.find((row) => row.service_id === serviceId) ?? codes[0];
  return { billing_code_id: code?.id ?? 0, hcode: code?.name ?? '' };
}

function overrideOf(booking: Booking, occurrence: CheckedOccurrence, caller: User, now: Date): SessionOverride | null {
  if (!booking.override || occurrence.conflicts.length === 0) return null;
  return {
    reason: booking.override.reason,
    by_id: caller.id,
    by_name: caller.name,
    at: timestamp(now),
    kinds: [...new Set(occurrence.conflicts.map((found) => found.kind))],
  };
}

function defaultSessionType(db: Db, booking: Booking): number {
  if (booking.make_up_for_id !== null) {
    const makeUp = sessionTypesTable(db)
      .active()
      .find((type) => type.name === 'Make-up Session');
    if (makeUp) return makeUp.id;
  }
  return sessionTypeForService(db, scheduleNames(db).service(booking.service_id)).id;
}

/** The appointment fields of one occurrence of a booking. */
export function occurrenceFields(db: Db, booking: Booking, occurrence: CheckedOccurrence, caller: User, now = clock.now()): Fields {
  return {
    student_id: booking.student_id,
    staff_id: booking.staff_id,
    service_id: booking.service_id,
    ...billingOf(db, occurrence.authorization_id, booking.service_id),
    authorization_id: occurrence.authorization_id,
    date: occurrence.date,
    start_time: occurrence.start_time,
    end_time: occurrence.end_time,
    units: occurrence.units,
    place_of_service: booking.place_of_service ?? placeOfService(locationsTable(db).find(booking.location_id)),
    location_id: booking.location_id,
    session_type_id: booking.session_type_id ?? defaultSessionType(db, booking),
    make_up_for_id: booking.make_up_for_id,
    override: overrideOf(booking, occurrence, caller, now),
  };
}
