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

/** The day's sessions the occurrence would double-book: the staff member's, the student's and the location's. */
function clashingSessions(
  day: readonly StudentSession[],
  who: Participants,
  occurrence: Occurrence,
  supervises: ScheduleContext['supervises'],
): { staff?: StudentSession; student?: StudentSession; location?: StudentSession } {
  const clash = (matches: (row: StudentSession) => boolean) => day.find((row) => matches(row) && overlaps(row, occurrence));
  // One of the two a supervision and the other not, at the same location: the supervisor joins the session.
  const joins = (row: StudentSession) => row.location_id === who.location_id && supervises(row) !== (who.supervision ?? false);
  return {
    staff: clash((row) => row.staff_id === who.staff_id),
    student: clash((row) => row.student_id === who.student_id && !joins(row)),
    location: clash((row) => row.location_id === who.location_id && !joins(row)),
  };
}

/** Double bookings of the staff member, the student and the location. */
function doubleBookings(day: readonly StudentSession[], who: Participants, occurrence: Occurrence, context: ScheduleContext): Conflict[] {
  const { names } = context;
  const { staff, student, location } = clashingSessions(day, who, occurrence, context.supervises);
  const found: Conflict[] = [];
  if (staff)
    found.push(
      conflict(
        'STAFF',
        `${names.staff(who.staff_id)} is already booked ${slotRange(staff)} on ${usDate(occurrence.date)} (with ${names.student(staff.student_id)}).`,
        occurrence,
        staff.id,
      ),
    );
  if (student)
    found.push(
      conflict(
        'STUDENT',
        `${names.student(who.student_id)} already has a session ${slotRange(student)} on ${usDate(occurrence.date)} (with ${names.staff(student.staff_id)}).`,
        occurrence,
        student.id,
      ),
    );
  if (location)
    found.push(
      conflict(
        'LOCATION',
        `${names.location(who.location_id)} is already booked ${slotRange(location)} on ${usDate(occurrence.date)}.`,
        occurrence,
        location.id,
      ),
    );
  return found;
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

/** Whether one slot of the staff member's week on that weekday holds the whole occurrence. */
function insideAvailability(staff: StaffCalendar, staffId: number, occurrence: Occurrence): boolean {
  return staff
    .slots(staffId, weekdayOfDay(occurrence.date))
    .some((slot) => slot.start_time <= occurrence.start_time && occurrence.end_time <= slot.end_time);
}

/** Outside every slot of the staff member's week on that weekday. */
function availabilityConflict(staff: StaffCalendar, staffId: number, occurrence: Occurrence, names: ScheduleNames): Conflict | undefined {
  if (insideAvailability(staff, staffId, occurrence)) return undefined;
  const day = weekdayOfDay(occurrence.date);
  const slots = staff.slots(staffId, day);
  const dayName = weekdayNames[day];
  const offered = slots.length === 0 ? `no availability on ${dayName}s` : `${dayName} availability ${slots.map(slotRange).join(', ')}`;
  return conflict(
    'AVAILABILITY',
    `${slotRange(occurrence)} on ${usDate(occurrence.date)} is outside ${names.staff(staffId)}'s availability (${offered}).`,
    occurrence,
  );
}

function expiredCredential(staff: StaffCalendar, staffId: number, occurrence: Occurrence): StaffCredential | undefined {
  return staff.credentials(staffId).find((row) => row.expires_on < occurrence.date);
}

/** A credential of the staff member that has expired by the day. */
function credentialConflict(staff: StaffCalendar, staffId: number, occurrence: Occurrence, names: ScheduleNames): Conflict | undefined {
  const expired = expiredCredential(staff, staffId, occurrence);
  if (!expired) return undefined;
  return conflict(
    'CREDENTIAL',
    `${names.staff(staffId)}'s ${staff.certification(expired.certification_id)} expired on ${usDate(expired.expires_on)}, before ${usDate(occurrence.date)}.`,
    occurrence,
  );
}

/** What a check reads: the sessions holding their slot by day, the staff's weeks and credentials, the names. */
export interface ScheduleContext {
  byDay: ReadonlyMap<string, readonly StudentSession[]>;
  staff: StaffCalendar;
  names: ScheduleNames;
  /** Whether a session is a supervision. */
  supervises: (session: SessionKind) => boolean;
}

/** Every conflict of one occurrence but the authorization's. */
export function occurrenceConflicts(context: ScheduleContext, who: Participants, occurrence: Occurrence): Conflict[] {
  return [
    ...doubleBookings(context.byDay.get(occurrence.date) ?? [], who, occurrence, context),
    availabilityConflict(context.staff, who.staff_id, occurrence, context.names),
    credentialConflict(context.staff, who.staff_id, occurrence, context.names),
  ].filter((found): found is Conflict => found !== undefined);
}

/**
 * Whether nothing but the authorization stands in the way: `occurrenceConflicts` finding none, without writing the
 * messages. The seeders try several places for each occurrence and keep the first free one.
 */
export function occurrenceIsFree(context: ScheduleContext, who: Participants, occurrence: Occurrence): boolean {
  const { staff, student, location } = clashingSessions(context.byDay.get(occurrence.date) ?? [], who, occurrence, context.supervises);
  return (
    !staff &&
    !student &&
    !location &&
    insideAvailability(context.staff, who.staff_id, occurrence) &&
    !expiredCredential(context.staff, who.staff_id, occurrence)
  );
}

/** The context of a check over the current sessions, rows in `exclude` (the ones being moved) left out. */
export function scheduleContext(db: Db, sessions: readonly StudentSession[], exclude: ReadonlySet<number> = new Set()): ScheduleContext {
  return { byDay: slotsByDay(sessions, exclude), staff: staffCalendar(db), names: scheduleNames(db), supervises: supervisionRule(db) };
}
