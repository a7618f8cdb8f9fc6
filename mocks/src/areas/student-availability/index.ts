// A student's weekly availability (GET student-availability/{id}, POST student-availability): the hours
// on each weekday when sessions can be scheduled. The POST replaces the whole week.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow, Row } from '../../db/table.js';
import { parseId } from '../../kit/ids.js';
import { byDayAndStart, readWeeklySlots, type WeeklySlot } from '../../kit/weekly-slots.js';
import type { Area } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { logActivity } from '../student-activity/activity.js';
import { seesStudent, studentGuard } from '../students/access.js';
import { detailedStudents, students } from '../students/table.js';

export interface AvailabilitySlot extends Row, WeeklySlot {
  student_id: number;
}

function seedAvailability(faker: Faker, db: Db): NewRow<AvailabilitySlot>[] {
  const rows: NewRow<AvailabilitySlot>[] = [];
  for (const student of detailedStudents(db)) {
    for (const day of faker.helpers.arrayElements([1, 2, 3, 4, 5, 6], { min: 2, max: 5 }).sort()) {
      const after = faker.datatype.boolean(0.7);
      rows.push({
        student_id: student.id,
        day_of_week: day,
        start_time: after ? faker.helpers.arrayElement(['14:30', '15:00', '15:30']) : faker.helpers.arrayElement(['08:00', '09:00']),
        end_time: after ? faker.helpers.arrayElement(['17:30', '18:00', '19:00']) : faker.helpers.arrayElement(['12:00', '13:00']),
        location: faker.helpers.arrayElement(['Home', 'Clinic', 'School', 'Telehealth']),
      });
    }
  }
  return rows;
}

export const studentAvailabilityArea: Area = {
  name: 'student-availability',
  after: ['students'],
  register(router, { db, auth }) {
    const table = db.defineTable<AvailabilitySlot>('student_availability', (faker) => seedAvailability(faker, db));
    const studentTable = students(db);

    router.get('/student-availability/:id', ...studentGuard(auth, 'List'), (req, res) => {
      const student = studentTable.find(parseId(req.params.id) ?? 0);
      if (!student || !seesStudent(callerOf(req).user, student)) {
        notFound(res, 'Student not found.');
        return;
      }
      ok(res, {
        data: table
          .active()
          .filter((slot) => slot.student_id === student.id)
          .sort(byDayAndStart),
      });
    });

    router.post('/student-availability', ...studentGuard(auth, 'Edit'), (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const errors = new FieldErrors();
      const student = studentTable.find(parseId(body.student_id) ?? 0);
      if (!student || !seesStudent(callerOf(req).user, student)) {
        errors.add('student_id', body.student_id === undefined ? 'The student id field is required.' : 'The selected student id is invalid.');
      }
      const slots = readWeeklySlots(body.slots, errors);
      if (!errors.empty || !student || !slots) {
        unprocessable(res, errors);
        return;
      }
      for (const slot of table.all().filter((row) => row.student_id === student.id)) table.purge(slot.id);
      for (const slot of slots) {
        table.insert({ student_id: student.id, ...slot });
      }
      logActivity(db, {
        studentId: student.id,
        user: callerOf(req).user,
        module: 'Availability',
        action: 'updated',
        description: `Set ${slots.length} weekly availability slot(s).`,
      });
      ok(res, {
        message: 'Availability saved successfully.',
        data: table
          .active()
          .filter((slot) => slot.student_id === student.id)
          .sort(byDayAndStart),
      });
    });
  },
};
