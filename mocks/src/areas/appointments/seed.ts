// The practice's schedule around the real today: for students with an approved authorization and staff who work with
// them, a weekly series on two to four weekdays, from three weeks back to four weeks ahead. Every occurrence is
// placed the way a booking is checked (no double booking of staff, student or location, inside the staff member's
// availability, no expired credential, inside the authorization's dates and units), so the seeded calendar has no
// conflict. Past sessions were held (a few cancelled or missed, with a reason); the coming ones are scheduled.
// The demo therapist runs the sessions of their caseload, on today's and tomorrow's weekdays among others, and the
// notes of their last week are still to write (the last two days) or to sign. Supervisors then join some of the
// technicians' sessions of the current month (supervision-seed.ts).
import type { Faker } from '@faker-js/faker';
import { demoTherapistId } from '../../db/demo-users.js';
import type { Db } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { shiftDays, timestamp, today, weekdayOf } from '../../kit/dates.js';
import type { StudentAuthorization } from '../student-authorizations/authorization.js';
import { authorizationTables } from '../student-authorizations/index.js';
import type { StudentSession } from '../student-sessions/session.js';
import { relatedNames } from '../students/related.js';
import { students } from '../students/table.js';
import { staffTypes } from '../users/index.js';
import { instantOfSlot, minutesOf, timeOfMinutes } from './clock.js';
import { occurrenceIsFree, staffCalendar, type Occurrence } from './conflicts.js';
import { bookableLocations, scheduleNames, studentName } from './names.js';
import { placeOfService } from './place-of-service.js';
import { sessionTypeForService } from './session-types.js';
import { seedSupervision } from './supervision-seed.js';
import { availabilityTable } from './tables.js';
import { unitsFor } from './units.js';

const weeksBack = 3;
const weeksAhead = 4;

const cancellations = [
  { type: 'CANCELLED_BY_FAMILY', status: 'Cancelled', reasons: ['Child is sick.', 'Family vacation.', 'Family emergency.'] },
  {
    type: 'LATE_CANCEL',
    status: 'Cancelled',
    reasons: ['Cancelled the same morning: car trouble.', 'Parent called an hour before: conflicting appointment.'],
  },
  { type: 'CANCELLED_BY_STAFF', status: 'Cancelled', reasons: ['Therapist out sick.', 'Therapist at a training.'] },
  { type: 'NO_SHOW', status: 'No Show', reasons: ['Nobody home at the session time.', 'Did not attend; no call.'] },
] as const;

