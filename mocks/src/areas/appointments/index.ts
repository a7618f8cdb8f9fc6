// Appointments: the calendar's calls. An appointment is a row of the student sessions table, so payroll, the staff
// availability check and the student record see every booking. Each write checks and saves in one synchronous step
// (no await between them), so two people booking the last units at once cannot both succeed.
//   GET session-type-colors · POST get-event-session-filter · POST appointments-filter (a range, unpaged)
//   POST appoitment-list (paged) · GET appointment/{id} · POST schedule-check · POST appointment
//   PUT appointment/{id} (scope) · POST delete-appointment (cancel with a type and reason; scope)
//   DELETE appointment/{id} (a booking made in error; scope)
import type { Request, Response } from 'express';
import type { Db, User } from '../../db/index.js';
import { timestamp } from '../../kit/dates.js';
import { parseId } from '../../kit/ids.js';
import { readListQuery, textParam } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import type { Area } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import { seesStudent } from '../students/access.js';
import { relatedRecords } from '../students/related.js';
import { students } from '../students/table.js';
import { staffTypes } from '../users/index.js';
import type { StudentSession } from '../student-sessions/session.js';
import { calendarGuard, listGuard, mayOverride, overrideForbiddenMessage } from './access.js';
import { readBooking, type Booking } from './booking.js';
import { daysBetween } from './clock.js';
import { evaluate, type ScheduleAnswer } from './evaluate.js';
import { bookableLocations, scheduleNames, studentName } from './names.js';
import { bySlot, presentAppointment } from './present.js';
import { filterAppointments, readFilter } from './range.js';
import { refuseConflicts, refuseOverride } from './refusal.js';
import { occurrenceFields } from './rows.js';
import { readScope, rowsInScope } from './scope.js';
import { sessionTypesTable } from './session-types.js';
import { sessionsTable } from './tables.js';
import { shiftDays } from '../../kit/dates.js';
import * as clock from '../../kit/clock.js';

const cancellationTypes: Record<string, string> = {
  LATE_CANCEL: 'Cancelled',
  NO_SHOW: 'No Show',
  CANCELLED_BY_STAFF: 'Cancelled',
  CANCELLED_BY_FAMILY: 'Cancelled',
};

function bodyOf(req: Request): Record<string, unknown> {
  return typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
}

/** The booking's refusal, sent; false when it may be saved (no conflict, or every one overridden by one who may). */
function refused(res: Response, booking: Booking, answer: ScheduleAnswer): boolean {
  if (answer.conflicts.length === 0 || (booking.override !== null && answer.can_override)) return false;
  refuseConflicts(res, answer.conflicts);
  return true;
}

/** A scheduled appointment the caller sees, or the answer that says why not. */
function scheduledRow(db: Db, res: Response, id: unknown, caller: User, action: string): StudentSession | undefined {
  const row = sessionsTable(db).find(parseId(id) ?? 0);
  const student = row ? students(db).get(row.student_id) : undefined;
  if (!row || !student || !seesStudent(caller, student)) {
    notFound(res, 'Appointment not found.');
    return undefined;
  }
  if (row.status !== 'Scheduled') {
    unprocessable(res, new FieldErrors().add('id', `Only a scheduled appointment can be ${action}; this one is ${row.status.toLowerCase()}.`));
    return undefined;
  }
  return row;
}

