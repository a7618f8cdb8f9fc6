// What stands in the way of one occurrence: the staff member, the student or the location already booked at an
// overlapping time (sessions that hold their slot: scheduled or held), the time outside the staff member's weekly
// availability, or a credential of theirs expired by the day. A supervision shares its student and location with the
// session it joins (supervision.ts). The authorization is checked across the whole booking
// (evaluate.ts). Double bookings can never be overridden; availability and the authorization can, with a reason.
import type { Db } from '../../db/index.js';
import type { StaffCredential } from '../staff/credential.js';
import type { UserAvailabilitySlot } from '../staff-availability/seed.js';
import { slotRange, weekdayNames } from '../../kit/weekly-slots.js';
import { namesOf } from '../staff/relations.js';
import type { StudentSession } from '../student-sessions/session.js';
import { instantOfSlot, weekdayOfDay } from './clock.js';
import { scheduleNames, type ScheduleNames } from './names.js';
import { supervisionRule, type SessionKind } from './supervision.js';
import { availabilityTable, credentialTable, holdsSlot } from './tables.js';
import { usDate } from '../../kit/dates.js';

export const conflictKinds = ['STAFF', 'STUDENT', 'LOCATION', 'AVAILABILITY', 'CREDENTIAL', 'AUTHORIZATION', 'UNITS'] as const;
export type ConflictKind = (typeof conflictKinds)[number];

/** Kinds a user who may override can book through. */
export const overridableKinds: ReadonlySet<ConflictKind> = new Set(['AVAILABILITY', 'AUTHORIZATION']);

export interface Conflict {
  kind: ConflictKind;
  message: string;
  /** The clashing booking (ids go out as text, like every id the portal reads). */
  appointment_id: string | null;
  starts_at: string;
}

export interface Occurrence {
  date: string;
  start_time: string;
  end_time: string;
  units: number;
}

export interface Participants {
  student_id: number;
  staff_id: number;
  location_id: number;
  /** A supervision, which may join an overlapping session at its location (and a session, a supervision there). */
  supervision?: boolean;
}

/** The sessions of each day that hold their slot, read once per check. */
export function slotsByDay(sessions: readonly StudentSession[], exclude: ReadonlySet<number>): Map<string, StudentSession[]> {
  const byDay = new Map<string, StudentSession[]>();
  for (const row of sessions) {
    if (!holdsSlot(row) || exclude.has(row.id)) continue;
    byDay.set(row.date, [...(byDay.get(row.date) ?? []), row]);
  }
  return byDay;
}

export function conflict(kind: ConflictKind, message: string, occurrence: Occurrence, appointmentId: number | null = null): Conflict {
  return {
    kind,
    message,
    appointment_id: appointmentId === null ? null : String(appointmentId),
    starts_at: instantOfSlot(occurrence.date, occurrence.start_time).toISOString(),
  };
}

function overlaps(row: StudentSession, occurrence: Occurrence): boolean {
  return row.start_time < occurrence.end_time && occurrence.start_time < row.end_time;
}

/** The staff's weekly slots and credentials, read once per check. */
export interface StaffCalendar {
  slots(staffId: number, weekday: number): UserAvailabilitySlot[];
  credentials(staffId: number): StaffCredential[];
  certification(id: number): string;
}

