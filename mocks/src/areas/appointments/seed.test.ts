// The seeded schedule is one a person could have booked: every session still to come, the group schedules' ones
// included, is at a location the booking rules accept. The data is seeded relative to today, so the check runs as of
// several days, among them one whose group schedule had landed on a closed location.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStandIn } from '../../server/stand-in.js';
import { today } from '../../kit/dates.js';
import { bookableLocations } from './names.js';
import { sessionsTable } from './tables.js';

// 29 November 2026 seeded a group schedule at a closed location.
const days = ['today', '2026-11-29T09:00:00Z', '2027-03-14T09:00:00Z'];

afterEach(() => {
  vi.useRealTimers();
});

describe('the seeded schedule', () => {
  it.each(days)('books every session to come at a bookable location, as of %s', (day) => {
    if (day !== 'today') {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(day));
    }
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
    }
  });
});
