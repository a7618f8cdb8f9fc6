// A person's weekly availability (GET user-availability/{id}, POST user-availability: the POST replaces the whole
// week) and whether they are free at a date and time range (POST user/check-availability), which the calendar asks
// before booking. The week's rules are the same as a student's (kit/weekly-slots).
import type { Request } from 'express';
import type { Db, User } from '../../db/index.js';
import { calendarDate } from '../../kit/dates.js';
import { parseId } from '../../kit/ids.js';
import { byDayAndStart, readTimeRange, readWeeklySlots } from '../../kit/weekly-slots.js';
import type { Area } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { forbidden, notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { mayChangeAvailability, mayCheckAvailability, mayReadAvailability } from './access.js';
import { checkAvailability } from './check.js';
import { seedUserAvailability, type UserAvailabilitySlot } from './seed.js';

function bodyOf(req: Request): Record<string, unknown> {
  return typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
}

/** The person a body's `user_id` names, with the field's error when it names nobody. */
function personOf(db: Db, body: Record<string, unknown>, errors: FieldErrors): User | undefined {
  const user = db.users.find(parseId(body.user_id) ?? 0);
  if (!user) errors.add('user_id', body.user_id === undefined ? 'The user id field is required.' : 'The selected user id is invalid.');
  return user;
}

export const staffAvailabilityArea: Area = {
  name: 'staff-availability',
  register(router, { db, auth }) {
    const table = db.defineTable<UserAvailabilitySlot>('user_availability', (faker) => seedUserAvailability(faker, db));
    const weekOf = (userId: number) =>
      table
        .active()
        .filter((slot) => slot.user_id === userId)
        .sort(byDayAndStart);

    router.get('/user-availability/:id', auth.required, (req, res) => {
      const user = db.users.find(parseId(req.params.id) ?? 0);
      if (!user) return notFound(res, 'User not found.');
      if (!mayReadAvailability(callerOf(req).user, user.id)) return forbidden(res);
      ok(res, { data: weekOf(user.id) });
    });

    router.post('/user-availability', auth.required, (req, res) => {
      const body = bodyOf(req);
      const errors = new FieldErrors();
      const user = personOf(db, body, errors);
      if (user && !mayChangeAvailability(callerOf(req).user, user.id)) return forbidden(res);
      const slots = readWeeklySlots(body.slots, errors);
      if (!user || !slots) return unprocessable(res, errors);
      for (const slot of table.all().filter((row) => row.user_id === user.id)) table.purge(slot.id);
      for (const slot of slots) table.insert({ user_id: user.id, ...slot });
      ok(res, { message: 'Availability saved successfully.', data: weekOf(user.id) });
    });

    router.post('/user/check-availability', auth.required, (req, res) => {
      const body = bodyOf(req);
      const errors = new FieldErrors();
      const user = personOf(db, body, errors);
      if (user && !mayCheckAvailability(callerOf(req).user, user.id)) return forbidden(res);
      const date = typeof body.date === 'string' ? calendarDate(body.date) : undefined;
      if (body.date === undefined || body.date === '') errors.add('date', 'The date field is required.');
      else if (!date) errors.add('date', 'The date field must be a valid date.');
      // The calendar may ask of any minute; only the saved week keeps to quarter hours.
      const range = readTimeRange(errors, body, { onQuarterHour: false });
      if (!user || !date || !range || !errors.empty) return unprocessable(res, errors);
      const answer = checkAvailability(db, weekOf(user.id), { userId: user.id, date, startTime: range.start_time, endTime: range.end_time });
      ok(res, { message: answer.reason, data: answer });
    });
  },
};
