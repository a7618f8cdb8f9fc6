// The graphs of progress in the browser as the Super Admin, for a student with recorded data: each graph is opened,
// a trend line or technical indicator toggled, its data table read, and its PNG and CSV exported (download events).
// A range that ends before it starts is refused beside the dates with no call; a student without data gets an
// empty state that says so; the behaviour-graph import reports refused rows and refuses a file that is not a
// spreadsheet. Every page is checked with axe at 1366×850.
import type { Page } from '@playwright/test';
import { expect, test } from './setup/fixtures';
import { checkA11y, tableRows } from './setup/browser';

const viewport = { width: 1366, height: 850 };
// A student with behaviour data, ABC entries and skill trials in the stand-in's seed.
const studentId = '21';

async function chartDrawn(page: Page, title: string): Promise<void> {
  const panel = page.getByRole('region', { name: title, exact: true });
  await panel.locator('.graph-chart[data-ready="true"]').waitFor();
  await panel.locator('canvas').first().waitFor();
}

async function exportsBoth(page: Page, base: RegExp): Promise<void> {
  const png = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PNG' }).click();
  expect((await png).suggestedFilename()).toMatch(new RegExp(`${base.source}.*\\.png$`));
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await csv;
  expect(file.suggestedFilename()).toMatch(new RegExp(`${base.source}.*\\.csv$`));
  // The browser runs elsewhere: the file is read through its stream.
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(Buffer.from(chunk as Uint8Array));
  expect(Buffer.concat(chunks).toString('utf8').split('\r\n')[0]).toMatch(/^(Day|Antecedent|Consequence),/);
}

test.describe('graphs of progress', () => {
  test('draws the behaviour graph with phases and trends, its table and exports, and refuses a backwards range', async ({ signedIn }) => {
    test.setTimeout(180_000);
    const page = await signedIn('Super Admin', {
      viewport,
      at: `/graph/student-behavior?student_id=${studentId}&date_from=2025-11-01&date_to=2025-12-29`,
    });
    await chartDrawn(page, 'Behavior frequency');
    const rows = await tableRows(page, 'occurrences per day');
    expect(rows).toHaveLength(59);
    // A day without a session is a gap, named in the table.
    expect(rows.flat()).toContain('No session');
    await expect.poll(() => page.getByText(/days without a session are left as gaps/).isVisible()).toBe(true);
    const trends = page.getByRole('checkbox', { name: 'Trend lines (per phase)' });
    expect(await trends.isChecked()).toBe(true);
    await page.getByText('Trend lines (per phase)').click();
    expect(await trends.isChecked()).toBe(false);
    await exportsBoth(page, /behavior-frequency-2025-11-01-to-2025-12-29/);
    await checkA11y(page, 'behavior graph');

    // The range ends before it starts: said beside the dates, and no graph is asked for.
    await page.goto(`/graph/student-behavior?student_id=${studentId}&date_from=2025-12-10&date_to=2025-12-01`);
    await page.getByText('The to date must be on or after the from date.').waitFor();
    await page.getByText('Check the dates').waitFor();
    expect(await page.locator('canvas').count()).toBe(0);

    // A student without recorded data.
    await page.goto('/graph/student-behavior?student_id=2');
    await page.getByText('No data to graph').waitFor();
  });

  test('draws the ABC, skill, note-helper and celeration graphs with indicators, tables and exports', async ({ signedIn }) => {
    test.setTimeout(180_000);
    const page = await signedIn('Super Admin', { viewport, at: `/graph/abc-behavior?student_id=${studentId}` });
    await chartDrawn(page, 'ABC by antecedent');
    expect((await tableRows(page, 'ABC entries by antecedent')).length).toBeGreaterThan(0);
    await exportsBoth(page, /abc-by-antecedent/);
    await page.getByLabel('Count by').selectOption('consequence');
    await chartDrawn(page, 'ABC by consequence');
    await checkA11y(page, 'ABC graph');

    await page.goto(`/graph/student-skill-behavior?student_id=${studentId}`);
    await chartDrawn(page, 'Skill acquisition');
    const before = await page.getByRole('table', { name: 'percent correct' }).locator('thead th').count();
    await page.getByText('3-session moving average').click();
    await expect.poll(() => page.getByRole('table', { name: 'percent correct' }).locator('thead th').count()).toBeGreaterThan(before);
    await page.getByRole('table', { name: 'percent correct' }).locator('thead th', { hasText: '3-session moving average' }).first().waitFor();
    await exportsBoth(page, /skill-acquisition/);
    await checkA11y(page, 'skill graph');

    await page.goto(`/graph/student-note-helper-graph?student_id=${studentId}`);
    await chartDrawn(page, 'Note helper percentage');
    expect((await tableRows(page, 'percent correct')).length).toBeGreaterThan(0);

    await page.goto(`/graph/fluency-rate?student_id=${studentId}`);
    await chartDrawn(page, 'Standard celeration chart');
    const header = await page.getByRole('table', { name: 'occurrences per minute' }).locator('thead th').allTextContents();
    expect(header.some((cell) => /celeration .*[×÷]\d+\.\d$/.test(cell))).toBe(true);
    expect(header).toContain('Minutes observed');
    await exportsBoth(page, /standard-celeration-chart/);
    await checkA11y(page, 'celeration chart');
  });

  test('imports behaviour data with a row report and refuses a file that is not a spreadsheet', async ({ signedIn }) => {
    test.setTimeout(120_000);
    const page = await signedIn('Super Admin', { viewport, at: '/graph/data-import-list' });
    await page.getByRole('region', { name: 'Imports made' }).waitFor();

    await page.locator('input[type=file]').setInputFiles({ name: 'graph.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await page.getByText('The file field must be a file of type: csv, txt, xlsx.').waitFor();

    const csv = [
      'student_id,behavior,date,frequency,duration_seconds,intensity',
      `${studentId},Hitting,2025-12-30,4,20,Mild`,
      `${studentId},Whistling,2025-12-30,1,,`,
    ].join('\n');
    await page.locator('input[type=file]').setInputFiles({ name: 'behaviour.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await page.getByText('1 row imported, 1 row rejected.').waitFor();
    await page.getByRole('cell', { name: "The behavior is not one of the student's behaviors." }).waitFor();
    await page.reload();
    await page
      .getByRole('table', { name: /Behavior data imports/ })
      .getByText('behaviour.csv')
      .first()
      .waitFor();
    await checkA11y(page, 'data import list');
  });
});
