// Practice-management imports and monitoring in Chromium as the office administrator: the error list exported as
// XLSX and CSV (the files opened), a failed cron job restarted (its state and last run change in the table), the
// Rethink monitoring page drawn with its days, the Rethink sessions filtered to the failed ones and a day pulled, a
// sheets link run with its counts, a Kareo charges export imported with a bad row left out (its progress followed
// to the end), and the practice-wide activity history. Every screen is checked with axe.
import type { Page } from '@playwright/test';
import { expect, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';
import { graphqlAs } from './setup/graphql';

const viewport = { width: 1366, height: 850 };

/** Clicks an export button and answers the bytes of the file its link serves. */
async function exported(page: Page, button: string, fileName: string): Promise<Buffer> {
  const popup = page
    .context()
    .waitForEvent('page', { timeout: 5_000 })
    .catch(() => null);
  await page.getByRole('button', { name: button, exact: true }).click();
  const link = page.getByRole('link', { name: `Download ${fileName}`, exact: true });
  await link.waitFor();
  await (await popup)?.close();
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  return Buffer.from(await response.body());
}

test.describe('imports and monitoring as the office administrator', () => {
  test('exports the error list, restarts a cron job and opens the Rethink monitoring', async ({ signedIn }) => {
    test.setTimeout(240_000);
    const page = await signedIn('Office administrator', { viewport, at: '/error-list' });
    await page.getByRole('gridcell', { name: 'Student not found in the portal.', exact: true }).waitFor();
    await checkA11y(page, 'error list');
    const xlsx = await exported(page, 'Export', 'error-descriptions.xlsx');
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');
    await page.getByLabel('Source').selectOption('Rethink importer');
    await page.getByRole('gridcell', { name: 'No active authorization for the session date.', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('gridcell', { name: 'API', exact: true }).count()).toBe(0);
    // The CSV starts with a byte-order mark, so that spreadsheet programs read it as UTF-8.
    const csv = (await exported(page, 'Export CSV', 'error-descriptions.csv')).toString('utf8').replace(/^\uFEFF/, '');
    expect(csv.split(/\r?\n/)[0]).toBe('Source,Description,Count,First seen,Last seen');
    expect(csv).toContain('Rethink importer');
    expect(csv).not.toContain('SQLSTATE');

    await page.goto('/reports/web-pages-applications');
    const jobs = page.getByRole('table', { name: 'Scheduled jobs' });
    const batch = jobs.locator('tr', { hasText: 'eligibility:batch' });
    await batch.getByText('Failed', { exact: true }).waitFor();
    const before = await batch.locator('td').nth(3).innerText();
    await checkA11y(page, 'web monitoring');
    await page.getByRole('button', { name: 'Restart eligibility:batch' }).click();
    await batch.getByText('Idle', { exact: true }).waitFor();
    await expect.poll(() => batch.locator('td').nth(3).innerText()).not.toBe(before);
    await expect(batch.innerText()).resolves.not.toContain('timed out');

    await page.goto('/rethink-dashboard-monitoring');
    await page.locator('.rethink-chart [data-ready="true"]').waitFor();
    const days = page.getByRole('table', { name: 'Sessions by day' });
    await days.locator('tbody tr').first().waitFor();
    expect(await days.locator('tbody tr').count()).toBe(14);
    await checkA11y(page, 'rethink monitoring');
    await days.locator('tbody a').first().click();
    await page.waitForURL(/\/rethink-sessions-data\?.*status=Failed/);
    await page.getByRole('gridcell', { name: 'Failed', exact: true }).first().waitFor();
    await expect.poll(() => page.getByRole('gridcell', { name: 'Imported', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Pull sessions' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /sessions in Rethink: \d+ imported, \d+ failed, \d+ already imported/ })
      .waitFor();
    await checkA11y(page, 'rethink sessions');
  });

  test('runs a sheets link, imports a Kareo export with a bad row, and lists every student’s activity', async ({ signedIn }) => {
    test.setTimeout(240_000);
    const page = await signedIn('Office administrator', { viewport, at: '/sheets-link' });
    await page.getByRole('gridcell', { name: 'North clinic session log', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Run now: North clinic session log' }).click();
    const run = page.getByRole('dialog', { name: 'Run of North clinic session log' });
    await run.getByText(/^\d+ rows? in, \d+ failed\./).waitFor();
    await checkA11y(page, 'sheets link run');
    await page.keyboard.press('Escape');
    await run.waitFor({ state: 'hidden' });

    const found = await graphqlAs<{ page: { nodes: { firstName: string; lastName: string }[] } }>(
      page,
      '{ page: students(page: { perPage: 50 }) { nodes { firstName lastName } } }',
    );
    const student = `${found.page.nodes[0]!.firstName} ${found.page.nodes[0]!.lastName}`;
    const file = [
      'Encounter ID,Patient Name,Date of Service,CPT Code,Modifiers,Units,Rendering Provider,Insurance,Charges',
      `E2E-1,${student},2026-11-02,97153,HN,8,Morgan Reyes,Blue Cross PPO,130.00`,
      `E2E-2,${student},2026-11-03,97155,HO,4,Morgan Reyes,Blue Cross PPO,126.00`,
      `E2E-3,${student},2026-11-04,9715,,4,,,`,
      `E2E-4,${student},2026-11-05,97153,HN,6,Morgan Reyes,Blue Cross PPO,97.50`,
    ].join('\n');
    await page.goto('/auto-generate-session-import');
    const form = page.getByRole('form', { name: 'Import a practice-management export' });
    await form.getByLabel(/^Charges export/).setInputFiles({ name: 'e2e-kareo.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await form.getByRole('button', { name: 'Upload and import' }).click();
    await page.waitForURL(/kareoImport=\d+/);
    await page
      .getByRole('status')
      .filter({ hasText: 'Finished: 3 rows imported, 0 rows already imported, 1 row left out.' })
      .waitFor({ timeout: 30_000 });
    const left = page.getByRole('table', { name: 'Rows left out' });
    await expect(left.innerText()).resolves.toContain('The procedure code must be a five-character CPT code.');
    await page.getByRole('gridcell', { name: 'E2E-4', exact: true }).waitFor();
    await checkA11y(page, 'kareo import');

    await page.goto('/reports/student-activity-history');
    await page.getByRole('grid').getByRole('link').first().waitFor();
    await checkA11y(page, 'activity history');
  });
});
