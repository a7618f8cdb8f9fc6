// The calendar in the browser as the office administrator: the week of the whole practice drawn in its session type
// colours, filtered by staff (kept in the address), a session dragged to a free slot (saved) and onto another of the
// same staff member's sessions (refused with the reason, put back), an empty slot that books, and the month, day and
// list views. Every view is checked with axe.
import type { Locator, Page } from '@playwright/test';
import { expect, pinnedNow, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';
import { graphqlAs as graphql } from './setup/graphql';

const viewport = { width: 1366, height: 850 };

/** A calendar day moved by whole days. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of next week (the seeded schedule ahead is all still to be held). */
function nextMonday(): string {
  const today = pinnedNow().toISOString().slice(0, 10);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, 8 - weekday);
}

interface Booked {
  id: string;
  studentId: string;
  staffId: string;
  serviceId: string;
  locationId: string | null;
  sessionTypeId: string | null;
  startsAt: string;
  endsAt: string;
  status: string;
  staff: { name: string } | null;
}

const weekQuery = `query Week($filter: AppointmentFilter!) {
  appointments(filter: $filter) { id studentId staffId serviceId locationId sessionTypeId startsAt endsAt status staff { name } }
}`;
const checkQuery = `query Check($input: AppointmentInput!, $id: ID!) {
  scheduleCheck(input: $input, appointmentId: $id, scope: THIS) { conflicts { kind message } }
}`;

const inputOf = (booked: Booked, startsAt: string, endsAt: string) => ({
  studentId: booked.studentId,
  staffId: booked.staffId,
  serviceId: booked.serviceId,
  locationId: booked.locationId,
  sessionTypeId: booked.sessionTypeId,
  startsAt,
  endsAt,
});

const hourMs = 3_600_000;
const shifted = (instant: string, hours: number) => new Date(new Date(instant).getTime() + hours * hourMs).toISOString();

/** The calendar's event link for an appointment. */
const eventLink = (page: Page, id: string): Locator => page.locator(`.fc a.fc-event[href="/edit-appointment/${id}"]`);

/** The centre of a time-grid slot: the day's column and the slot's row. */
async function slotPoint(page: Page, day: string, time: string): Promise<{ x: number; y: number }> {
  const column = await page.locator(`.fc-timegrid-col[data-date="${day}"]`).boundingBox();
  const row = await page.locator(`.fc-timegrid-slot-lane[data-time="${time}"]`).boundingBox();
  if (!column || !row) throw new Error(`no slot at ${day} ${time}`);
  return { x: column.x + column.width / 2, y: row.y + 4 };
}

/** Drags an event by its top edge to the slot at a practice day and HH:MM:SS. */
async function dragTo(page: Page, event: Locator, day: string, time: string): Promise<void> {
  // Both ends in the window: scrolled so that their midpoint is in its middle.
  const from = (await event.boundingBox())!;
  const to = await slotPoint(page, day, time);
  await page.evaluate((middle) => window.scrollBy(0, middle - window.innerHeight / 2), (from.y + to.y) / 2);
  const box = (await event.boundingBox())!;
  const target = await slotPoint(page, day, time);
  await page.mouse.move(box.x + box.width / 2, box.y + 4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 20, { steps: 4 });
  await page.mouse.move(target.x, target.y, { steps: 12 });
  await page.mouse.up();
}

/**
 * The day and HH:MM:SS of an instant in the machine's zone (the practice's: PRACTICE_TIMEZONE is unset in the
 * tests); `lane` floors it to the half hour of the time grid's slot rows.
 */