export function seedSchedule(faker: Faker, db: Db, earlier: readonly NewRow<StudentSession>[]): NewRow<StudentSession>[] {
  const day = today();
  const monday = shiftDays(day, -((weekdayOf(day) + 6) % 7));
  const first = shiftDays(monday, -7 * weeksBack);
  const { authorizations, services } = authorizationTables(db);
  // The range's days with their weekdays, worked out once (date parsing is the seed's costliest step).
  const days = Array.from({ length: 7 * (weeksBack + weeksAhead) }, (_, index) => ({ date: shiftDays(first, index), weekday: (index + 1) % 7 }));
  const codes = relatedNames(db, 'billingCodes');
  const current = new Map<number, StudentAuthorization[]>();
  for (const row of authorizations.active().filter((one) => one.status === 'Approved'))
    current.set(row.student_id, [...(current.get(row.student_id) ?? []), row]);
  const serviceNames = relatedNames(db, 'services');
  const locations = bookableLocations(db);
  const slots = availabilityTable(db).active();
  const names = scheduleNames(db);
  const staffWeeks = staffCalendar(db);
  // The weekly series are placed apart from each other; supervisors join sessions afterwards.
  const noJoining = () => false;
  const isStaff = (id: number) => staffTypes.includes(db.users.find(id)?.user_type ?? '');
  const rows: NewRow<StudentSession>[] = [];
  const byDay = new Map<string, StudentSession[]>();
  const place = (row: NewRow<StudentSession>, id: number) => {
    const held = { ...row, id, created_at: '', updated_at: '', deleted_at: null } as StudentSession;
    byDay.set(row.date, [...(byDay.get(row.date) ?? []), held]);
  };
  earlier.forEach((row, index) => {
    if (row.status === 'Scheduled' || row.status === 'Completed') place(row, index + 1);
  });
  const demoDays = [day, shiftDays(day, 1)].map(weekdayOf);
  let demoStudents = 0;
  for (const student of students(db)
    .active()
    .filter((row) => row.status === 1)) {
    const staffIds = student.staff_ids.filter(isStaff);
    const demo = staffIds.includes(demoTherapistId);
    const eligible = (current.get(student.id) ?? []).filter((row) => row.end_date >= day && row.start_date <= first);
    // The generator draws the same values whoever the student is, so the demo's choices shift no other row.
    if (eligible.length === 0 || staffIds.length === 0 || (!faker.datatype.boolean(0.9) && !demo)) continue;
    const authorization = faker.helpers.arrayElement(eligible);
    const billed = services.active().find((row) => row.authorization_id === authorization.id && row.service_id === authorization.service_id);
    if (!billed) continue;
    const drawnStaffId = faker.helpers.arrayElement(staffIds);
    const staffId = demo ? demoTherapistId : drawnStaffId;
    const minutes = faker.helpers.arrayElement([90, 120, 120, 180]);
    const units = unitsFor(minutes);
    const weekdays = faker.helpers.arrayElements([1, 2, 3, 4, 5], { min: 2, max: 4 });
    const fittingSlots = (weekday: number) =>
      slots.filter((row) => row.user_id === staffId && row.day_of_week === weekday && minutesOf(row.end_time) - minutesOf(row.start_time) >= minutes);
    // Each weekday starts on a quarter hour inside one of the staff member's slots long enough for the session.
    const starts = new Map<number, number>();
    for (const weekday of weekdays) {
      const fitting = fittingSlots(weekday);
      if (fitting.length === 0) continue;
      const slot = faker.helpers.arrayElement(fitting);
      const room = minutesOf(slot.end_time) - minutesOf(slot.start_time) - minutes;
      starts.set(weekday, minutesOf(slot.start_time) + 15 * faker.number.int({ min: 0, max: Math.floor(room / 15) }));
    }
    // The demo's students also come today and tomorrow, each at the start of the next of the day's slots in turn.
    if (demo) {
      for (const weekday of demoDays.filter((one) => !starts.has(one))) {
        const fitting = fittingSlots(weekday).sort((a, b) => a.start_time.localeCompare(b.start_time));
        if (fitting.length > 0) starts.set(weekday, minutesOf(fitting[demoStudents % fitting.length]!.start_time));
      }
      demoStudents += 1;
    }
    const homeLocation = faker.helpers.arrayElement(locations);
    const sessionType = sessionTypeForService(db, serviceNames.get(authorization.service_id) ?? '');
    let budget = authorization.total_units - authorization.units_used;
    for (const { date, weekday } of days) {
      const start = starts.get(weekday);
      if (start === undefined || date < authorization.start_date || date > authorization.end_date) continue;
      const occurrence: Occurrence = { date, start_time: timeOfMinutes(start), end_time: timeOfMinutes(start + minutes), units };
      const candidates = [homeLocation, ...faker.helpers.arrayElements(locations, 4)];
      const location = candidates.find((candidate) =>
        occurrenceIsFree(
          { byDay, staff: staffWeeks, names, supervises: noJoining },
          { student_id: student.id, staff_id: staffId, location_id: candidate.id },
          occurrence,
        ),
      );
      const upcoming = date >= day;
      if (!location || (upcoming && budget < units)) continue;
      const cancelled = faker.helpers.maybe(() => faker.helpers.arrayElement(cancellations), { probability: upcoming ? 0.03 : 0.12 });
      const startsAt = instantOfSlot(date, occurrence.start_time);
      const status = cancelled?.status ?? (upcoming ? 'Scheduled' : 'Completed');
      const verified = status === 'Completed' && faker.datatype.boolean(0.7);
      const drawnNote = status === 'Completed' ? faker.helpers.arrayElement(['Signed', 'Signed', 'Pending']) : 'Missing';
      const row: NewRow<StudentSession> = {
        student_id: student.id,
        staff_id: staffId,
        service_id: authorization.service_id,
        billing_code_id: billed.billing_code_id,
        authorization_id: authorization.id,
        hcode: codes.get(billed.billing_code_id) ?? String(billed.billing_code_id),
        ...occurrence,
        status,
        note_status: demo && status === 'Completed' && date >= shiftDays(day, -7) ? (date >= shiftDays(day, -2) ? 'Missing' : 'Pending') : drawnNote,
        place_of_service: placeOfService(location),
        location_id: location.id,
        session_type_id: sessionType.id,
        series_id: `seed-${student.id}-${authorization.id}`,
        make_up_for_id: null,
        cancellation: cancelled
          ? {
              type: cancelled.type,
              reason: faker.helpers.arrayElement(cancelled.reasons),
              cancelled_at: timestamp(new Date(startsAt.getTime() - faker.number.int({ min: 1, max: 48 }) * 3_600_000)),
              cancelled_by_id: null,
            }
          : null,
        override: null,
        verification_status: verified ? 'Verified' : status === 'Completed' ? 'Requested' : 'Unverified',
        verified_at: verified ? timestamp(new Date(startsAt.getTime() + (minutes + 30) * 60_000)) : null,
        verified_by_name: verified ? (student.guardian_name ?? studentName(student)) : null,
        sign_requested_at: status === 'Completed' ? timestamp(new Date(startsAt.getTime() + minutes * 60_000)) : null,
      };
      rows.push(row);
      if (status === 'Scheduled' || status === 'Completed') place(row, earlier.length + rows.length);
      if (upcoming && status === 'Scheduled') budget -= units;
    }
  }
  return [...rows, ...seedSupervision(db, [...earlier, ...rows])];
}
