// The time-punch sync and punch history in the browser as the office administrator: "Sync all" shows the sync's
// progress to the end, with the people it could not sync listed by name and reason; the address brings a person
// back to the same sync after leaving; a second "Sync all" while one runs joins it; "Retry failed" sends only those
// people again. A staff member's punch history shows each day's clock-ins and clock-outs with the day's hours and
// the total. Every page is checked with axe.
import type { Page } from '@playwright/test';
import { expect, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';

const viewport = { width: 1366, height: 850 };

function sessionOf(page: Page): string {
  const session = new URL(page.url()).searchParams.get('session');
  if (!session) throw new Error(`no session in ${page.url()}`);
  return session;
}

const outcome = (page: Page) => page.getByRole('status').filter({ hasText: /done|Finished/ });

async function finished(page: Page): Promise<string> {
  await page.getByRole('heading', { name: 'Sync finished' }).waitFor({ timeout: 60_000 });
  return (await outcome(page).innerText()).trim();
}

test.describe('the time-punch sync as the office administrator', () => {
  test('runs "Sync all" to the end, survives leaving and coming back, joins a running sync and retries the failed', async ({ signedIn }) => {
    test.setTimeout(180_000);
    const page = await signedIn('Office administrator', { viewport, at: '/staff-time-punch-sync' });
    await page.getByRole('heading', { name: 'No sync started yet' }).waitFor();
    await checkA11y(page, 'time-punch sync, none started');
    const other = await signedIn('Office administrator', { viewport, at: '/staff-time-punch-sync' });

    await page.getByRole('button', { name: 'Sync all' }).click();
    await page.waitForURL(/\/staff-time-punch-sync\?session=/);
    const session = sessionOf(page);
    // A second "Sync all", from another page, while the sync runs: it joins the same sync.
    await other.getByRole('button', { name: 'Sync all' }).click();
    await other.waitForURL(/session=/);
    expect(sessionOf(other)).toBe(session);

    await page.getByRole('heading', { name: 'Sync running' }).waitFor();
    await expect.poll(() => outcome(page).innerText()).toMatch(/^\d+ of \d+ done/);

    // Leave, and come back by the address: the same sync, further along or done.
    const address = page.url();
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 2, name: /^Hello / }).waitFor();
    await page.goto(address);
    await page.getByRole('progressbar', { name: 'Sync progress' }).waitFor();
    expect(sessionOf(page)).toBe(session);

    const text = await finished(page);
    const match = /^Finished: (\d+) of (\d+) synced, (\d+) failed\.$/.exec(text);
    expect(match, text).not.toBeNull();
    const [, synced, total, failed] = match!.map(Number);
    expect(synced! + failed!).toBe(total);
    const failures = page.getByRole('table', { name: 'Failures' });
    await expect.poll(() => failures.locator('tbody tr').count()).toBe(failed);
    await expect.poll(() => failures.innerText()).toContain('No badge number');
    await expect.poll(() => failures.innerText()).toContain('Duplicate email in the time-punch service');
    await checkA11y(page, 'time-punch sync, finished');

    // The joined page reaches the same end.
    expect(await finished(other)).toBe(text);

    // Retry sends only the failed people again; they fail for the same reasons, the rest stay synced.
    await page.getByRole('button', { name: 'Retry failed' }).click();
    await page.getByRole('heading', { name: 'Sync running' }).waitFor();
    expect(await finished(page)).toBe(text);
    expect(sessionOf(page)).toBe(session);

    // The progress of an unknown session says so, and offers a fresh start.
    await page.goto('/staff-time-punch-sync?session=no-such-sync');
    await page.getByRole('heading', { name: 'No sync with that session id' }).waitFor();
  });

  test("shows a staff member's punches by day with the day's hours and the total", async ({ signedIn }) => {
    test.setTimeout(120_000);
    const page = await signedIn('Office administrator', { viewport, at: '/staff-punch-history/3' });
    const table = page.getByRole('table', { name: 'Punches by day' });
    await table.waitFor();
    await page
      .getByRole('tab', { name: 'Punch History' })
      .or(page.getByRole('link', { name: 'Punch History' }))
      .first()
      .waitFor();
    const dayTotals = await table.locator('tbody td[rowspan]').allInnerTexts();
    expect(dayTotals.length).toBeGreaterThan(10);
    const total = Number((await table.locator('tfoot td').innerText()).trim());
    const sum = dayTotals.reduce((acc, value) => acc + Number(value.trim()), 0);
    expect(total).toBeCloseTo(sum, 1);
    await expect.poll(() => page.getByRole('region', { name: 'Time-punch service' }).innerText()).toMatch(/Synced|Not synced|Failed/);
    await checkA11y(page, 'punch history');
  });

  test("shows each staff member's standing on the staff list, and starts the sync from there", async ({ signedIn }) => {
    test.setTimeout(120_000);
    const page = await signedIn('Office administrator', { viewport, at: '/staff' });
    await page.getByRole('columnheader', { name: 'Time Punch' }).waitFor();
    await expect.poll(() => page.locator('[col-id="timePunchStatus"]').filter({ hasText: 'Synced' }).count()).toBeGreaterThan(3);
    await checkA11y(page, 'staff list with time-punch standings');
    await page.getByRole('button', { name: 'Sync all' }).click();
    await page.waitForURL(/\/staff-time-punch-sync\?session=/);
    await finished(page);
  });
});