const wall = (instant: string, lane = false) => {
  const date = new Date(instant);
  const pad = (value: number) => String(value).padStart(2, '0');
  const minutes = lane ? date.getMinutes() - (date.getMinutes() % 30) : date.getMinutes();
  return { day: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`, time: `${pad(date.getHours())}:${pad(minutes)}:00` };
};

test.describe('the calendar as the office administrator', () => {
  test('draws the week in colour, filters by staff, moves a session to a free slot and refuses a clash', async ({ signedIn }) => {
    test.setTimeout(240_000);
    const page = await signedIn('Office administrator', { viewport });
    const monday = nextMonday();
    const started = performance.now();
    await page.goto(`/calendar?view=week&date=${monday}`);
    const staffWeek = page.getByRole('table', { name: /^Appointments by staff member, / });
    await staffWeek.getByRole('link').first().waitFor();
    const drawnMs = performance.now() - started;
    expect(drawnMs, 'the week drawn soon after navigation').toBeLessThan(5_000);

    // The whole practice's week reads by staff member: every appointment of the week is a line of its person's row,
    // in its session type's colour from the legend, with no "+N more".
    const sunday = addDays(monday, -1);
    const week = (await graphql<{ appointments: Booked[] }>(page, weekQuery, { filter: { from: sunday, to: addDays(sunday, 6) } })).appointments;
    expect(week.length).toBeGreaterThan(20);
    await expect(staffWeek.locator('a[href^="/edit-appointment/"]')).toHaveCount(week.length);
    const legend = await page
      .getByRole('list', { name: 'Calendar colours' })
      .locator('li')
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).backgroundColor));
    expect(legend.length).toBeGreaterThan(1);
    const colours = await staffWeek.locator('li').evaluateAll((lines) => lines.slice(0, 30).map((line) => getComputedStyle(line).borderLeftColor));
    for (const colour of colours) expect(legend).toContain(colour);
    // Each appointment is a link named by its time, student, staff member and service.
    const firstLabel = await staffWeek.locator('a[href^="/edit-appointment/"]').first().getAttribute('aria-label');
    expect(firstLabel).toMatch(/: \d{1,2}:\d{2} [AP]M to \d{1,2}:\d{2} [AP]M, .+ with .+, .+/);
    await checkA11y(page, 'calendar week by staff');

    // A staff member with two sessions still to be held this week, filtered by the Staff select.
    const scheduled = week.filter((booked) => booked.status === 'Scheduled' && booked.locationId);
    const byStaff = new Map<string, Booked[]>();
    for (const booked of scheduled) byStaff.set(booked.staffId, [...(byStaff.get(booked.staffId) ?? []), booked]);
    // A free slot for one of their sessions, found the way the form checks it: an hour or two later, or earlier. The
    // first staff member whose week leaves one.
    const findFree = async () => {
      for (const [candidateStaff, list] of [...byStaff].filter(([, list]) => list.length >= 2)) {
        for (const moving of list) {
          for (const hours of [1, 2, -1, -2, 3, -3]) {
            const candidate = { startsAt: shifted(moving.startsAt, hours), endsAt: shifted(moving.endsAt, hours) };
            const hour = new Date(candidate.startsAt).getHours();
            if (hour < 7 || hour > 18) continue;
            const { scheduleCheck } = await graphql<{ scheduleCheck: { conflicts: unknown[] } }>(page, checkQuery, {
              input: inputOf(moving, candidate.startsAt, candidate.endsAt),
              id: moving.id,
            });
            if (scheduleCheck.conflicts.length === 0)
              return { staffId: candidateStaff, moving, other: list.find((booked) => booked.id !== moving.id)!, free: candidate };
          }
        }
      }
      return undefined;
    };
    const chosen = await findFree();
    expect(chosen, 'a free slot near a session of a staff member with two this week').toBeDefined();
    const { staffId, moving, other, free } = chosen!;
    const staffName = moving.staff!.name;
    await page.getByRole('group', { name: 'Filters' }).getByLabel('Staff').selectOption({ label: staffName });
    await page.waitForURL((url) => url.searchParams.get('staff') === staffId && url.searchParams.get('date') === monday);
    // The staff member's week, drawn: an empty calendar between two answers is not it (every label of none matches).
    await expect
      .poll(async () => {
        const labels = await page.locator('.fc a.fc-event').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
        return labels.length > 0 && labels.every((label) => label.includes(` with ${staffName},`)) ? labels.length : -labels.length;
      })
      .toBe(week.filter((booked) => booked.staffId === staffId).length);

    const before = await eventLink(page, moving.id).getAttribute('aria-label');
    const to = wall(free.startsAt, true);
    await dragTo(page, eventLink(page, moving.id), to.day, to.time);
    await page.getByText(/^Appointment moved to /).waitFor();
    const saved = await graphql<{ appointment: Booked }>(
      page,
      'query One($id: ID!) { appointment(id: $id) { id startsAt endsAt status studentId staffId serviceId locationId sessionTypeId staff { name } } }',
      { id: moving.id },
    );
    expect(saved.appointment.startsAt).toBe(free.startsAt);
    expect(saved.appointment.endsAt).toBe(free.endsAt);
    await expect.poll(() => eventLink(page, moving.id).getAttribute('aria-label')).not.toBe(before);

    // Onto the same staff member's other session: refused with the reason, and put back.
    const otherLabel = await eventLink(page, other.id).getAttribute('aria-label');
    const movedLabel = await eventLink(page, moving.id).getAttribute('aria-label');
    const clash = wall(other.startsAt, true);
    await dragTo(page, eventLink(page, moving.id), clash.day, clash.time);
    const dialog = page.getByRole('dialog', { name: 'Appointment not moved' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('list', { name: 'Conflicts' }).innerText()).toContain('Staff');
    await checkA11y(page, 'calendar refusal');
    // The footer's button (the header's × is also named Close).
    await dialog.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await eventLink(page, moving.id).getAttribute('aria-label')).toBe(movedLabel);
    expect(await eventLink(page, other.id).getAttribute('aria-label')).toBe(otherLabel);
    const unchanged = await graphql<{ appointment: Booked }>(
      page,
      'query One($id: ID!) { appointment(id: $id) { id startsAt endsAt status studentId staffId serviceId locationId sessionTypeId staff { name } } }',
      { id: moving.id },
    );
    expect(unchanged.appointment.startsAt).toBe(free.startsAt);

    // An appointment opens its edit form by keyboard.
    await eventLink(page, other.id).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/edit-appointment/${other.id}`);
    await page.goBack();
    await page.locator('.fc a.fc-event').first().waitFor();

    // An empty slot books with the slot and the filtered staff member.
    const emptyDay = addDays(monday, 5);
    await page.locator('.fc-timegrid-slot-lane[data-time="06:00:00"]').scrollIntoViewIfNeeded();
    const point = await slotPoint(page, emptyDay, '06:00:00');
    await page.mouse.click(point.x, point.y);
    await page.waitForURL(/\/create-appointment\?/);
    const booking = new URL(page.url()).searchParams;
    expect(booking.get('staffId')).toBe(staffId);
    expect(wall(booking.get('start')!)).toEqual({ day: emptyDay, time: '06:00:00' });
    expect(new Date(booking.get('end')!).getTime() - new Date(booking.get('start')!).getTime()).toBe(hourMs / 2);
  });

  test('shows the month, day and list views, and the global calendar on its date', async ({ signedIn }) => {
    test.setTimeout(180_000);
    const page = await signedIn('Office administrator', { viewport });
    const monday = nextMonday();
    await page.goto(`/calendar?view=week&date=${monday}`);
    await page
      .getByRole('table', { name: /^Appointments by staff member, / })
      .getByRole('link')
      .first()
      .waitFor();

    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Month' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'month');
    await page.locator('.fc-daygrid-event').first().waitFor();
    await checkA11y(page, 'calendar month');

    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Day' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'day');
    await page.locator('.fc-timegrid-event').first().waitFor();

    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'list');
    await page.locator('.fc-list-event').first().waitFor();
    await checkA11y(page, 'calendar list');

    // The address keeps the view, so it can be shared; the global calendar opens on the date in its path.
    await page.goto(`/global-calendar/${addDays(monday, 7)}?view=day`);
    await page.locator('.fc-timegrid-event').first().waitFor();
    const heading = await page.locator('.calendar-title').innerText();
    const expected = new Date(`${addDays(monday, 7)}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(heading).toBe(expected);
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.waitForURL((url) => url.pathname === `/global-calendar/${addDays(monday, 8)}` && url.searchParams.get('view') === 'day');
  });
});
