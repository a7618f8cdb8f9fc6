// A practice the appointment tests control, set up through the stand-in's fixtures: staff free every day from 07:00 to
// 20:00 with valid credentials, students with one authorization each for one service (units chosen by the test), and
// locations, none of them booked after the test's first day.
import type { Fixtures } from '@portal/mocks';
import { nowMs } from '../../dates/clock.js';
import { startStack, type Stack } from '../../test/stack.js';

export interface Practice {
  staff: string[];
  students: string[];
  locations: string[];
  serviceId: string;
  /** authorization id by student id. */
  authorizations: Map<string, string>;
}

/** The calendar day `offset` days from today (UTC) by the clock the stand-in seeds its sessions around. */
export function dayFromToday(offset: number): string {
  return new Date(nowMs() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** Ids of what sessions after `from` name in `field`. */
function busy(fixtures: Fixtures, field: 'staff_id' | 'student_id' | 'location_id', from: string): Set<number | null | undefined> {
  return new Set(
    fixtures.studentSessions
      .all()
      .filter((row) => row.date >= from)
      .map((row) => row[field]),
  );
}

export function preparePractice(
  fixtures: Fixtures,
  options: { from: string; staff: number; students: number; locations: number; units: number },
): Practice {
  const staffBusy = busy(fixtures, 'staff_id', options.from);
  const staff = fixtures.users
    .ofType('Therapist')
    .filter((user) => user.status === 1 && !staffBusy.has(user.id))
    .slice(0, options.staff);
  for (const member of staff) {
    fixtures.staffAvailability.setWeek(
      member.id,
      [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, start_time: '07:00', end_time: '20:00', location: 'Clinic' })),
    );
    for (const row of fixtures.staff.credentials().filter((one) => one.user_id === member.id))
      fixtures.staff.setCredentialExpiry(row.id, '2058-12-31');
  }
  const studentBusy = busy(fixtures, 'student_id', options.from);
  const students = fixtures.students
    .all()
    .filter((row) => row.status === 1 && !studentBusy.has(row.id))
    .slice(0, options.students);
  const locationBusy = busy(fixtures, 'location_id', options.from);
  const locations = fixtures.locations
    .all()
    .filter((row) => row.status === 1 && !locationBusy.has(row.id))
    .slice(0, options.locations);
  const service = fixtures.services.all()[0]!;
  const code = fixtures.billingCodes.all()[0]!;
  const authorizations = new Map<string, string>();
  for (const student of students) {
    const authorization = fixtures.studentAuthorizations.add(
      {
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
      },
      [{ service_id: service.id, billing_code_id: code.id, total_units: options.units, units_used: 0, rate: 50 }],
    );
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
export function expireCredential(fixtures: Fixtures, staffId: string, day: string): void {
  const row = fixtures.staff.credentials().find((one) => String(one.user_id) === staffId);
  if (!row) throw new Error(`staff ${staffId} holds no credential`);
  fixtures.staff.setCredentialExpiry(row.id, day);
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
