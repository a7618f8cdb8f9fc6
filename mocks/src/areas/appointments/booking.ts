// A booking as the API receives it (POST appointment, POST schedule-check, PUT appointment/{id}): who, what, where
// and when, checked field by field with Laravel's messages. An end before its start, an appointment that runs past
// midnight, a start further in the past than the practice allows, or an unknown student, staff member, service or
// location is refused beside its field and nothing is saved.
import type { Db } from '../../db/index.js';
import { parseId } from '../../kit/ids.js';
import type { FieldErrors } from '../../server/validation.js';
import { isBlank } from '../../server/validation.js';
import type { StudentSession } from '../student-sessions/session.js';
import { students } from '../students/table.js';
import { relatedNames } from '../students/related.js';
import { staffTypes } from '../users/index.js';
import { localSlotOf, readInstant } from './clock.js';
import type { Participants } from './conflicts.js';
import { isBookableLocation } from './names.js';
import { readRecurrence, type Recurrence } from './recurrence.js';
import { sessionTypesTable } from './session-types.js';
import { unitsFor } from './units.js';
import * as clock from '../../kit/clock.js';

/** How far back a session may be entered after the fact. */
export const pastBookingDays = 7;

export interface Booking extends Participants {
  service_id: number;
  session_type_id: number | null;
  place_of_service: string | null;
  make_up_for_id: number | null;
  /** The first occurrence's practice day and wall-clock times. */
  date: string;
  start_time: string;
  end_time: string;
  units: number;
  recurrence: Recurrence | null;
  override: { reason: string } | null;
}

type Body = Record<string, unknown>;

function referencedId(body: Body, field: string, errors: FieldErrors, exists: (id: number) => boolean): number {
  if (isBlank(body[field])) {
    errors.add(field, `The ${field.replace(/_/g, ' ')} field is required.`);
    return 0;
  }
  const id = parseId(body[field]);
  if (id === undefined || !exists(id)) errors.add(field, `The selected ${field.replace(/_/g, ' ')} is invalid.`);
  return id ?? 0;
}

function readOverride(value: unknown, errors: FieldErrors): { reason: string } | null {
  if (value === undefined || value === null) return null;
  const reason = typeof value === 'object' && typeof (value as Body).reason === 'string' ? ((value as Body).reason as string).trim() : '';
  if (reason === '') errors.add('override.reason', 'The override reason field is required.');
  return { reason };
}

function readTimes(body: Body, errors: FieldErrors, now: Date) {
  const instants = (['starts_at', 'ends_at'] as const).map((field) => {
    if (isBlank(body[field])) errors.add(field, `The ${field.replace('_', ' ')} field is required.`);
    const instant = readInstant(body[field]);
    if (!isBlank(body[field]) && !instant) errors.add(field, `The ${field.replace('_', ' ')} field must be a date and time with its offset.`);
    return instant;
  });
  const [starts, ends] = instants;
  if (!starts || !ends) return undefined;
  const start = localSlotOf(starts);
  const end = localSlotOf(ends);
  if (ends <= starts) errors.add('ends_at', 'The end must be after the start.');
  else if (end.date !== start.date) errors.add('ends_at', 'An appointment must end on the day it starts.');
  if (starts.getTime() < now.getTime() - pastBookingDays * 86_400_000) {
    errors.add('starts_at', `An appointment may start at most ${pastBookingDays} days in the past.`);
  }
  const minutes = Math.floor((ends.getTime() - starts.getTime()) / 60_000);
  return { date: start.date, start_time: start.time, end_time: end.time, units: unitsFor(minutes) };
}

/** The booking a body asks for; undefined when refused (the errors say why). */
export function readBooking(db: Db, body: Body, errors: FieldErrors, sessions: readonly StudentSession[], now = clock.now()): Booking | undefined {
  const studentId = referencedId(body, 'student_id', errors, (id) => students(db).find(id) !== undefined);
  const staffId = referencedId(body, 'staff_id', errors, (id) => staffTypes.includes(db.users.find(id)?.user_type ?? ''));
  const serviceId = referencedId(body, 'service_id', errors, (id) => relatedNames(db, 'services').has(id));
  const locationId = referencedId(body, 'location_id', errors, (id) => isBookableLocation(db, id));
  const sessionTypeId = isBlank(body.session_type_id)
    ? null
    : referencedId(body, 'session_type_id', errors, (id) => sessionTypesTable(db).find(id) !== undefined);
  const makeUpForId = isBlank(body.make_up_for_id)
    ? null
    : referencedId(body, 'make_up_for_id', errors, (id) => {
        const replaced = sessions.find((row) => row.id === id);
        return replaced !== undefined && replaced.student_id === studentId && (replaced.status === 'Cancelled' || replaced.status === 'No Show');
      });
  if (errors.has('make_up_for_id')) errors.add('make_up_for_id', 'A make-up replaces a cancelled or missed session of the same student.');
  const times = readTimes(body, errors, now);
  const recurrence = readRecurrence(body.recurrence, errors);
  const override = readOverride(body.override, errors);
  const placeOfService = typeof body.place_of_service === 'string' && body.place_of_service.trim() !== '' ? body.place_of_service.trim() : null;
  if (!errors.empty || !times || recurrence === undefined) return undefined;
  return {
    student_id: studentId,
    staff_id: staffId,
    service_id: serviceId,
    location_id: locationId,
    session_type_id: sessionTypeId,
    place_of_service: placeOfService,
    make_up_for_id: makeUpForId,
    ...times,
    recurrence,
    override,
  };
}
