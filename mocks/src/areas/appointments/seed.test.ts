// The seeded schedule is one a person could have booked: every session still to come, the group schedules' ones
// included, is at a location the booking rules accept. The data is seeded relative to today, so the check runs as of
// several pinned days in the practice's zone (New York): an ordinary one, one whose group schedule had landed on a
// closed location, and the days a calendar gets wrong first (a month's ends, the daylight-saving Sundays, a leap day,
// a year's last evening while UTC is already in the next).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStandIn } from '../../server/stand-in.js';
import { pinClock, testNow } from '../../kit/clock.js';
import { today } from '../../kit/dates.js';
import { bookableLocations } from './names.js';
import { sessionsTable } from './tables.js';

const days = [
  testNow,
  // 29 November 2026 seeded a group schedule at a closed location.
  '2026-11-29T09:00:00Z',
  // The autumn daylight-saving Sunday: the day has 25 hours.
  '2026-11-01T09:00:00-05:00',
  // A month's and a year's last evening: UTC is already on 1 January.
  '2026-12-31T23:30:00-05:00',
  // A month's and a year's first day.
  '2027-01-01T09:00:00-05:00',
  // The first day after a February.
  '2027-03-01T09:00:00-05:00',
  // The spring daylight-saving Sunday: the day has 23 hours.
  '2027-03-14T09:00:00Z',
  // A leap day.
  '2028-02-29T09:00:00-05:00',
];

let zone: string | undefined;
beforeEach(() => {
  zone = process.env.PRACTICE_TIMEZONE;
  process.env.PRACTICE_TIMEZONE = 'America/New_York';
});
afterEach(() => {
  if (zone === undefined) delete process.env.PRACTICE_TIMEZONE;
  else process.env.PRACTICE_TIMEZONE = zone;
});

describe('the seeded schedule', () => {
  it.each(days)('books every session to come at a bookable location, as of %s', (day) => {
    const restoreClock = pinClock(day);
    const { db, shutdown } = createStandIn();
    try {
      const bookable = new Set(bookableLocations(db).map((location) => location.id));
      const upcoming = sessionsTable(db)
        .active()
        .filter((session) => session.date >= today() && session.status === 'Scheduled' && session.location_id != null);
      expect(upcoming.length).toBeGreaterThan(50);
      const elsewhere = upcoming.filter((session) => !bookable.has(session.location_id!));
      expect(elsewhere.map((session) => `${session.date} at location ${session.location_id}`)).toEqual([]);
    } finally {
      shutdown();
      restoreClock();
    }
  });
});
