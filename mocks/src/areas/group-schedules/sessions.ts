// A group schedule's meetings are sessions of the calendar: one row of the sessions table per assigned student and
// meeting, marked with the schedule's id, so the units scheduled, the busy checks and the calendar see them.
// Changing a schedule or its students rewrites its meetings from today on; meetings already held stay.
import type { Db } from '../../db/index.js';
import type { Table } from '../../db/table.js';
import { today } from '../../kit/dates.js';
import { authorizationsFor, coveringAuthorization } from '../appointments/authorization.js';
import { locationsTable } from '../appointments/names.js';
import { placeOfService } from '../appointments/place-of-service.js';
import { sessionsTableName } from '../appointments/tables.js';
import { authorizationTables } from '../student-authorizations/index.js';
import { noAppointmentDetails, type StudentSession } from '../student-sessions/session.js';
import { relatedNames } from '../students/related.js';
import { meetingDays, unitsPerMeeting } from './occurrences.js';
import type { GroupSchedule } from './schedule.js';

/** A session row that may belong to a group schedule. */
export type GroupMeeting = StudentSession & { group_schedule_id?: number | null };

function meetingsTable(db: Db): Table<GroupMeeting> {
  return db.defineTable<GroupMeeting>(sessionsTableName);
}

/** The schedule's meetings (held or to come) that are not deleted. */
export function meetingsOf(db: Db, scheduleId: number): GroupMeeting[] {
  return meetingsTable(db)
    .active()
    .filter((row) => row.group_schedule_id === scheduleId);
}

/** Removes the schedule's meetings still to come (of one student when named). */
export function removeMeetings(db: Db, scheduleId: number, studentId?: number): void {
  const table = meetingsTable(db);
  const from = today();
  for (const row of meetingsOf(db, scheduleId)) {
    if (row.date < from || row.status !== 'Scheduled') continue;
    if (studentId === undefined || row.student_id === studentId) table.softDelete(row.id);
  }
}

/** Books a student's meetings from today on, each under the authorization covering its day (the caller checked them). */
export function bookMeetings(db: Db, schedule: GroupSchedule, studentId: number): void {
  const table = meetingsTable(db);
  const authorizations = authorizationsFor(db, studentId, schedule.service_id);
  const services = authorizationTables(db).services.active();
  const codes = relatedNames(db, 'billingCodes');
  const place = placeOfService(locationsTable(db).find(schedule.location_id));
  const units = unitsPerMeeting(schedule);
  for (const date of meetingDays(schedule, today())) {
    const authorizationId = coveringAuthorization(authorizations, date)?.id ?? null;
    const billingCodeId =
      services.find((row) => row.authorization_id === authorizationId && row.service_id === schedule.service_id)?.billing_code_id ?? 0;
    table.insert({
      student_id: studentId,
      staff_id: schedule.staff_id,
      service_id: schedule.service_id,
      billing_code_id: billingCodeId,
      authorization_id: authorizationId,
      hcode: codes.get(billingCodeId) ?? '',
      date,
      start_time: schedule.start_time,
      end_time: schedule.end_time,
      units,
      status: 'Scheduled',
      note_status: 'Missing',
      place_of_service: place,
      ...noAppointmentDetails,
      location_id: schedule.location_id,
      group_schedule_id: schedule.id,
    });
  }
}