export const appointmentsArea: Area = {
  name: 'appointments',
  register(router, { db, auth }) {
    const table = () => sessionsTable(db);

    router.get('/session-type-colors', ...calendarGuard(auth), (_req, res) => {
      ok(res, { data: sessionTypesTable(db).active() });
    });

    router.post('/get-event-session-filter', ...calendarGuard(auth), (req, res) => {
      const caller = callerOf(req).user;
      const option = (row: { id: number; name: string }) => ({ id: row.id, name: row.name });
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
      ok(res, {
        data: {
          staff: db.users
            .active()
            .filter((user) => staffTypes.includes(user.user_type) && user.status === 1)
            .map(option)
            .sort(byName),
          students: students(db)
            .active()
            .filter((student) => student.status === 1 && seesStudent(caller, student))
            .map((student) => ({ id: student.id, name: studentName(student) }))
            .sort(byName),
          locations: bookableLocations(db).map(option).sort(byName),
          services: relatedRecords(db, 'services').map(option).sort(byName),
          session_types: sessionTypesTable(db).active(),
        },
      });
    });

    router.post('/appointments-filter', ...calendarGuard(auth), (req, res) => {
      const errors = new FieldErrors();
      const filter = readFilter(bodyOf(req), errors, true);
      if (!errors.empty) return unprocessable(res, errors);
      const rows = filterAppointments(db, table().active(), filter, callerOf(req).user).sort(bySlot);
      ok(res, { data: rows.map(presentAppointment) });
    });

    router.post('/appoitment-list', ...listGuard(auth), (req, res) => {
      const query = readListQuery(req, 50);
      const errors = new FieldErrors();
      const filter = readFilter(query.params, errors, false);
      if (!errors.empty) return unprocessable(res, errors);
      const names = scheduleNames(db);
      const search = query.search.trim().toLowerCase();
      const rows = filterAppointments(db, table().active(), filter, callerOf(req).user).filter(
        (row) => search === '' || `${names.student(row.student_id)} ${names.staff(row.staff_id)} ${row.hcode}`.toLowerCase().includes(search),
      );
      const direction = query.sortBy === 'asc' ? 1 : -1;
      const page = paginate(
        rows.sort((a, b) => bySlot(a, b) * direction),
        query.page,
        query.perPage,
      );
      ok(res, { data: { ...page, data: page.data.map(presentAppointment) } });
    });

    router.get('/appointment/:id', ...calendarGuard(auth), (req, res) => {
      const row = table().find(parseId(req.params.id) ?? 0);
      const student = row ? students(db).get(row.student_id) : undefined;
      if (!row || !student || !seesStudent(callerOf(req).user, student)) return notFound(res, 'Appointment not found.');
      ok(res, { data: presentAppointment(row) });
    });

    router.post('/schedule-check', ...calendarGuard(auth), (req, res) => {
      const body = bodyOf(req);
      const errors = new FieldErrors();
      const caller = callerOf(req).user;
      const booking = readBooking(db, body, errors, table().active());
      const scope = readScope(body.scope, errors);
      const moved = isBlank(body.appointment_id) ? undefined : table().find(parseId(body.appointment_id) ?? 0);
      if (!isBlank(body.appointment_id) && !moved) errors.add('appointment_id', 'The selected appointment id is invalid.');
      if (!booking || !errors.empty) return unprocessable(res, errors);
      const scoped = moved ? rowsInScope(table().active(), moved, scope) : [];
      const shift = moved ? daysBetween(moved.date, booking.date) : 0;
      const answer = evaluate(db, booking, {
        exclude: new Set(scoped.map((row) => row.id)),
        ...(moved ? { days: scoped.map((row) => shiftDays(row.date, shift)) } : {}),
        mayOverride: mayOverride(caller),
      });
      ok(res, { data: answer });
    });

    router.post('/appointment', ...calendarGuard(auth, 'Add'), (req, res) => {
      const errors = new FieldErrors();
      const caller = callerOf(req).user;
      const booking = readBooking(db, bodyOf(req), errors, table().active());
      if (!booking) return unprocessable(res, errors);
      if (booking.override && !mayOverride(caller)) return refuseOverride(res, overrideForbiddenMessage);
      const answer = evaluate(db, booking, { mayOverride: mayOverride(caller) });
      if (refused(res, booking, answer)) return;
      const now = clock.now();
      const rows = answer.occurrences.map((occurrence) =>
        table().insert(
          {
            ...occurrenceFields(db, booking, occurrence, caller, now),
            status: 'Scheduled',
            note_status: 'Missing',
            series_id: null,
            cancellation: null,
            verification_status: 'Unverified',
            verified_at: null,
            verified_by_name: null,
            sign_requested_at: null,
          },
          now,
        ),
      );
      const seriesId = rows.length > 1 ? `series-${rows[0]!.id}` : null;
      const saved = seriesId ? rows.map((row) => table().update(row.id, { series_id: seriesId }, now)!) : rows;
      const message = saved.length > 1 ? `${saved.length} appointments created successfully.` : 'Appointment created successfully.';
      ok(res, { message, data: presentAppointment(saved[0]!) });
    });

    router.put('/appointment/:id', ...calendarGuard(auth, 'Edit'), (req, res) => {
      const body = bodyOf(req);
      const caller = callerOf(req).user;
      const row = scheduledRow(db, res, req.params.id, caller, 'changed');
      if (!row) return;
      const errors = new FieldErrors();
      const scope = readScope(body.scope ?? req.query.scope, errors);
      const booking = readBooking(db, body, errors, table().active());
      if (!booking || !errors.empty) return unprocessable(res, errors);
      if (booking.override && !mayOverride(caller)) return refuseOverride(res, overrideForbiddenMessage);
      // The named occurrence moves to the booking's day; the others of the scope move by as many days.
      const scoped = rowsInScope(table().active(), row, scope);
      const shift = daysBetween(row.date, booking.date);
      const answer = evaluate(db, booking, {
        exclude: new Set(scoped.map((one) => one.id)),
        days: scoped.map((one) => shiftDays(one.date, shift)),
        mayOverride: mayOverride(caller),
      });
      if (refused(res, booking, answer)) return;
      const now = clock.now();
      scoped.forEach((one, index) => table().update(one.id, occurrenceFields(db, booking, answer.occurrences[index]!, caller, now), now));
      ok(res, { message: 'Appointment updated successfully.', data: presentAppointment(table().find(row.id)!) });
    });

    router.post('/delete-appointment', ...calendarGuard(auth, 'Delete'), (req, res) => {
      const body = bodyOf(req);
      const caller = callerOf(req).user;
      const row = scheduledRow(db, res, body.id, caller, 'cancelled');
      if (!row) return;
      const errors = new FieldErrors();
      const scope = readScope(body.scope, errors);
      const type = textParam(body, 'type') ?? '';
      if (type === '') errors.add('type', 'The type field is required.');
      else if (!(type in cancellationTypes)) errors.add('type', 'The selected type is invalid.');
      const reason = (textParam(body, 'reason') ?? '').trim();
      if (reason === '') errors.add('reason', 'The reason field is required.');
      if (!errors.empty) return unprocessable(res, errors);
      const now = clock.now();
      // A cancelled session holds neither its slot nor its units: both follow from the status.
      for (const one of rowsInScope(table().active(), row, scope)) {
        table().update(
          one.id,
          { status: cancellationTypes[type]!, cancellation: { type, reason, cancelled_at: timestamp(now), cancelled_by_id: caller.id } },
          now,
        );
      }
      ok(res, { message: 'Appointment cancelled successfully.', data: presentAppointment(table().find(row.id)!) });
    });

    router.delete('/appointment/:id', ...calendarGuard(auth, 'Delete'), (req, res) => {
      const caller = callerOf(req).user;
      const row = scheduledRow(db, res, req.params.id, caller, 'deleted');
      if (!row) return;
      const errors = new FieldErrors();
      const scope = readScope(req.query.scope, errors);
      if (!errors.empty) return unprocessable(res, errors);
      const now = clock.now();
      for (const one of rowsInScope(table().active(), row, scope)) table().softDelete(one.id, now);
      ok(res, { message: 'Appointment deleted successfully.' });
    });
  },
};
