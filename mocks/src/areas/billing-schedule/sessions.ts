// The sessions as the schedule and the exports show them: each row of the sessions table with the names of its
// student, staff member, service, service line and location, its weekday and its minutes. Names are read from
// their tables once per call, so a schedule of any length costs one pass.
import type { Db } from '../../db/index.js';
import type { Row } from '../../db/table.js';
import type { StudentSession } from '../student-sessions/index.js';
import { displayName, relatedRecords } from '../students/related.js';
import { students } from '../students/table.js';
import { verificationOf, type SessionVerification } from '../session-signatures/verification.js';

export const sessionsTable = 'student_sessions';

/** A session row with its signatures; every addition may be missing on an older row. */
export interface ScheduledSession extends StudentSession {
  verification?: SessionVerification | null;
}

export interface ScheduleRow {
  id: number;
  date: string;
  /** ISO weekday, 1 Monday to 7 Sunday. */
  weekday: number;
  start_time: string;
  end_time: string;
  minutes: number;
  units: number;
  status: string;
  student_id: number;
  student_name: string;
  staff_id: number;
  staff_name: string;
  service_id: number;
  service_name: string;
  service_line_id: number | null;
  service_line_name: string | null;
  hcode: string;
  location_id: number | null;
  location_name: string | null;
  place_of_service: string;
  session_type: string | null;
  verification: SessionVerification;
}

export function sessionTable(db: Db) {
  return db.table<ScheduledSession>(sessionsTable);
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 1 Monday … 7 Sunday of a YYYY-MM-DD day (a calendar day has no zone). */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export function startMinute(row: Pick<ScheduleRow, 'start_time'>): number {
  return minutesOf(row.start_time);
}

function namesOf(rows: readonly Row[]): Map<number, string> {
  return new Map(rows.map((row) => [row.id, displayName(row as unknown as Record<string, unknown>)]));
}

function tableRows(db: Db, name: string): Row[] {
  return db.tableNames().includes(name) ? db.table(name).active() : [];
}

/** Every live session as a schedule row, names filled in. */
export function scheduleRows(db: Db, sessions: readonly ScheduledSession[] = sessionTable(db).active()): ScheduleRow[] {
  const studentNames = namesOf(students(db).all());
  const staffNames = new Map(db.users.all().map((user) => [user.id, user.name]));
  const services = relatedRecords(db, 'services');
  const serviceById = new Map(services.map((service) => [service.id, service]));
  const lineNames = new Map(relatedRecords(db, 'serviceLines').map((line) => [line.id, line.name]));
  const locationNames = namesOf(tableRows(db, 'locations'));
  const typeNames = namesOf(tableRows(db, 'session_type_colors'));
  return sessions.map((session) => {
    const service = serviceById.get(session.service_id);
    const lineId = service?.service_line_id ?? null;
    const locationId = session.location_id ?? null;
    return {
      id: session.id,
      date: session.date,
      weekday: isoWeekday(session.date),
      start_time: session.start_time,
      end_time: session.end_time,
      minutes: Math.max(0, minutesOf(session.end_time) - minutesOf(session.start_time)),
      units: session.units,
      status: session.status,
      student_id: session.student_id,
      student_name: studentNames.get(session.student_id) ?? `#${session.student_id}`,
      staff_id: session.staff_id,
      staff_name: staffNames.get(session.staff_id) ?? `#${session.staff_id}`,
      service_id: session.service_id,
      service_name: service?.name ?? `#${session.service_id}`,
      service_line_id: lineId,
      service_line_name: lineId === null ? null : (lineNames.get(lineId) ?? null),
      hcode: session.hcode,
      location_id: locationId,
      location_name: locationId === null ? null : (locationNames.get(locationId) ?? null),
      place_of_service: session.place_of_service,
      session_type: session.session_type_id ? (typeNames.get(session.session_type_id) ?? null) : null,
      verification: verificationOf(session),
    };
  });
}
