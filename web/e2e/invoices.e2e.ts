// Invoices in the browser as the office administrator: an ABA invoice is built for a student's month (the lines
// previewed with the total the PDF then carries), its PDF opened and read back; a month with nothing to bill says so;
// the invoice is on the ABA list; the SETSS request previews a month in hours; the invoice report is filtered and
// exported as a workbook. Every screen is checked with axe at 1366×850.
import type { Page } from '@playwright/test';
import { expect, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';
import { graphqlAs as ask } from './setup/graphql';
import { pdfText } from './setup/pdfText';

const viewport = { width: 1366, height: 850 };

interface Line {
  studentId: string;
  studentName: string;
  funderId: string;
  funderName: string;
  date: string;
}
interface Choice {
  studentId: string;
  studentName: string;
  funderId: string;
  funderName: string;
  month: string;
  count: number;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A student's month with a few billable sessions of one funder, in the lines an invoice form bills; latest month first. */
async function monthToBill(page: Page, kind: 'ABA' | 'SETSS'): Promise<Choice> {
  const { options } = await ask<{ options: { months: string[] } }>(page, '{ options: invoiceReportFilterOptions { months } }');
  for (const month of options.months) {
    const { report } = await ask<{ report: { nodes: Line[] } }>(
      page,
      'query($f: InvoiceReportFilter) { report: invoiceReport(filter: $f, page: { perPage: 500 }) { nodes { studentId studentName funderId funderName date } } }',
      { f: { kind, monthYear: month } },
    );
    const groups = new Map<string, Choice>();
    for (const line of report.nodes) {
      const key = `${line.studentId}|${line.funderId}`;
      const group = groups.get(key) ?? {
        studentId: line.studentId,
        studentName: line.studentName,
        funderId: line.funderId,
        funderName: line.funderName,
        month,
        count: 0,
      };
      group.count += 1;
      groups.set(key, group);
    }
    const found = [...groups.values()].find((group) => group.count >= 2 && group.count <= 10) ?? [...groups.values()][0];
    if (found) return found;
  }
  throw new Error(`no ${kind} sessions to invoice`);
}

async function totalOf(page: Page, choice: Choice, kind: 'ABA' | 'SETSS'): Promise<{ sessions: number; amount: number }> {
  const { totals } = await ask<{ totals: { sessions: number; amount: number } }>(
    page,
    'query($f: InvoiceReportFilter) { totals: invoiceReportTotals(filter: $f) { sessions amount } }',
    { f: { studentId: choice.studentId, funderId: choice.funderId, monthYear: choice.month, kind } },
  );
  return totals;
}

async function choose(page: Page, choice: Choice): Promise<void> {
  await page.getByLabel('Funder', { exact: true }).selectOption(choice.funderId);
  await page.getByLabel('Student', { exact: true }).selectOption(choice.studentId);
  await page.getByLabel('Month', { exact: true }).selectOption(choice.month);
}

test.describe('invoices as the office administrator', () => {
  test('builds an ABA invoice for a month, opens its PDF, lists it, and reports and exports the month', async ({ signedIn }) => {
    test.setTimeout(240_000);
    const page = await signedIn('Office administrator', { viewport });
    const aba = await monthToBill(page, 'ABA');
    const expected = await totalOf(page, aba, 'ABA');

    await page.goto('/invoice');
    await page.getByRole('heading', { name: 'Choose a funder, a student and a month' }).waitFor();
    await expect.poll(() => page.getByLabel('Funder', { exact: true }).locator('option').count()).toBeGreaterThan(1);
    await choose(page, aba);
    await page.getByLabel('Form', { exact: true }).selectOption('ABA');
    const lines = page.getByRole('table', { name: 'Invoice lines' });
    await lines.waitFor();
    expect(await lines.locator('tbody tr').count()).toBe(expected.sessions);
    const totals = page.getByRole('group', { name: 'Invoice totals' });
    await expect.poll(() => totals.innerText()).toContain(usd.format(expected.amount));
    await checkA11y(page, 'build an invoice');

    // Make PDF opens the invoice; its text carries the total the screen showed.
    await page.getByRole('button', { name: 'Make PDF' }).click();
    const open = page.getByRole('button', { name: /^Open PDF INV-/ });
    await open.waitFor();
    const url = (await open.getAttribute('href')) ?? '';
    const number = /INV-\d{6}-\d{5}/.exec((await open.innerText()) ?? '')?.[0] ?? '';
    expect(number).not.toBe('');
    const response = await page.request.get(url);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const bytes = new Uint8Array(await response.body());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('ABA Services Invoice');
    expect(text).toContain(number);
    expect(text).toContain(aba.studentName);
    expect(text).toMatch(new RegExp(`Total due\\s+${usd.format(expected.amount).replace(/[$.]/g, '\\$&')}`));

    // A month with nothing to bill says so; there is no PDF to make.
    await page
      .getByLabel('Month', { exact: true })
      .selectOption({ index: (await page.getByLabel('Month', { exact: true }).locator('option').count()) - 1 });
    await page.getByRole('heading', { name: 'No sessions to invoice' }).waitFor();
    expect(await page.getByRole('button', { name: 'Make PDF' }).count()).toBe(0);

    // The invoice is on the ABA list.
    await page.goto(`/invoice-list?list=aba&student=${aba.studentId}`);
    await page.getByRole('grid', { name: 'ABA invoices' }).waitFor();
    await expect.poll(() => page.getByRole('grid', { name: 'ABA invoices' }).innerText()).toContain(number);
    await checkA11y(page, 'invoice list');

    // The SETSS request previews a month in hours.
    const setss = await monthToBill(page, 'SETSS');
    const setssTotal = await totalOf(page, setss, 'SETSS');
    await page.goto('/invoice-setss-request');
    await expect.poll(() => page.getByLabel('Funder', { exact: true }).locator('option').count()).toBeGreaterThan(1);
    await choose(page, setss);
    await page.getByRole('table', { name: 'Invoice lines' }).waitFor();
    expect(await page.getByRole('table', { name: 'Invoice lines' }).locator('thead').innerText()).toContain('Hours');
    await expect.poll(() => page.getByRole('group', { name: 'Invoice totals' }).innerText()).toContain(usd.format(setssTotal.amount));
    await checkA11y(page, 'SETSS request');

    // The report, filtered to the month and the student, totals what it lists and exports a workbook.
    await page.goto(`/invoice-report?month=${aba.month}`);
    await page.getByRole('grid', { name: 'Invoice lines' }).waitFor();
    await page.getByLabel('Student', { exact: true }).selectOption(aba.studentId);
    await page.getByLabel('Funder', { exact: true }).selectOption(aba.funderId);
    await expect.poll(() => new URL(page.url()).searchParams.get('student')).toBe(aba.studentId);
    const { totals: reportTotals } = await ask<{ totals: { amount: number } }>(
      page,
      'query($f: InvoiceReportFilter) { totals: invoiceReportTotals(filter: $f) { amount } }',
      { f: { studentId: aba.studentId, funderId: aba.funderId, monthYear: aba.month } },
    );
    await expect.poll(() => page.getByRole('group', { name: 'Report totals' }).innerText()).toContain(usd.format(reportTotals.amount));
    await expect.poll(() => page.getByRole('grid', { name: 'Invoice lines' }).innerText()).toContain(aba.studentName);
    await checkA11y(page, 'invoice report');
    await page.getByRole('button', { name: 'Export XLSX' }).click();
    const link = page.getByRole('link', { name: /^Download invoice-report-/ });
    await link.waitFor();
    const workbook = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(workbook.headers()['content-type']).toContain('spreadsheetml');
    expect(
      Buffer.from(await workbook.body())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});
