// The list view and the billing schedule in the browser as the office administrator: the appointments filtered by
// status, exported as real XLSX and CSV, sign requests sent for chosen sessions and seen among the sent ones; the
// billing schedule with its totals, filtered by day and exported. Every page is checked with axe.
import type { Page } from '@playwright/test';
import { expect, pinnedNow, test } from './setup/fixtures';
import { checkA11y, tableRows } from './setup/browser';

const viewport = { width: 1366, height: 850 };

/** Presses an export button and fetches the file its link names. */
async function exported(page: Page, button: string, fileName: RegExp): Promise<{ type: string; body: Buffer }> {
  const popup = page
    .context()
    .waitForEvent('page', { timeout: 5_000 })
    .catch(() => null);
  await page.getByRole('button', { name: button }).click();
  const link = page.getByRole('link', { name: fileName });
  await link.waitFor();
  await (await popup)?.close();
  const file = await page.request.get((await link.getAttribute('href'))!);
  return { type: file.headers()['content-type'] ?? '', body: await file.body() };
}

test.describe('list view and billing schedule as the office administrator', () => {
  test('filters the appointments, exports them, and sends sign requests', async ({ signedIn }) => {
    test.setTimeout(180_000);
    const page = await signedIn('Office administrator', { viewport, at: '/appointment-list' });
    await tableRows(page, 'Appointments');
    // From a month back: early in a month, the month's own sessions are still to be held.
    await page
      .getByRole('group', { name: 'Range and export' })
      .getByLabel('From', { exact: true })
      .fill(new Date(pinnedNow().getTime() - 30 * 86_400_000).toISOString().slice(0, 10));
    const all = await tableRows(page, 'Appointments');
    expect(all.length).toBeGreaterThan(3);
    await checkA11y(page, 'appointment list');

    // Completed sessions only: every row says so, each opening its appointment.
    await page.getByLabel('Status', { exact: true }).selectOption('Completed');
    await expect.poll(async () => (await tableRows(page, 'Appointments')).every((row) => row[7] === 'Completed')).toBe(true);
    const firstLink = page.getByRole('table', { name: 'Appointments' }).locator('tbody tr').first().getByRole('link');
    expect(await firstLink.getAttribute('href')).toMatch(/^\/edit-appointment\/\d+$/);

    const workbook = await exported(page, 'Export XLSX', /^Download session-list\.xlsx$/);
    expect(workbook.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(workbook.body.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const csv = await exported(page, 'Export CSV', /^Download session-list\.csv$/);
    const lines = csv.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Date,Day,Start,End,Student,Staff,/);
    expect(lines.slice(1).every((line) => line.includes(',Completed,'))).toBe(true);

    // Ask for the signatures of the first two completed sessions.
    const rows = page.getByRole('table', { name: 'Appointments' }).locator('tbody tr');
    // Blueprint draws its own box and hides the native input, so the label is what a person clicks.
    await rows.nth(0).locator('label.bp6-checkbox').click();
    await rows.nth(1).locator('label.bp6-checkbox').click();
    await expect.poll(() => page.getByText('2 sessions chosen').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Request signatures' }).click();
    await expect
      .poll(() =>
        page
          .getByText(/^\d sign requests? sent$/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(async () =>
        (await tableRows(page, 'Appointments')).slice(0, 2).some((row) => row[8]!.startsWith('Requested') || row[8]!.startsWith('Verified')),
      )
      .toBe(true);

    await page.getByRole('tab', { name: 'Sent sign requests' }).click();
    await page.waitForURL(/view=requests/);
    const sent = await tableRows(page, 'Sent sign requests');
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0]![5]).toBe('Sent');
    await checkA11y(page, 'sent sign requests');
  });

  test('shows the billing schedule with its totals, filters it by day and exports it', async ({ signedIn }) => {
    test.setTimeout(180_000);
    const page = await signedIn('Office administrator', { viewport, at: '/billing-schedule' });
    const rows = await tableRows(page, 'Billing schedule');
    expect(rows.length).toBeGreaterThan(3);
    const totals = page.getByRole('group', { name: 'Billing schedule totals' });
    await expect.poll(() => totals.innerText()).toMatch(/Units\s*\d+/);
    await checkA11y(page, 'billing schedule');

    await page.locator('label.bp6-checkbox', { hasText: /^Tue$/ }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Tue' }).isChecked()).toBe(true);
    await expect.poll(async () => (await tableRows(page, 'Billing schedule')).every((row) => row[0]!.startsWith('Tue '))).toBe(true);
    // The totals follow the filter: the units shown on a full page are no more than the total.
    const tuesdays = await tableRows(page, 'Billing schedule');
    const units = tuesdays.reduce((sum, row) => sum + Number(row[6]), 0);
    await expect.poll(async () => Number(/Units\s*(\d+)/.exec(await totals.innerText())?.[1])).toBeGreaterThanOrEqual(units);

    const csv = await exported(page, 'Export CSV', /^Download billing-schedule\.csv$/);
    const lines = csv.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Date,Day,Start,End,Student,Staff,Service,Service line,Billing code,Location,Place of service,Session type,Units,Hours,Status',
    );
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'Tue')).toBe(true);

    // A range that ends before it starts is named beside its field.
    await page.getByLabel('To', { exact: true }).fill('2000-01-01');
    await expect.poll(() => page.getByText('The to date must be on or after the from date.').isVisible()).toBe(true);
  });
});
