// A few group schedules around today: social-skills and play groups, twice a week or every other week, each run by
// a therapist free at every meeting, at a location free then, for a service several students hold an authorization
// of, with up to four of the students who pass the assignment check assigned and their meetings booked (seeding the
// schedules books them, so a reset of the tables, which seeds in the order they were defined, leaves the sessions and
// the schedules agreeing).
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { shiftDays, today } from '../../kit/dates.js';
import { bookableLocations } from '../appointments/names.js';
import { authorizationTables } from '../student-authorizations/index.js';
import { checkStudent } from './check.js';
import { scheduleClashes } from './input.js';
import type { GroupSchedule } from './schedule.js';
import { bookMeetings } from './sessions.js';

const groups: readonly { name: string; days: number[]; start: string; end: string; recurrence: GroupSchedule['recurrence_type'] }[] = [
  { name: 'Social Skills Group', days: [2, 4], start: '15:30', end: '16:30', recurrence: 'Weekly' },
  { name: 'Early Learners Play Group', days: [1, 3], start: '09:00', end: '10:00', recurrence: 'Weekly' },
  { name: 'Teen Communication Group', days: [5], start: '16:00', end: '17:30', recurrence: 'Biweekly' },
  { name: 'Parent Training Cohort', days: [6], start: '10:00', end: '11:00', recurrence: 'Biweekly' },
  { name: 'School Readiness Group', days: [1, 3, 5], start: '13:00', end: '14:00', recurrence: 'Weekly' },
  { name: 'Summer Skills Camp', days: [1, 2, 3, 4], start: '10:00', end: '12:00', recurrence: 'Weekly' },
];

/** Services by how many students hold an approved authorization of it running past `until`. */
function servicesHeld(db: Db, until: string): { serviceId: number; studentIds: number[] }[] {
  const byService = new Map<number, Set<number>>();
  for (const row of authorizationTables(db).authorizations.active()) {
    if (row.status !== 'Approved' || row.end_date < until || row.start_date > today()) continue;
    const set = byService.get(row.service_id) ?? new Set<number>();
    set.add(row.student_id);
    byService.set(row.service_id, set);
  }
  return [...byService.entries()]
    .map(([serviceId, set]) => ({ serviceId, studentIds: [...set].sort((a, b) => a - b) }))
    .sort((a, b) => b.studentIds.length - a.studentIds.length || a.serviceId - b.serviceId);
}

export function seedGroupSchedules(faker: Faker, db: Db): NewRow<GroupSchedule>[] {
  const therapists = db.users.all().filter((user) => user.user_type === 'Therapist');
  // Its sessions are booked like any other, so only where a session can be booked.
  const locations = bookableLocations(db);
  const day = today();
  const held = servicesHeld(db, shiftDays(day, 30));
  return groups.map((group, index) => {
    // The last one has ended: a past schedule a list shows too.
    const ended = index === groups.length - 1;
    const start = ended ? shiftDays(day, -150) : shiftDays(day, -faker.number.int({ min: 7, max: 60 }));
    const end = ended ? shiftDays(day, -90) : shiftDays(day, faker.number.int({ min: 14, max: 30 }));
    const service = held[index % Math.max(held.length, 1)];
    const schedule: GroupSchedule = {
      id: index + 1,
      name: group.name,
      staff_id: 0,
      location_id: 0,
      service_id: service?.serviceId ?? 1,
      recurrence_type: group.recurrence,
      days: group.days,
      start_time: group.start,
      end_time: group.end,
      start_date: start,
      end_date: end,
      student_ids: [],
      notes: faker.datatype.boolean(0.5)
        ? faker.helpers.arrayElement(['Bring snack list.', 'Room B, low-stimulus setup.', 'Peer models from the school programme.'])
        : null,
      created_at: `${start}T12:00:00.000Z`,
      updated_at: `${start}T12:00:00.000Z`,
      deleted_at: null,
    };
    // The first therapist, then the first location (each in a seeded order), free at every meeting still to come.
    const clashes = (staffId: number, locationId: number, field: 'staff' | 'location') =>
      !ended &&
      scheduleClashes(db, { ...schedule, staff_id: staffId, location_id: locationId }).some(
        (clash) => (clash.kind === 'LOCATION') === (field === 'location'),
      );
    const staffIds = faker.helpers.shuffle(therapists).map((user) => user.id);
    const locationIds = faker.helpers.shuffle(locations).map((location) => location.id);
    schedule.staff_id = staffIds.find((staffId) => !clashes(staffId, locationIds[0]!, 'staff')) ?? staffIds[0]!;
    schedule.location_id = locationIds.find((locationId) => !clashes(schedule.staff_id, locationId, 'location')) ?? locationIds[0]!;
    for (const studentId of service?.studentIds ?? []) {
      if (schedule.student_ids.length >= 4) break;
      if (ended) {
        schedule.student_ids.push(studentId);
        continue;
      }
      const check = checkStudent(db, schedule, studentId);
      if (!check.assignable) continue;
      schedule.student_ids.push(studentId);
      bookMeetings(db, schedule, studentId);
    }
    return schedule;
  });
}
