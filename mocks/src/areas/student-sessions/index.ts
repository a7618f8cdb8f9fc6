// A student's sessions: GET session-report with the session-report filters (student_id,
// month_year, session_start_date, session_end_date, hcode), paged, newest first. Sessions are seeded from the
// student's authorizations: the funder's billing code, the service and the staff who work with the student.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { noAppointmentDetails, type StudentSession } from './session.js';
import { readListQuery, textParam } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import type { Area } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { authorizationTables } from '../student-authorizations/index.js';
import { seesStudent, studentGuard } from '../students/access.js';
import { calendarDate, dayOf, timeOfDay } from '../../kit/dates.js';
import { relatedNames } from '../students/related.js';
import { students } from '../students/table.js';
import { noteStatusOf } from '../appointments/present.js';
import { seedSchedule } from '../appointments/seed.js';

export type { SessionCancellation, SessionOverride, StudentSession } from './session.js';
export { noAppointmentDetails } from './session.js';

function seedSessions(faker: Faker, db: Db): NewRow<StudentSession>[] {
  const { authorizations, services } = authorizationTables(db);
  const codes = relatedNames(db, 'billingCodes');
  const studentById = new Map(
    students(db)
      .all()
      .map((student) => [student.id, student]),
  );
  const firstService = new Map<number, typeof services extends { all(): (infer S)[] } ? S : never>();
  for (const service of services.all()) if (!firstService.has(service.authorization_id)) firstService.set(service.authorization_id, service);
  const rows: NewRow<StudentSession>[] = [];
  for (const authorization of authorizations.all().filter((row) => row.student_id % 2 === 1)) {
    const student = studentById.get(authorization.student_id);
    const service = firstService.get(authorization.id);
    if (!student || !service || student.staff_ids.length === 0) continue;
    for (let index = 0; index < faker.number.int({ min: 1, max: 6 }); index += 1) {
      const hour = faker.number.int({ min: 8, max: 16 });
      const units = faker.helpers.arrayElement([4, 8, 12]);
      const status = faker.helpers.weightedArrayElement([
        { weight: 7, value: 'Completed' },
        { weight: 1, value: 'Cancelled' },
        { weight: 1, value: 'No Show' },
        { weight: 2, value: 'Scheduled' },
      ]);
      rows.push({
        student_id: student.id,
        staff_id: faker.helpers.arrayElement(student.staff_ids),
        service_id: service.service_id,
        billing_code_id: service.billing_code_id,
        authorization_id: authorization.id,
        hcode: codes.get(service.billing_code_id) ?? String(service.billing_code_id),
        date: dayOf(status === 'Scheduled' ? faker.date.soon({ days: 20 }) : faker.date.recent({ days: 60 })),
        start_time: timeOfDay(hour),
        end_time: timeOfDay(hour + units / 4),
        units,
        status,
        note_status: status === 'Completed' ? faker.helpers.arrayElement(['Signed', 'Signed', 'Pending']) : 'Missing',
        place_of_service: faker.helpers.arrayElement(['Home (12)', 'Office (11)', 'School (03)', 'Telehealth (02)']),
        ...noAppointmentDetails,
      });
    }
  }
  // The practice's schedule around today follows the older rows, so their values never shift.
  return [...rows, ...seedSchedule(faker, db, rows)];
}

export const studentSessionsArea: Area = {
  name: 'student-sessions',
  after: ['billing-codes', 'certifications', 'locations', 'services', 'student-authorizations', 'students'],
  register(router, { db, auth }) {
    const table = db.defineTable<StudentSession>('student_sessions', (faker) => seedSessions(faker, db));
    router.get('/session-report', ...studentGuard(auth, 'List'), (req, res) => {
      const query = readListQuery(req, 50);
      const errors = new FieldErrors();
      const monthYear = textParam(query.params, 'month_year');
      if (monthYear && !/^\d{4}-(0[1-9]|1[0-2])$/.test(monthYear)) errors.add('month_year', 'The month year field must match the format Y-m.');
      const dates = ['session_start_date', 'session_end_date'].map((field) => {
        const value = textParam(query.params, field);
        const date = value ? calendarDate(value) : undefined;
        if (value && !date) errors.add(field, `The ${field.replace(/_/g, ' ')} field must be a valid date.`);
        return date;
      });
      if (!errors.empty) return unprocessable(res, errors);
      const studentId = textParam(query.params, 'student_id');
      const hcode = textParam(query.params, 'hcode');
      const user = callerOf(req).user;
      const rows = table.active().filter((row) => {
        if (studentId && String(row.student_id) !== studentId) return false;
        if (monthYear && !row.date.startsWith(monthYear)) return false;
        if (dates[0] && row.date < dates[0]) return false;
        if (dates[1] && row.date > dates[1]) return false;
        if (hcode && row.hcode !== hcode && String(row.billing_code_id) !== hcode) return false;
        const student = students(db).find(row.student_id);
        return student !== undefined && seesStudent(user, student);
      });
      const direction = query.sortBy === 'asc' ? 1 : -1;
      const sorted = rows.sort((a, b) => (`${a.date} ${a.start_time}`.localeCompare(`${b.date} ${b.start_time}`) || a.id - b.id) * direction);
      const page = paginate(sorted, query.page, query.perPage);
      ok(res, { data: { ...page, data: page.data.map((row) => ({ ...row, note_status: noteStatusOf(row) })) } });
    });
  },
};
