// The seeded schedule is one a person could have booked: every session still to come, the group schedules' ones
// included, is at a location the booking rules accept. The data is seeded relative to today, so the check runs as of
// several pinned days in the practice's zone (New York): an ordinary one, one whose group schedule had landed on a
// closed location, and the days a calendar gets wrong first (a month's ends, the daylight-saving Sundays, a leap day,
// a year's last evening while UTC is already in the next).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStandIn } from '../../server/stand-in.js';
import { pinClock, testNow } from '../../kit/clock.js';
import { demoTherapistId } from '../../db/demo-users.js';
import { shiftDays, today } from '../../kit/dates.js';
import { bookableLocations } from './names.js';
import { noteStatusOf } from './present.js';
import { credentialTable, sessionsTable } from './tables.js';

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

describe("the demo therapist's week", () => {
  // A weekday, a Friday (tomorrow is a Saturday), a Sunday and a year's last evening.
  it.each([testNow, '2026-12-04T15:00:00Z', '2026-12-06T15:00:00Z', '2026-12-31T23:30:00-05:00'])(
    'holds sessions today and tomorrow, and notes to write and to sign, as of %s',
    (day) => {
      const restoreClock = pinClock(day);
      const { db, shutdown } = createStandIn();
      try {
        const mine = sessionsTable(db)
          .active()
          .filter((session) => session.staff_id === demoTherapistId);
        const held = (date: string) => mine.filter((session) => session.date === date && session.status === 'Scheduled');
        expect(held(today()).length).toBeGreaterThan(0);
        expect(held(shiftDays(today(), 1)).length).toBeGreaterThan(0);
        const lastWeek = mine.filter((session) => session.status === 'Completed' && session.date >= shiftDays(today(), -7));
        expect(lastWeek.map((session) => session.note_status)).toEqual(expect.arrayContaining(['Missing', 'Pending']));
        const ahead = mine.filter((session) => session.date > today());
        expect(new Set(ahead.map(noteStatusOf))).toEqual(
          new Set(['Not due', ...(ahead.some((session) => session.status === 'Cancelled') ? ['None'] : [])]),
        );
      } finally {
        shutdown();
        restoreClock();
      }
    },
  );
});

describe("the staff's credentials", () => {
  it('are mostly current: one has lapsed and at most a third of the staff have one to renew', () => {
    const restoreClock = pinClock(testNow);
    const { db, shutdown } = createStandIn();
    try {
      const credentials = credentialTable(db).active();
      const renewing = credentials.filter((credential) => credential.expires_on <= shiftDays(today(), 60));
      expect(renewing.filter((credential) => credential.expires_on < today())).toHaveLength(1);
      const staff = new Set(credentials.map((credential) => credential.user_id));
      const flagged = new Set(renewing.map((credential) => credential.user_id));
      expect(flagged.size).toBeGreaterThan(0);
      expect(flagged.size).toBeLessThanOrEqual(staff.size / 3);
    } finally {
      shutdown();
      restoreClock();
    }
  });
});
