// Payroll in the browser as the office administrator: the daily salary shows each line's hours × rate = amount and
// a total that is the sum of the lines, the export is a real workbook, and a payout recorded on a staff member's
// page lowers what they are owed (a zero amount refused beside its field). Every page is checked with axe.
import type { Page } from '@playwright/test';
import { expect, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';
import { nextStamp } from '../../mocks/src/kit/stamp';

const viewport = { width: 1366, height: 850 };
/** A month and a week the seeded sessions cover. */
const december = '?from=2025-12-01&to=2025-12-31';
const firstWeek = '?from=2025-12-01&to=2025-12-07';

/** '$1,234.50' → 123450. */
function centsOf(text: string): number {
  const match = /^\$([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

/** The cells of each body row of the table named by its caption, as text, once it is on screen. */
async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const rows = page.getByRole('table', { name: caption }).locator('tbody tr');
  await rows.first().waitFor();
  return rows.evaluateAll((found) => found.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())));
}

test.describe('payroll as the office administrator', () => {
  test('shows the daily salary with its arithmetic, totals that add up, and exports it', async ({ signedIn }) => {
    test.setTimeout(120_000);
    const page = await signedIn('Office administrator', { viewport, at: `/daily-salary${firstWeek}` });
    const rows = await tableRows(page, 'Earnings by day');
    expect(rows.length).toBeGreaterThan(5);
    const lines = rows.slice(0, -1);
    for (const [, , , hours, rate, amount] of lines) {
      // Hours × rate, rounded to the cent, is the amount shown.
      expect(centsOf(amount!)).toBe(Math.round(Number(hours) * centsOf(rate!)));
    }
    const total = rows.at(-1)!;
    expect(total[0]).toBe('Total');
    expect(centsOf(total[5]!)).toBe(lines.reduce((sum, line) => sum + centsOf(line[5]!), 0));
    await expect.poll(() => page.getByRole('group', { name: 'Daily salary totals' }).innerText()).toContain(total[5]!);
    await checkA11y(page, 'daily salary');

    // A range that ends before it starts is named beside its field, and the page keeps what it showed.
    await page.getByLabel('To', { exact: true }).fill('2025-11-01');
    await expect.poll(() => page.getByText('The to date must be on or after the from date.').isVisible()).toBe(true);
    await page.getByLabel('To', { exact: true }).fill('2025-12-07');

    const popup = page
      .context()
      .waitForEvent('page')
      .catch(() => null);
    await page.getByRole('button', { name: 'Export' }).click();
    const link = page.getByRole('link', { name: /^Download payroll-2025-12-01-to-2025-12-07\.xlsx$/ });
    await link.waitFor();
    await (await popup)?.close();
    const file = await page.request.get((await link.getAttribute('href'))!);
    expect(file.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect((await file.body()).subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  });

  test("shows staff salaries and one staff member's days", async ({ signedIn }) => {
    test.setTimeout(120_000);
    const page = await signedIn('Office administrator', { viewport, at: `/staff-salary${december}` });
    const rows = await tableRows(page, 'Staff salaries');
    const total = rows.at(-1)!;
    expect(centsOf(total[4]!)).toBe(rows.slice(0, -1).reduce((sum, row) => sum + centsOf(row[4]!), 0));
    await checkA11y(page, 'staff salary');

    const earner = rows.findIndex((row) => centsOf(row[4]!) > 0);
    await page.getByRole('table', { name: 'Staff salaries' }).locator('tbody tr').nth(earner).getByRole('link').first().click();
    await page.waitForURL(/\/staff-daily-salary\/\d+\?from=2025-12-01&to=2025-12-31$/);
    const days = await tableRows(page, 'Earnings by day');
    expect(centsOf(days.at(-1)![4]!)).toBe(centsOf(rows[earner]![4]!));
    await checkA11y(page, 'staff daily salary');
  });

  test('records a payout and the due amount goes down by it', async ({ signedIn }) => {
    test.setTimeout(120_000);
    const page = await signedIn('Office administrator', { viewport, at: '/due-payout' });
    const rows = await tableRows(page, 'Due payouts');
    expect(rows.length).toBeGreaterThan(1);
    await checkA11y(page, 'due payout');
    const due = centsOf(rows[0]![5]!);
    expect(due).toBe(centsOf(rows[0]![3]!) - centsOf(rows[0]![4]!));

    await page.getByRole('table', { name: 'Due payouts' }).locator('tbody tr').first().getByRole('link', { name: 'Record payout' }).click();
    await page.waitForURL(/\/staff-payout\/\d+$/);
    const userId = new URL(page.url()).pathname.split('/').pop()!;
    const pay = page.getByRole('group', { name: 'Pay' });
    await expect.poll(() => pay.innerText()).toContain(rows[0]![5]!);
    await checkA11y(page, 'staff payout');

    await page.getByRole('button', { name: 'Record payout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payout' });
    await dialog.getByLabel('Amount (USD)').fill('0');
    await dialog.getByRole('button', { name: 'Record payout' }).click();
    await dialog.getByText('Rate must be greater than zero').waitFor();
    await checkA11y(page, 'record payout');
    await dialog.getByLabel('Amount (USD)').fill('25.00');
    await dialog.getByLabel('Note').fill('Advance');
    await dialog.getByRole('button', { name: 'Record payout' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const lower = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format((due - 2500) / 100);
    await expect.poll(() => pay.innerText()).toContain(lower);

    await page.goto(`/staff-due-payout/${userId}`);
    await expect.poll(() => page.getByRole('group', { name: 'Due payout' }).innerText()).toContain(lower);
    expect((await tableRows(page, 'Payouts'))[0]).toEqual([expect.any(String), '$25.00', 'Advance']);
  });

  test("imports a payroll provider's file: checked first, paid once, and the therapist sees it in their own pay", async ({ signedIn }) => {
    test.setTimeout(120_000);
    // A two-week period of this test's own (the process's stamp counter picks it), long before the pinned today.
    const counter = parseInt([...nextStamp()].reverse().join(''), 36);
    const start = new Date(Date.UTC(2024, 0, 1 + 14 * counter));
    const end = new Date(start.getTime() + 13 * 86_400_000);
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const us = (date: Date) => `${day(date).slice(5, 7)}/${day(date).slice(8, 10)}/${day(date).slice(0, 4)}`;
    const csv = [
      'staff_email,pay_period_start,pay_period_end,regular_hours,overtime_hours,hourly_rate',
      `therapist@practice.test,${day(start)},${day(end)},12.5,1,32.00`,
      `nobody@practice.test,${day(start)},${day(end)},8,0,25`,
    ].join('\n');
    const file = { name: 'payroll.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

    const page = await signedIn('Office administrator', { viewport, at: '/staff-salary' });
    await page.getByRole('navigation', { name: 'Payroll' }).getByRole('link', { name: 'Import payroll' }).click();
    await page.waitForURL('**/import-payroll');
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByRole('button', { name: 'Check the file' }).click();
    const check = page.getByRole('region', { name: 'Check of the file' });
    await expect(check).toContainText('1 row can be paid, 1 row will be left out.');
    // 12.5 h × $32.00 + 1 h × $48.00 = $448.00
    expect((await tableRows(page, 'Rows to pay'))[0]!.slice(1, 7)).toEqual([
      'Jordan Ellis',
      `${us(start)} – ${us(end)}`,
      '12.50',
      '1.00',
      '$32.00',
      '$448.00',
    ]);
    expect(await tableRows(page, 'Rows left out')).toEqual([['3', 'No staff member has the email nobody@practice.test.']]);
    await checkA11y(page, 'payroll import check');

    await check.getByRole('button', { name: 'Pay 1 row' }).click();
    await expect(page.getByRole('region', { name: 'Import summary' })).toContainText('1 row paid, 1 row left out.');

    // The same file again pays nobody twice.
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(check).toContainText('0 rows can be paid, 2 rows will be left out.');
    await expect(check.getByRole('button', { name: 'Pay 0 rows' })).toBeDisabled();
    expect((await tableRows(page, 'Rows left out'))[0]).toEqual([
      '2',
      `${us(start)}–${us(end)} is already paid to therapist@practice.test by an import ($448.00 on ${us(end)}).`,
    ]);

    // The therapist reads the payout in their own pay, from their profile.
    const own = await signedIn('Therapist', { viewport, at: '/profile' });
    await own.getByRole('link', { name: 'My pay' }).click();
    await own.waitForURL(/\/profile-pay\/\d+/);
    const payouts = await tableRows(own, 'Payouts');
    expect(payouts).toContainEqual([us(end), '$448.00', `Payroll import: 12.5 regular and 1 overtime hours at $32.00, ${us(start)}–${us(end)}`]);
    await checkA11y(own, 'my pay');
  });
});
