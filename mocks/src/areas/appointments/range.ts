// The calendar's filters (POST appointments-filter: a range of days, unpaged; POST appoitment-list: paged): by staff,
// student, location, service, session type and status. A therapist sees the students they work with; a deleted
// student's sessions are not shown.
import type { Db, User } from '../../db/index.js';
import { calendarDate } from '../../kit/dates.js';
import { parseId } from '../../kit/ids.js';
import type { FieldErrors } from '../../server/validation.js';
import { seesStudent } from '../students/access.js';
import { students } from '../students/table.js';
import type { StudentSession } from '../student-sessions/session.js';
import { daysBetween } from './clock.js';

/** The longest range the calendar asks for at once: a month view with its leading and trailing weeks, and more. */
export const maxRangeDays = 92;

export interface AppointmentFilter {
  from: string | undefined;
  to: string | undefined;
  staff: Set<number> | undefined;
  students: Set<number> | undefined;
  locations: Set<number> | undefined;
  services: Set<number> | undefined;
  sessionTypes: Set<number> | undefined;
  statuses: Set<string> | undefined;
}

function idSet(value: unknown): Set<number> | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  return new Set(value.map(parseId).filter((id): id is number => id !== undefined));
}

function day(body: Record<string, unknown>, field: string, errors: FieldErrors, required: boolean): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    if (required) errors.add(field, `The ${field} field is required.`);
    return undefined;
  }
  const date = typeof value === 'string' ? calendarDate(value) : undefined;
  if (!date) errors.add(field, `The ${field} field must be a valid date.`);
  return date;
}

export function readFilter(body: Record<string, unknown>, errors: FieldErrors, rangeRequired: boolean): AppointmentFilter {
  const from = day(body, 'from', errors, rangeRequired);
  const to = day(body, 'to', errors, rangeRequired);
  if (from && to && to < from) errors.add('to', 'The to field must be a date after or equal to from.');
  else if (rangeRequired && from && to && daysBetween(from, to) >= maxRangeDays) errors.add('to', `The range may span at most ${maxRangeDays} days.`);
  const statuses = Array.isArray(body.statuses) && body.statuses.length > 0 ? new Set(body.statuses.map(String)) : undefined;
  return {
    from,
    to,
    staff: idSet(body.staff_ids),
    students: idSet(body.student_ids),
    locations: idSet(body.location_ids),
    services: idSet(body.service_ids),
    sessionTypes: idSet(body.session_type_ids),
    statuses,
  };
}

const within = (set: Set<number> | undefined, id: number | null | undefined) => set === undefined || (id !== null && id !== undefined && set.has(id));

/** The rows the filter and the caller's view of students let through. */
export function filterAppointments(db: Db, rows: readonly StudentSession[], filter: AppointmentFilter, caller: User): StudentSession[] {
  const studentTable = students(db);
  return rows.filter((row) => {
    if (filter.from && row.date < filter.from) return false;
    if (filter.to && row.date > filter.to) return false;
    if (!within(filter.staff, row.staff_id) || !within(filter.students, row.student_id)) return false;
    if (!within(filter.locations, row.location_id) || !within(filter.services, row.service_id)) return false;
    if (!within(filter.sessionTypes, row.session_type_id)) return false;
    if (filter.statuses && !filter.statuses.has(row.status)) return false;
    // A deleted student's sessions leave the calendar with them.
    const student = studentTable.find(row.student_id);
    return student !== undefined && seesStudent(caller, student);
  });
}
