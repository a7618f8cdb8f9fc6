// Supervision in Chromium against the built gateway and its stand-in (the clock pinned at the stand-in's test
// instant), as the office administrator: booking a direct session for an RBT behind this month warns with the
// projected figure and offers the supervisors' free slots, one opening the booking form prefilled; the dashboard
// lists the RBTs behind with the hours needed and the days left, each opening the RBT's record; the staff record's
// Supervision tab shows the last twelve months. Each screen is checked with axe and photographed at 1366 x 850.
import type { Page } from '@playwright/test';
import { expect, pinnedNow, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';
import { graphqlAs as ask } from './setup/graphql';

const viewport = { width: 1366, height: 850 };
const hourMs = 3_600_000;

interface MonthRow {
  staffId: string;
  staff: { name: string } | null;
  met: boolean;
  shortOf: string[];
  hoursNeeded: number;
  daysLeft: number;
  percentProjected: number | null;
  serviceHoursBooked: number;
}

const monthQuery = `query M { supervisionMonth { staffId staff { name } met shortOf hoursNeeded daysLeft percentProjected serviceHoursBooked } }`;

/** This month's figures as the gateway answers them to the signed-in page. */
async function thisMonth(page: Page): Promise<MonthRow[]> {
  return (await ask<{ supervisionMonth: MonthRow[] }>(page, monthQuery)).supervisionMonth;
}

/** Hours with at most two decimals, as the screens write them. */
const hours = (value: number) => `${Number(value.toFixed(2))} h`;

/** Saves a photograph of the page at the test's own output folder. */
async function photograph(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}-1366x850.png`), fullPage: false });
}

test.describe('supervision', () => {
  test('warns when a booking leaves an RBT under 5% and offers the supervisors’ free slots', async ({ signedIn }) => {
    test.setTimeout(180_000);
    const page = await signedIn('Office administrator', { viewport, at: '/403' });
    const behind = (await thisMonth(page)).find((row) => row.shortOf.includes('PERCENT') && row.staff);
    expect(behind, 'the stand-in seeds an RBT under 5% this month').toBeDefined();
    // A long session later this week: the projection only falls further.
    const start = new Date(pinnedNow().getTime() + 24 * hourMs);
    const end = new Date(start.getTime() + 3 * hourMs);
    const { forecast } = await ask<{ forecast: { percentAfter: number; below: boolean; supervisorSlots: { supervisorId: string }[] } }>(
      page,
      'query F($staffId: ID!, $startsAt: DateTime!, $endsAt: DateTime!) { forecast: supervisionForecast(staffId: $staffId, startsAt: $startsAt, endsAt: $endsAt) { percentAfter below supervisorSlots { supervisorId } } }',
      { staffId: behind!.staffId, startsAt: start.toISOString(), endsAt: end.toISOString() },
    );
    expect(forecast.below).toBe(true);

    const params = new URLSearchParams({ start: start.toISOString(), end: end.toISOString(), staffId: behind!.staffId });
    await page.goto(`/create-appointment?${params}`);
    const warning = page.locator('.supervision-forecast');
    await expect(warning).toContainText(
      `Booking this session brings ${behind!.staff!.name}’s supervision to ${forecast.percentAfter.toFixed(1)}% this month (5% required).`,
    );
    // The booking stays allowed.
    await expect(page.getByRole('button', { name: 'Book appointment' })).toBeEnabled();
    await checkA11y(page, 'booking with the supervision warning');
    await photograph(page, 'booking-warning');

    // A free slot opens the booking form in a new tab, prefilled with the supervisor and the slot's times.
    expect(forecast.supervisorSlots.length).toBeGreaterThan(0);
    const slot = warning.getByRole('button', { name: /^Book supervision with / }).first();
    const [opened] = await Promise.all([page.waitForEvent('popup'), slot.click()]);
    await opened.waitForURL(/\/create-appointment\?/);
    await expect(opened.getByRole('combobox', { name: /^Staff/ })).toHaveValue(forecast.supervisorSlots[0]!.supervisorId);
    await expect(opened.getByLabel(/Start time/)).not.toHaveValue('');
  });

  test('lists the RBTs behind this month on the dashboard, each opening their record', async ({ signedIn }) => {
    test.setTimeout(180_000);
    const page = await signedIn('Office administrator', { viewport });
    const late = (await thisMonth(page)).filter((row) => !row.met);
    expect(late.length, 'the stand-in seeds RBTs behind this month').toBeGreaterThan(0);
    const card = page.getByRole('region', { name: 'RBTs behind on supervision' });
    const first = late.sort((a, b) => b.hoursNeeded - a.hoursNeeded || (a.staff?.name ?? '').localeCompare(b.staff?.name ?? ''))[0]!;
    const entry = card.getByRole('listitem').filter({ has: page.getByRole('link', { name: first.staff!.name, exact: true }) });
    const needed = first.hoursNeeded > 0 ? `${hours(first.hoursNeeded)} still needed` : 'hours on track';
    await expect(entry).toContainText(`${needed}, ${first.daysLeft} day${first.daysLeft === 1 ? '' : 's'} left`);
    await card.scrollIntoViewIfNeeded();
    await checkA11y(page, 'dashboard with the supervision card');
    await photograph(page, 'dashboard-supervision');

    await entry.getByRole('link', { name: first.staff!.name, exact: true }).click();
    await page.waitForURL(new RegExp(`/staff-supervision/${first.staffId}$`));
    await page.getByRole('heading', { name: 'Supervision', level: 3 }).waitFor();
  });

  test("shows an RBT's last twelve months on the staff record, met or short", async ({ signedIn }) => {
    test.setTimeout(180_000);
    const page = await signedIn('Office administrator', { viewport, at: '/403' });
    const rbt = (await thisMonth(page)).find((row) => !row.met && row.percentProjected !== null && row.staff)!;
    const { supervisionYear } = await ask<{ supervisionYear: { month: string; met: boolean; percentProjected: number | null }[] }>(
      page,
      'query Y($staffId: ID!) { supervisionYear(staffId: $staffId) { month met percentProjected } }',
      { staffId: rbt.staffId },
    );
    expect(supervisionYear).toHaveLength(12);

    await page.goto(`/staff-supervision/${rbt.staffId}`);
    const table = page.getByRole('table', { name: 'Supervision by month' });
    await expect(table.getByRole('row')).toHaveCount(13);
    const current = supervisionYear[11]!;
    const label = new Date(`${current.month}-15T12:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const row = table.getByRole('row').filter({ hasText: label });
    await expect(row).toContainText(`${current.percentProjected!.toFixed(1)}%`);
    await expect(row).toContainText(current.met ? 'Met' : 'Short');
    // The chart has drawn: ECharts marks its box ready.
    await page.locator('.supervision-year .graph-chart[data-ready="true"]').waitFor();
    await checkA11y(page, 'staff supervision year');
    await photograph(page, 'staff-supervision-year');
  });

  test('photographs the month’s screen and the staff list’s flags and filter', async ({ signedIn }) => {
    test.setTimeout(180_000);
    const page = await signedIn('Office administrator', { viewport, at: '/supervision' });
    const table = page.getByRole('table', { name: /^Supervision in .+, by RBT$/ });
    await table.getByRole('row').nth(1).waitFor();
    await checkA11y(page, 'supervision month');
    await photograph(page, 'supervision-month');
    // The month's figures for an audit, as a file the gateway serves.
    await page.getByRole('button', { name: 'Export XLSX' }).click();
    await expect(page.getByRole('link', { name: /^Download .+\.xlsx$/ })).toBeVisible();

    // The staff list found by a behind RBT's name: their row carries the flag with the figure.
    const late = (await thisMonth(page)).find((row) => row.shortOf.includes('PERCENT') && row.staff)!;
    await page.goto(`/staff?search=${encodeURIComponent(late.staff!.name)}`);
    await page
      .getByText(`${late.percentProjected!.toFixed(1)}%`, { exact: true })
      .first()
      .waitFor();
    await photograph(page, 'staff-list-flags');
    await page.getByLabel('Supervision').selectOption('behind');
    await page.getByRole('table', { name: 'RBTs behind on supervision this month' }).waitFor();
    await checkA11y(page, 'staff behind on supervision');
    await photograph(page, 'staff-list-behind');
  });
});
