// Spreadsheet imports in the browser as the office administrator: a two-sheet workbook is uploaded, its first sheet
// (no session columns) is refused naming the columns, its second is chosen; the rows are checked before anything is
// written, the three bad ones listed by row; the import runs and is followed to its end; the import is in the import
// file log and its details, and its refused rows export as an error sheet (XLSX). Every page is checked with axe.
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, pinnedNow, test } from './setup/fixtures';
import { checkA11y, tableRows } from './setup/browser';
import { graphqlAs } from './setup/graphql';
import { nextStamp } from '../../mocks/src/kit/stamp';

const viewport = { width: 1366, height: 850 };

function daysAgo(days: number): string {
  return new Date(pinnedNow().getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/** A student, a service one of their authorizations covers over the last three weeks, and a staff member. */
async function coveredService(page: Page): Promise<{ studentId: string; service: string; staffId: string }> {
  const { found } = await graphqlAs<{ found: { id: string; studentId: string; startDate: string; endDate: string }[] }>(
    page,
    'query($date: Date) { found: findStudentAuthorizations(date: $date) { id studentId startDate endDate } }',
    { date: daysAgo(12) },
  );
  const staff = await graphqlAs<{ page: { nodes: { id: string }[] } }>(page, '{ page: allStaffs(page: { perPage: 50 }) { nodes { id } } }');
  for (const authorization of found.filter((row) => row.startDate <= daysAgo(21) && row.endDate >= daysAgo(2))) {
    const { services } = await graphqlAs<{ services: { service: { name: string } | null }[] }>(
      page,
      'query($id: ID!) { services: studentAuthorizationServices(authorizationId: $id) { service { name } } }',
      { id: authorization.id },
    );
    const name = services[0]?.service?.name;
    if (name) return { studentId: authorization.studentId, service: name, staffId: staff.page.nodes[0]!.id };
  }
  throw new Error('no authorization covers the last three weeks');
}

async function sessionsWorkbook(studentId: string, staffId: string, service: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Notes').addRows([
    ['Month', 'Sessions'],
    ['October', 2],
  ]);
  book.addWorksheet('Sessions').addRows([
    ['Student ID', 'Staff ID', 'Service', 'Date', 'Start Time', 'End Time'],
    [studentId, staffId, service, daysAgo(3), '06:35', '07:35'],
    ['999999', staffId, service, daysAgo(4), '06:35', '07:35'],
    [studentId, staffId, service, '2026-02-30', '06:35', '07:35'],
    [studentId, staffId, service, daysAgo(5), '06:35', '07:05'],
    [studentId, staffId, service, daysAgo(6), '09:00', '08:00'],
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test.describe('spreadsheet imports as the office administrator', () => {
  test('imports the second sheet of a workbook, lists the bad rows, and shows the import in the log with its error sheet', async ({ signedIn }) => {
    test.setTimeout(240_000);
    const page = await signedIn('Office administrator', { viewport });
    const { studentId, staffId, service } = await coveredService(page);
    const fileName = `sessions-${nextStamp()}.xlsx`;

    await page.goto('/invoice-import-list');
    await page.getByRole('form', { name: 'Upload a spreadsheet' }).waitFor();
    await checkA11y(page, 'invoice imports');
    await page.locator('input[type=file]').setInputFiles({
      name: fileName,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await sessionsWorkbook(studentId, staffId, service),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();

    // The first sheet lacks the session columns: refused, naming them.
    await page.getByRole('button', { name: 'Use this sheet' }).click();
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toContain('The sheet Notes is missing the columns: Student ID, Staff ID, Service, Date, Start Time, End Time.');

    await page
      .locator('label.bp6-radio')
      .filter({ hasText: /^Sessions$/ })
      .click();
    await page.getByRole('button', { name: 'Use this sheet' }).click();
    expect(await tableRows(page, 'Rows with problems')).toEqual([
      ['3', 'Student ID 999999 is not a student.'],
      ['4', 'Date 2026-02-30 is not a real date.'],
      ['6', 'End Time 08:00 is not after Start Time 09:00.'],
    ]);
    await checkA11y(page, 'invoice import checked');

    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect.poll(() => page.getByText('Import finished').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'imported' }).first().innerText())
      .toContain('2 rows imported, 0 rows already present, 3 rows refused.');

    // The import's details in the log, and its error sheet.
    await page.getByRole('link', { name: 'Open in the import log' }).click();
    await page.waitForURL(/\/import-file-log\/details\/\d+$/);
    await page.getByRole('gridcell', { name: 'Student ID 999999 is not a student.' }).waitFor();
    await page.getByRole('button', { name: 'Export error sheet' }).click();
    const link = page.getByRole('link', { name: /^Download .*-errors\.xlsx$/ });
    await link.waitFor();
    const sheet = await page.request.get((await link.getAttribute('href'))!);
    const errors = new ExcelJS.Workbook();
    await errors.xlsx.load((await sheet.body()) as unknown as ExcelJS.Buffer);
    const rows = errors.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows.slice(1).map((row) => row[1])).toEqual(['3', '4', '6']);
    await checkA11y(page, 'import file log details');

    await page.goto('/import-file-log');
    await page.getByRole('gridcell', { name: fileName, exact: true }).waitFor();
    await checkA11y(page, 'import file log');
  });
});
