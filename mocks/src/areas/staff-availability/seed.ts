// Seeded weeks: most staff work weekday mornings and afternoons with a lunch break, some only a few days, some have
// set no availability yet (the empty week). The demo therapist also works today and tomorrow, whatever the weekday,
// so the demo always has sessions to run.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow, Row } from '../../db/table.js';
import { demoTherapistId } from '../../db/demo-users.js';
import { shiftDays, today, weekdayOf } from '../../kit/dates.js';
import type { WeeklySlot } from '../../kit/weekly-slots.js';
import { staffTypes } from '../users/index.js';

export interface UserAvailabilitySlot extends Row, WeeklySlot {
  user_id: number;
}

export const locations = ['Home', 'Clinic', 'School', 'Telehealth', 'Community'] as const;

export function seedUserAvailability(faker: Faker, db: Db): NewRow<UserAvailabilitySlot>[] {
  const rows: NewRow<UserAvailabilitySlot>[] = [];
  for (const user of db.users.all().filter((row) => staffTypes.includes(row.user_type))) {
    if (faker.datatype.boolean(0.15)) continue;
    const days: number[] = faker.helpers.arrayElements([1, 2, 3, 4, 5], { min: 3, max: 5 }).sort();
    const location = faker.helpers.arrayElement(locations);
    for (const day of days) {
      rows.push({
        user_id: user.id,
        day_of_week: day,
        start_time: faker.helpers.arrayElement(['08:00', '08:30', '09:00']),
        end_time: '12:00',
        location,
      });
      if (faker.datatype.boolean(0.8)) {
        rows.push({
          user_id: user.id,
          day_of_week: day,
          start_time: faker.helpers.arrayElement(['12:30', '13:00']),
          end_time: faker.helpers.arrayElement(['16:00', '17:00', '18:30']),
          location,
        });
      }
    }
    // Added after the generated days, without the generator, so no other staff member's week changes.
    if (user.id !== demoTherapistId) continue;
    for (const day of [today(), shiftDays(today(), 1)].map(weekdayOf).filter((weekday) => !days.includes(weekday))) {
      rows.push({ user_id: user.id, day_of_week: day, start_time: '08:30', end_time: '12:00', location });
      rows.push({ user_id: user.id, day_of_week: day, start_time: '12:30', end_time: '17:00', location });
    }
  }
  return rows;
}