export function staffCalendar(db: Db): StaffCalendar {
  const slots = groupBy(availabilityTable(db).active(), (slot) => `${slot.user_id}:${slot.day_of_week}`);
  const credentials = groupBy(credentialTable(db).active(), (row) => String(row.user_id));
  const certifications = namesOf(db, 'certifications');
  return {
    slots: (staffId, weekday) => slots.get(`${staffId}:${weekday}`) ?? [],
    credentials: (staffId) => credentials.get(String(staffId)) ?? [],
    certification: (id) => certifications.get(id) ?? 'A credential',
  };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** What a check reads: the sessions holding their slot by day, the staff's weeks and credentials, the names. */
export interface ScheduleContext {
  byDay: ReadonlyMap<string, readonly StudentSession[]>;
  staff: StaffCalendar;
  names: ScheduleNames;
  /** Whether a session is a supervision. */
  supervises: (session: SessionKind) => boolean;
}

/**
 * What stands in the way of one occurrence but the authorization: the day's sessions it would double-book (the staff
 * member's, the student's, the location's), whether it falls outside the staff member's week, and a credential of
 * theirs expired by the day. Every check is here once; the conflicts are these written out.
 */
interface Obstacles {
  staff?: StudentSession;
  student?: StudentSession;
  location?: StudentSession;
  /** The staff member's slots of that weekday, when none holds the whole occurrence. */
  outside?: UserAvailabilitySlot[];
  expired?: StaffCredential;
}

function obstaclesOf(context: ScheduleContext, who: Participants, occurrence: Occurrence): Obstacles {
  const day = context.byDay.get(occurrence.date) ?? [];
  const clash = (matches: (row: StudentSession) => boolean) => day.find((row) => matches(row) && overlaps(row, occurrence));
  // One of the two a supervision and the other not, at the same location: the supervisor joins the session.
  const joins = (row: StudentSession) => row.location_id === who.location_id && context.supervises(row) !== (who.supervision ?? false);
  const slots = context.staff.slots(who.staff_id, weekdayOfDay(occurrence.date));
  const inside = slots.some((slot) => slot.start_time <= occurrence.start_time && occurrence.end_time <= slot.end_time);
  return {
    staff: clash((row) => row.staff_id === who.staff_id),
    student: clash((row) => row.student_id === who.student_id && !joins(row)),
    location: clash((row) => row.location_id === who.location_id && !joins(row)),
    outside: inside ? undefined : slots,
    expired: context.staff.credentials(who.staff_id).find((row) => row.expires_on < occurrence.date),
  };
}

/** Every conflict of one occurrence but the authorization's. */
export function occurrenceConflicts(context: ScheduleContext, who: Participants, occurrence: Occurrence): Conflict[] {
  const { staff, student, location, outside, expired } = obstaclesOf(context, who, occurrence);
  const { names } = context;
  const on = usDate(occurrence.date);
  const found: Conflict[] = [];
  if (staff)
    found.push(
      conflict(
        'STAFF',
        `${names.staff(who.staff_id)} is already booked ${slotRange(staff)} on ${on} (with ${names.student(staff.student_id)}).`,
        occurrence,
        staff.id,
      ),
    );
  if (student)
    found.push(
      conflict(
        'STUDENT',
        `${names.student(who.student_id)} already has a session ${slotRange(student)} on ${on} (with ${names.staff(student.staff_id)}).`,
        occurrence,
        student.id,
      ),
    );
  if (location)
    found.push(
      conflict('LOCATION', `${names.location(who.location_id)} is already booked ${slotRange(location)} on ${on}.`, occurrence, location.id),
    );
  if (outside) {
    const dayName = weekdayNames[weekdayOfDay(occurrence.date)];
    const offered = outside.length === 0 ? `no availability on ${dayName}s` : `${dayName} availability ${outside.map(slotRange).join(', ')}`;
    found.push(
      conflict('AVAILABILITY', `${slotRange(occurrence)} on ${on} is outside ${names.staff(who.staff_id)}'s availability (${offered}).`, occurrence),
    );
  }
  if (expired)
    found.push(
      conflict(
        'CREDENTIAL',
        `${names.staff(who.staff_id)}'s ${context.staff.certification(expired.certification_id)} expired on ${usDate(expired.expires_on)}, before ${on}.`,
        occurrence,
      ),
    );
  return found;
}

/**
 * Whether nothing but the authorization stands in the way: `occurrenceConflicts` finding none, without writing the
 * messages. The seeders try several places for each occurrence and keep the first free one.
 */
export function occurrenceIsFree(context: ScheduleContext, who: Participants, occurrence: Occurrence): boolean {
  const { staff, student, location, outside, expired } = obstaclesOf(context, who, occurrence);
  return !staff && !student && !location && !outside && !expired;
}

/** The context of a check over the current sessions, rows in `exclude` (the ones being moved) left out. */
export function scheduleContext(db: Db, sessions: readonly StudentSession[], exclude: ReadonlySet<number> = new Set()): ScheduleContext {
  return { byDay: slotsByDay(sessions, exclude), staff: staffCalendar(db), names: scheduleNames(db), supervises: supervisionRule(db) };
}
