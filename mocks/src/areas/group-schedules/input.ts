// A group schedule's create and update body, read and checked whole before anything is saved: the people, place and
// service it names exist, at least one weekday, quarter-hour times with the end after the start, real dates with the
// end on or after the start and within a year of it, and neither the staff member nor the location booked at a
// meeting still to come.
import type { Db } from '../../db/index.js';
import { calendarDate, shiftDays, today } from '../../kit/dates.js';
import { parseId } from '../../kit/ids.js';
import { readTimeRange } from '../../kit/weekly-slots.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import { relatedRecords } from '../students/related.js';
import { staffTypes } from '../users/index.js';
import { occurrenceConflicts, scheduleContext, type Conflict, type ConflictKind } from '../appointments/conflicts.js';
import { locationsTable } from '../appointments/names.js';
import { sessionsTable } from '../appointments/tables.js';
import { andMore } from './check.js';
import { meetingDays, unitsPerMeeting } from './occurrences.js';
import { recurrenceTypes, type GroupSchedule, type RecurrenceType } from './schedule.js';
import { meetingsOf } from './sessions.js';

function record(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined;
}

/** The body's fields as a schedule's; anything unreadable is left for `checkSchedule` to name. */
export function readSchedule(body: unknown): Partial<GroupSchedule> {
  const given = record(body);
  const out: Partial<GroupSchedule> = {};
  const name = text(given.name);
  if (name !== undefined) out.name = name;
  for (const key of ['staff_id', 'location_id', 'service_id'] as const) {
    if (given[key] !== undefined) out[key] = parseId(given[key]) ?? 0;
  }
  if (given.recurrence_type !== undefined) out.recurrence_type = String(given.recurrence_type) as RecurrenceType;
  if (given.days !== undefined) {
    const days = Array.isArray(given.days) ? given.days : String(given.days).split(',');
    out.days = days.map((day) => Number(day));
  }
  for (const key of ['start_time', 'end_time', 'start_date', 'end_date'] as const) {
    const value = text(given[key]);
    if (value !== undefined) out[key] = value;
  }
  if (given.notes !== undefined) out.notes = text(given.notes) || null;
  return out;
}

/** Adds every error of the values an update or create would leave; answers the values to save. */
export function checkSchedule(db: Db, values: Partial<GroupSchedule>, errors: FieldErrors, existing?: GroupSchedule): Partial<GroupSchedule> {
  const merged = { ...existing, ...values } as Partial<GroupSchedule>;
  const staff = merged.staff_id ? db.users.find(merged.staff_id) : undefined;
  if (!merged.staff_id) errors.add('staff_id', 'The staff id field is required.');
  else if (!staff || !staffTypes.includes(staff.user_type)) errors.add('staff_id', 'The selected staff id is invalid.');
  if (!merged.location_id) errors.add('location_id', 'The location id field is required.');
  else if (!locationsTable(db).find(merged.location_id)) errors.add('location_id', 'The selected location id is invalid.');
  if (!merged.service_id) errors.add('service_id', 'The service id field is required.');
  else if (!relatedRecords(db, 'services').some((service) => service.id === merged.service_id))
    errors.add('service_id', 'The selected service id is invalid.');
  if (isBlank(merged.recurrence_type)) errors.add('recurrence_type', 'The recurrence type field is required.');
  else if (!recurrenceTypes.includes(merged.recurrence_type!))
    errors.add('recurrence_type', `The recurrence type must be one of ${recurrenceTypes.join(', ')}.`);
  const days = merged.days ?? [];
  if (days.length === 0) errors.add('days', 'Choose at least one day of the week.');
  else if (days.some((day) => !Number.isInteger(day) || day < 0 || day > 6))
    errors.add('days', 'The days must be weekdays 0 (Sunday) to 6 (Saturday).');
  const times = readTimeRange(errors, merged as Record<string, unknown>, { onQuarterHour: true });
  const dates = (['start_date', 'end_date'] as const).map((field) => {
    const value = merged[field];
    if (isBlank(value)) {
      errors.add(field, `The ${field.replace('_', ' ')} field is required.`);
      return undefined;
    }
    const date = calendarDate(String(value));
    if (!date) errors.add(field, `The ${field.replace('_', ' ')} field must be a valid date.`);
    return date;
  });
  const [start, end] = dates;
  if (start && end && end < start) errors.add('end_date', 'The end date field must be a date after or equal to start date.');
  else if (start && end && end > shiftDays(start, 366)) errors.add('end_date', 'A group schedule may run for a year at most.');
  if (!errors.empty || !start || !end || !times || !staff) return values;
  const schedule = { ...merged, ...times, start_date: start, end_date: end, days: [...new Set(days)].sort() } as GroupSchedule;
  addDoubleBookings(db, schedule, errors);
  return { ...values, ...times, start_date: start, end_date: end, days: schedule.days };
}

/** The kinds of double booking that belong to the schedule, and the field each is told beside. */
const scheduleKinds: ReadonlyMap<ConflictKind, string> = new Map([
  ['STAFF', 'staff_id'],
  ['CREDENTIAL', 'staff_id'],
  ['LOCATION', 'location_id'],
]);

/**
 * The staff member's and the location's double bookings at the meetings still to come (the schedule's own meetings
 * left out), and a credential of the staff member expired by a meeting: the appointments' own check of one occurrence,
 * for nobody's student.
 */
export function scheduleClashes(db: Db, schedule: GroupSchedule): Conflict[] {
  const exclude = new Set(schedule.id === undefined ? [] : meetingsOf(db, schedule.id).map((row) => row.id));
  const context = scheduleContext(db, sessionsTable(db).active(), exclude);
  const who = { student_id: 0, staff_id: schedule.staff_id, location_id: schedule.location_id };
  const units = unitsPerMeeting(schedule);
  return meetingDays(schedule, today())
    .flatMap((date) => occurrenceConflicts(context, who, { date, start_time: schedule.start_time, end_time: schedule.end_time, units }))
    .filter((conflict) => scheduleKinds.has(conflict.kind));
}

/** Each kind of clash beside its field: the first, and how many more meetings it touches. */
function addDoubleBookings(db: Db, schedule: GroupSchedule, errors: FieldErrors): void {
  const found = scheduleClashes(db, schedule);
  for (const [kind, field] of scheduleKinds) {
    const ofKind = found.filter((conflict) => conflict.kind === kind);
    if (ofKind.length === 0) continue;
    const more = ofKind.length - 1;
    errors.add(field, more === 0 ? ofKind[0]!.message : andMore(ofKind[0]!.message, more));
  }
}
