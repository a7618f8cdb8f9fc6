// A practice the appointment tests control, set up in the stand-in's tables: staff free every day from 07:00 to 20:00
// with valid credentials, students with one authorisation each for one service (units chosen by the test), and
// locations, none of them booked after the test's first day.
import type { Db, Row } from '@portal/mocks';
import { nowMs } from '../../dates/clock.js';
import { startStack, type Stack } from '../../test/stack.js';

type Record = Row & { [field: string]: unknown };

export interface Practice {
  staff: string[];
  students: string[];
  locations: string[];
  serviceId: string;
  /** authorisation id by student id. */
  authorizations: Map<string, string>;
}

/** The calendar day `offset` days from today (UTC) by the clock the stand-in seeds its sessions around. */
export function dayFromToday(offset: number): string {
  return new Date(nowMs() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** Ids of rows a session after `from` names in `field`. */
function busy(db: Db, field: string, from: string): Set<unknown> {
  return new Set(
    db
      .table<Record>('student_sessions')
      .active()
      .filter((row) => String(row.date) >= from)
      .map((row) => row[field]),
  );
}

export function preparePractice(db: Db, options: { from: string; staff: number; students: number; locations: number; units: number }): Practice {
  const staffBusy = busy(db, 'staff_id', options.from);
  const staff = db.users
    .active()
    .filter((user) => user.user_type === 'Therapist' && user.status === 1 && !staffBusy.has(user.id))
    .slice(0, options.staff);
  const slots = db.table<Record>('user_availability');
  for (const member of staff) {
    for (const slot of slots.all().filter((row) => row.user_id === member.id)) slots.purge(slot.id);
    for (let day = 0; day < 7; day += 1)
      slots.insert({ user_id: member.id, day_of_week: day, start_time: '07:00', end_time: '20:00', location: 'Clinic' });
    const credentials = db.table<Record>('staff_credentials');
    for (const row of credentials.active().filter((one) => one.user_id === member.id)) credentials.update(row.id, { expires_on: '2058-12-31' });
  }
  const studentBusy = busy(db, 'student_id', options.from);
  const students = db
    .table<Record>('students')
    .active()
    .filter((row) => row.status === 1 && !studentBusy.has(row.id))
    .slice(0, options.students);
  const locationBusy = busy(db, 'location_id', options.from);
  const locations = db
    .table<Record>('locations')
    .active()
    .filter((row) => row.status === 1 && !locationBusy.has(row.id))
    .slice(0, options.locations);
  const service = db.table<Record>('services').active()[0]!;
  const code = db.table<Record>('billing_codes').active()[0]!;
  const authorizations = new Map<string, string>();
  for (const student of students) {
    const authorization = db.table<Record>('student_authorizations').insert({
      student_id: student.id,
      funder_id: 1,
      service_id: service.id,
      service_line_id: null,
      bcba_id: null,
      authorization_number: `PA-TEST-${student.id}`,
      start_date: '2026-01-01',
      end_date: '2055-12-31',
      total_units: options.units,
      units_used: 0,
      unit_minutes: 15,
      frequency: 'Total',
      status: 'Approved',
      copied_from_id: null,
      notes: null,
    });
    db.table<Record>('student_authorization_services').insert({
      authorization_id: authorization.id,
      service_id: service.id,
      billing_code_id: code.id,
      total_units: options.units,
      units_used: 0,
      rate: 50,
    });
    authorizations.set(String(student.id), String(authorization.id));
  }
  return {
    staff: staff.map((row) => String(row.id)),
    students: students.map((row) => String(row.id)),
    locations: locations.map((row) => String(row.id)),
    serviceId: String(service.id),
    authorizations,
  };
}

/** Gives a staff member a credential that lapses the day before `day`. */
export function expireCredential(db: Db, staffId: string, day: string): void {
  const credentials = db.table<Record>('staff_credentials');
  const row = credentials.active().find((one) => String(one.user_id) === staffId);
  if (!row) throw new Error(`staff ${staffId} holds no credential`);
  credentials.update(row.id, { expires_on: day });
}

/** The stack in the practice zone America/New_York, an office administrator signed in; `stop` puts the zone back. */
export async function startNewYorkStack(): Promise<{ stack: Stack; office: string; stop(): Promise<void> }> {
  const before = process.env.PRACTICE_TIMEZONE;
  process.env.PRACTICE_TIMEZONE = 'America/New_York';
  const stack = await startStack();
  return {
    stack,
    office: await stack.signIn('Office administrator'),
    stop: async () => {
      await stack.stop();
      if (before === undefined) delete process.env.PRACTICE_TIMEZONE;
      else process.env.PRACTICE_TIMEZONE = before;
    },
  };
}
