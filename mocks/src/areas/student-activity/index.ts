// A student's activity history: GET student-activity-history (student_id, module, date_from, date_to, paged), newest
// first. The practice API's call behind /reports/student-activity-history is unknown; this one is the stand-in's.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { parseId } from '../../kit/ids.js';
import { readListQuery, textParam } from '../../kit/list-query.js';
import { applySearch } from '../../kit/list-rows.js';
import { paginate } from '../../kit/paginate.js';
import type { Area } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { seesStudent, studentGuard } from '../students/access.js';
import { calendarDate, timestamp } from '../../kit/dates.js';
import { staffRecords } from '../students/related.js';
import { detailedStudents, students } from '../students/table.js';
import { activityTable, type StudentActivity } from './activity.js';

const history: [string, string, string][] = [
  ['Student', 'updated', 'Updated phone, guardian email.'],
  ['Contact', 'added', 'Added contact.'],
  ['Authorization', 'added', 'Added authorization.'],
  ['Session', 'completed', 'Completed a direct therapy session.'],
  ['Goal', 'updated', 'Updated goal status.'],
  ['Intake form', 'sent', 'Sent New Client Intake.'],
  ['Program', 'added', 'Added program.'],
];

function seedActivity(faker: Faker, db: Db): NewRow<StudentActivity>[] {
  const staff = staffRecords(db);
  return detailedStudents(db)
    .flatMap((student) =>
      Array.from({ length: faker.number.int({ min: 2, max: 6 }) }, () => {
        const [module, action, description] = faker.helpers.arrayElement(history);
        const user = faker.helpers.arrayElement(staff);
        const at = timestamp(faker.date.past({ years: 1 }));
        return { student_id: student.id, user_id: user.id, user_name: user.name, module, action, description, created_at: at, updated_at: at };
      }),
    )
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

export const studentActivityArea: Area = {
  name: 'student-activity',
  after: ['students'],
  register(router, { db, auth }) {
    const table = db.defineTable<StudentActivity>(activityTable, (faker) => seedActivity(faker, db));
    router.get('/student-activity-history', ...studentGuard(auth, 'List'), (req, res) => {
      const query = readListQuery(req, 50);
      const raw = textParam(query.params, 'student_id');
      const student = students(db).find(parseId(raw) ?? 0);
      if (!student || !seesStudent(callerOf(req).user, student)) {
        return unprocessable(
          res,
          new FieldErrors().add('student_id', raw === undefined ? 'The student id field is required.' : 'The selected student id is invalid.'),
        );
      }
      const module = textParam(query.params, 'module');
      const from = calendarDate(textParam(query.params, 'date_from') ?? '') ?? '0000-01-01';
      const to = calendarDate(textParam(query.params, 'date_to') ?? '') ?? '9999-12-31';
      const rows = table
        .active()
        .filter((row) => row.student_id === student.id && (!module || row.module === module))
        .filter((row) => row.created_at.slice(0, 10) >= from && row.created_at.slice(0, 10) <= to);
      const searched = applySearch(rows, ['description', 'user_name', 'module', 'action'], query.search);
      const direction = query.sortBy === 'asc' ? 1 : -1;
      const sorted = searched.sort((a, b) => (a.created_at.localeCompare(b.created_at) || a.id - b.id) * direction);
      ok(res, { data: paginate(sorted, query.page, query.perPage) });
    });
  },
};
