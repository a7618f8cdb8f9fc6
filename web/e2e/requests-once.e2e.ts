// Each GraphQL operation of a screen is sent once: on a full load of the dashboard, the student list, the calendar and
// the staff list (the address opened in a signed-in browser), and on moving between them within the app, where what
// the cache holds is asked again only where the screen's fetch policy says so.
import type { Page } from '@playwright/test';
import { expect, test, type SignedIn } from './setup/fixtures';
import { InFlight, settle } from './setup/routeWalk';

/** The operation names of the GraphQL requests the page starts, in order, since the last `take()`. */
class SentOperations {
  private names: string[] = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
      const body = JSON.parse(request.postData() ?? '{}') as { operationName?: string };
      this.names.push(body.operationName ?? '(anonymous)');
    });
  }

  /** The names sent since the last call, sorted: a name sent twice is there twice. */
  take(): string[] {
    const taken = this.names.sort();
    this.names = [];
    return taken;
  }
}

/** What each screen shows once its data is in. */
const shown = {
  async dashboard(page: Page): Promise<void> {
    await expect(page.getByRole('group', { name: 'Today at a glance' })).toContainText(/Active students\s*\d+/);
  },
  async students(page: Page): Promise<void> {
    await expect(page.locator('.kit-pager-range').first()).toHaveText(/^\d+–\d+ of \d+/);
  },
  async staff(page: Page): Promise<void> {
    await expect(page.getByRole('grid', { name: 'Staff' })).toBeVisible();
    await expect(page.locator('.kit-pager-range').first()).toHaveText(/^\d+–\d+ of \d+/);
  },
  async calendar(page: Page): Promise<void> {
    // The whole practice's week, by staff member, with its appointments.
    await page
      .getByRole('table', { name: /^Appointments by staff member, / })
      .getByRole('link')
      .first()
      .waitFor();
  },
};

/** The operations every signed-in page's frame asks for once per load: the profile menu and the document notice. */
const frame = ['DocumentNotification', 'ProfileMenuUser'];

/** Each screen's own operations on a first visit, by the menu entry that opens it. */
const own = {
  dashboard: ['Dashboard'],
  students: ['StudentImportStatus', 'StudentList'],
  calendar: ['CalendarAppointments', 'CalendarFilterOptions', 'PracticeTimeZone', 'WorkflowCalendarEvents'],
  staff: ['StaffFunderOptions', 'StaffMemberList', 'StaffServiceLineOptions', 'StaffTitleOptions', 'SupervisionMonth'],
};

const screens = [
  { name: 'the dashboard', path: '/dashboard', shown: shown.dashboard, own: own.dashboard },
  { name: 'the student list', path: '/student', shown: shown.students, own: own.students },
  { name: 'the calendar', path: '/calendar', shown: shown.calendar, own: own.calendar },
  { name: 'the staff list', path: '/staff', shown: shown.staff, own: own.staff },
];

/**
 * A signed-in page whose landing (the dashboard) has finished its requests. The sign-in fixture returns at the
 * greeting, which is drawn from the session before the dashboard's data arrive: opening another address at once would
 * have the browser abandon those requests, and they would be counted with the next load's as the same ones twice.
 */
async function signedInAndSettled(signedIn: SignedIn): Promise<Page> {
  const page = await signedIn('Office administrator');
  await shown.dashboard(page);
  await page.waitForLoadState('networkidle');
  return page;
}

/** Opens a menu entry (inside its group when it has one) as a person would, then waits for the screen's data and for nothing to be loading. */
async function openFromMenu(page: Page, inFlight: InFlight, entry: { group?: string; link: string }, screenShown: (page: Page) => Promise<void>) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  if (entry.group) {
    const group = menu.getByRole('button', { name: entry.group });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  }
  await menu.getByRole('link', { name: entry.link, exact: true }).click();
  await screenShown(page);
  await settle(page, inFlight);
}

test.describe('each GraphQL operation once', () => {
  for (const screen of screens) {
    test(`a full load of ${screen.name} sends each of its operations once`, async ({ signedIn }) => {
      const page = await signedInAndSettled(signedIn);
      const inFlight = new InFlight(page);
      const sent = new SentOperations(page);
      await page.goto(screen.path);
      await screen.shown(page);
      // A second request for the same operation would follow an answer (a remount, a refetch): nothing may be
      // loading or in flight for a quiet spell after the data are shown.
      await settle(page, inFlight);
      expect(sent.take()).toEqual([...screen.own, ...frame].sort());
    });
  }

  test('moving between the screens within the app asks again only what their fetch policies ask', async ({ signedIn }) => {
    const page = await signedInAndSettled(signedIn);
    const inFlight = new InFlight(page);
    const sent = new SentOperations(page);
    const students = { link: 'Students' };
    const calendar = { group: 'Calendar', link: 'Calendar View' };
    const dashboard = { link: 'Dashboard' };
    const staff = { group: 'Staff', link: 'Staff List' };

    // The frame stays: its profile and notice queries are not asked again. Both of the list's queries are no-cache,
    // and the import status network-only.
    await openFromMenu(page, inFlight, students, shown.students);
    expect(sent.take(), 'the student list, first time').toEqual(own.students);

    await openFromMenu(page, inFlight, calendar, shown.calendar);
    expect(sent.take(), 'the calendar, first time').toEqual(own.calendar);

    // The dashboard is cache-and-network: it shows what the cache holds and asks once for the current figures.
    await openFromMenu(page, inFlight, dashboard, shown.dashboard);
    expect(sent.take(), 'the dashboard again').toEqual(['Dashboard']);

    // The practice's zone and the filters' lists are cache-first and held: neither the route nor the screen asks for
    // them again. The appointments are no-cache and the workflow events cache-and-network.
    await openFromMenu(page, inFlight, calendar, shown.calendar);
    expect(sent.take(), 'the calendar again').toEqual(['CalendarAppointments', 'WorkflowCalendarEvents']);

    await openFromMenu(page, inFlight, students, shown.students);
    expect(sent.take(), 'the student list again').toEqual(own.students);

    await openFromMenu(page, inFlight, staff, shown.staff);
    expect(sent.take(), 'the staff list, first time').toEqual(own.staff);

    // The list is cache-and-network; its filters' lists and the month's figures are cache-first and held. The visit
    // in between is there so that the staff list mounts again.
    await openFromMenu(page, inFlight, students, shown.students);
    sent.take();
    await openFromMenu(page, inFlight, staff, shown.staff);
    expect(sent.take(), 'the staff list again').toEqual(['StaffMemberList']);
  });
});
