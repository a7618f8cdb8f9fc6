// The goal generator in Chromium as the office administrator: a goal sheet converted to a Word document (excel to
// doc), a file that is not Word refused by its content, that Word document converted back to rows (doc to excel),
// a misspelt skill area found by the check list and corrected in edit file data, and the spreadsheet downloaded and
// opened with exceljs holding the corrected goals. The conversion templates, goal activity and goal headers pages
// are opened too. Every screen is checked with axe.
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';
import { graphqlAs } from './setup/graphql';

const viewport = { width: 1366, height: 850 };

const goals = [
  ['Manding', 'Request preferred items using two-word phrases', 'Cookie please'],
  ['Manding', 'Request preferred items using two-word phrases', 'Want ball'],
  ['Langauge', 'Follow two-step instructions', 'Get your shoes and sit down'],
  ['Tacting', 'Label 50 common objects', 'Animals'],
] as const;

async function goalSheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Goals');
  sheet.addRow(['Skill Area', 'Goal', 'Target']);
  for (const row of goals) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Presses a download button and fetches the file its link names. */
async function downloaded(page: Page, button: string, fileName: RegExp): Promise<Buffer> {
  const popup = page
    .context()
    .waitForEvent('page', { timeout: 5_000 })
    .catch(() => null);
  await page.getByRole('button', { name: button }).click();
  const link = page.getByRole('link', { name: fileName });
  await link.waitFor();
  await (await popup)?.close();
  const file = await page.request.get((await link.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  return file.body();
}

async function convert(page: Page, template: string, file: { name: string; mimeType: string; buffer: Buffer }, student?: string): Promise<void> {
  const form = page.getByRole('form', { name: /conversion$/ });
  await form.getByLabel('Conversion template').selectOption({ label: template });
  if (student) await form.getByLabel('Student name').fill(student);
  await form.getByLabel(/^File/).setInputFiles(file);
  await form.getByRole('button', { name: 'Convert' }).click();
}

test.describe('goal generator as the office administrator', () => {
  test('converts a goal sheet to Word and back, corrects a row and downloads the spreadsheet', async ({ signedIn }) => {
    test.setTimeout(240_000);
    const page = await signedIn('Office administrator', { viewport });
    // A student the practice has, so that the check list finds only the misspelt skill area.
    const found = await graphqlAs<{ page: { nodes: { firstName: string; lastName: string }[] } }>(
      page,
      '{ page: students(page: { perPage: 50 }) { nodes { firstName lastName } } }',
    );
    const student = `${found.page.nodes[0]!.firstName} ${found.page.nodes[0]!.lastName}`;

    // Excel to doc: the sheet becomes a Word document in the template's layout.
    await page.goto('/goal-generator/excel-to-doc');
    await page.getByText(/Reads a spreadsheet whose header row/).waitFor();
    await convert(page, 'Goal sheet to treatment plan', {
      name: 'avery-goals.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await goalSheet(),
    });
    await page.getByText('4 goal rows read from avery-goals.xlsx').waitFor();
    await checkA11y(page, 'excel to doc, converted');
    const word = await downloaded(page, 'Download Word document', /Download avery-goals\.docx/);
    expect([...word.subarray(0, 2)]).toEqual([0x50, 0x4b]);

    // Doc to excel: a picture named .docx is refused by its content, beside the file field.
    await page.goto('/goal-generator/doc-to-excel');
    await page.getByText(/Reads one student’s Word document/).waitFor();
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 200, height: 120 } });
    await convert(
      page,
      'Treatment plan (one student)',
      { name: 'plan.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: png },
      student,
    );
    await page.getByText("The file 'plan.docx' is a PNG image by its content, not a Word document (.docx).").waitFor();
    await checkA11y(page, 'doc to excel, refused');

    // The Word document written above reads back as the same rows.
    await convert(
      page,
      'Treatment plan (one student)',
      { name: 'avery-plan.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: word },
      student,
    );
    await page.getByText('4 goal rows read from avery-plan.docx').waitFor();

    // Edit file data: the check list names the misspelt skill area; the row is corrected and saved.
    await page.getByRole('link', { name: 'Check and correct the rows' }).click();
    await page.waitForURL(/\/goal-generator\/edit-file-data\/\d+$/);
    await page.getByText("Row 3: skill area 'Langauge' does not exist.").waitFor();
    expect(await page.getByText(/does not exist/).count()).toBe(1);
    await expect.poll(() => page.getByLabel('Row 3 skill area').inputValue()).toBe('Langauge');
    await checkA11y(page, 'edit file data');
    await page.getByLabel('Row 3 skill area').fill('Listener Responding');
    await page.getByRole('button', { name: 'Save rows' }).click();
    await page.getByText('File data saved.').waitFor();
    await expect.poll(() => page.getByText(/does not exist/).count()).toBe(0);

    // The spreadsheet written from the saved rows opens with the corrected goals.
    const xlsx = await downloaded(page, 'Download spreadsheet', /Download avery-plan\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as unknown as ExcelJS.Buffer);
    const rows: string[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push([1, 2, 3, 4].map((column) => String(row.getCell(column).value ?? ''))));
    expect(rows).toEqual([
      ['Student', 'Skill Area', 'Goal', 'Target'],
      ...goals.map(([area, goal, target]) => [student, area === 'Langauge' ? 'Listener Responding' : area, goal, target]),
    ]);
  });

  test('shows the conversion templates, goal activity and each goal header version', async ({ signedIn }) => {
    test.setTimeout(180_000);
    const page = await signedIn('Office administrator', { viewport });
    const pages: [string, string | RegExp][] = [
      ['/goal-generator/conversion-templates', 'Treatment plans (students by Title)'],
      ['/goal-generator/conversion-templates/add', 'Skill area marker'],
      ['/goal-generator/doc-to-excel-v2', /Version II reads several students/],
      ['/goal-activity', 'Natural Environment Teaching'],
      ['/goal-activity/add', 'Activity session'],
      ['/goal-headers', 'Communication Goals'],
      ['/goal-headers/v2', 'Communication Goals'],
      ['/goal-headers/v3', 'Mastery Criteria'],
    ];
    for (const [path, text] of pages) {
      await page.goto(path);
      await page.getByText(text).first().waitFor();
      await checkA11y(page, path);
    }
    // Each header page says which version it shows.
    await page.getByRole('navigation', { name: 'Goal header versions' }).getByText('Version 3').first().waitFor();
  });
});
