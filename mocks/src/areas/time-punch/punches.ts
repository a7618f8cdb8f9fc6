// A staff member's punches as the time-punch service keeps them: clock-in and clock-out pairs on the weekdays of
// the last four weeks (some days split by a lunch break), and today's clock-in left open until its clock-out has
// passed. Made from the user's id, so the same person always has the same history relative to today.
import { createSeededFaker } from '../../db/faker.js';
import { instantAt, shiftDays, timestamp, today, weekdayOf } from '../../kit/dates.js';
import * as clock from '../../kit/clock.js';

export const punchHistoryDays = 28;

export interface PunchRow {
  id: string;
  date: string;
  clock_in: string;
  clock_out: string | null;
  hours: number | null;
}

function hoursBetween(start: Date, end: Date): number {
  return Math.round(((end.getTime() - start.getTime()) / 3_600_000) * 100) / 100;
}

/** Newest first; none for someone never added to the service. */
export function punchesOf(seed: number, userId: number, now: Date = clock.now()): PunchRow[] {
  const faker = createSeededFaker(seed, `punches-${userId}`);
  const rows: PunchRow[] = [];
  const last = today(now);
  for (let back = punchHistoryDays; back >= 0; back -= 1) {
    const day = shiftDays(last, -back);
    const weekday = weekdayOf(day);
    // Drawn for every day, worked or not, so one day's draw never shifts the next day's.
    const worked = faker.datatype.boolean(0.88);
    const start = faker.helpers.arrayElement([7.5, 7.75, 8, 8.25, 8.5, 8.75, 9, 9.5]);
    const split = faker.datatype.boolean(0.35);
    const lunch = faker.helpers.arrayElement([0.5, 0.75, 1]);
    const length = faker.helpers.arrayElement([6, 6.5, 7, 7.5, 8, 8.5]);
    if (weekday === 0 || weekday === 6 || !worked) continue;
    const spans: [number, number][] = split
      ? [
          [start, start + 4],
          [start + 4 + lunch, start + lunch + length],
        ]
      : [[start, start + length]];
    spans.forEach(([from, to], index) => {
      const clockIn = instantAt(day, from);
      if (clockIn > now) return;
      const clockOut = instantAt(day, to);
      const open = clockOut > now;
      rows.push({
        id: `${userId}-${day}-${index + 1}`,
        date: day,
        clock_in: timestamp(clockIn),
        clock_out: open ? null : timestamp(clockOut),
        hours: open ? null : hoursBetween(clockIn, clockOut),
      });
    });
  }
  return rows.reverse();
}
