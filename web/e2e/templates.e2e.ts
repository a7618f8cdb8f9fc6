// Templates in Chromium against the built gateway and its stand-in, as the office administrator: a Word template
// filled for a student and previewed (DOCX and PDF offered), the PDF template editor placing a field by mouse and by
// numbers and filling it, comments, merge fields, short codes and case documents; then a template sent to a family
// as an agreement, the client portal opened signed out with its link, the agreement signed by keyboard, and a
// tampered link refused with the one plain message. Every screen is checked with axe.
import type { Page } from '@playwright/test';
import { expect, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';

const viewport = { width: 1366, height: 850 };
const invalidLink = 'This link is not valid or has expired.';

/** Chooses the first student in the page's student select, once the students have loaded; answers the name shown. */
async function chooseStudent(page: Page, label = 'Fill for student'): Promise<string> {
  const select = page.getByLabel(label);
  await expect.poll(() => select.locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(1);
  await select.selectOption({ index: 1 });
  const card = page.locator('[aria-label^="Filled for "]');
  await card.waitFor({ timeout: 30_000 });
  return ((await card.getAttribute('aria-label')) ?? '').replace(/^Filled for /, '');
}

test.describe('templates as the office administrator', () => {
  test('fills a Word template for a student and previews it', async ({ signedIn }) => {
    test.setTimeout(150_000);
    const page = await signedIn('Office administrator', { viewport, at: '/templates' });
    await page.getByRole('button', { name: 'Open Consent for ABA Services' }).waitFor({ timeout: 30_000 });
    await checkA11y(page, 'templates');

    await page.getByRole('button', { name: 'Open Consent for ABA Services' }).click();
    await page.getByRole('heading', { name: 'Template: Consent for ABA Services' }).waitFor();
    const student = await chooseStudent(page);
    expect(student).not.toBe('');
    const filled = page.locator('.templates-filled');
    await expect.poll(() => filled.textContent()).toContain(`Client: ${student}`);
    expect(await filled.textContent()).toContain('Bright Path ABA');
    expect(await filled.textContent()).not.toContain('{student_name}');
    const docx = page.getByRole('button', { name: 'Download DOCX' });
    expect(await docx.getAttribute('download')).toBe(`Consent for ABA Services - ${student}.docx`);
    const docxBytes = await page.request.get((await docx.getAttribute('href'))!);
    expect(docxBytes.status()).toBe(200);
    const pdf = await page.request.get((await page.getByRole('button', { name: 'Open PDF' }).getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await checkA11y(page, 'template preview');

    // Comments on the template: the thread grows with the new one.
    await page.getByRole('link', { name: 'Comments' }).click();
    await page.getByLabel('Add a comment').fill('Please move the date under the signature line.');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await page.getByText('Please move the date under the signature line.').waitFor();
    await checkA11y(page, 'template comments');

    await page.goto('/merge-field');
    // The table's cells: the page's own help names {student_name} too.
    await page.getByRole('cell', { name: '{student_name}' }).waitFor();
    await page.getByRole('cell', { name: '{practice_name}' }).waitFor();
    await checkA11y(page, 'merge fields');

    await page.goto('/template-short-code');
    await page.getByText('practice_phone', { exact: true }).waitFor();
  });

  test('places a field on a PDF by mouse and by numbers, saves, and fills it', async ({ signedIn }) => {
    test.setTimeout(150_000);
    const page = await signedIn('Office administrator', { viewport, at: '/pdf-template-editor' });
    const chooser = page.getByLabel('PDF template');
    await expect.poll(() => chooser.locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    await chooser.selectOption({ label: 'Intake Sheet' });
    const pageBox = page.locator('.pdf-page-box[data-page="1"]');
    await pageBox.waitFor();
    await page.getByText('Page 1: 612 × 792 pt').waitFor();

    // A click on the page places the chosen field there; dragging it moves it.
    await page.getByLabel('Field to place').selectOption('guardian_name');
    const box = (await pageBox.boundingBox())!;
    await page.mouse.click(box.x + 40, box.y + 200);
    const placed = page.getByRole('button', { name: /^\{guardian_name\} on page 1/ });
    await placed.waitFor();
    const chip = (await placed.boundingBox())!;
    await page.mouse.move(chip.x + 5, chip.y + 5);
    await page.mouse.down();
    await page.mouse.move(chip.x + 65, chip.y - 35, { steps: 6 });
    await page.mouse.up();
    const x = Number(await page.getByLabel('x of placement 4').inputValue());
    expect(x).toBeGreaterThan(100);
    // The same field by numbers: 300 points from the left.
    await page.getByLabel('x of placement 4').fill('300');
    await page.getByLabel('y of placement 4').fill('600');
    await expect.poll(() => placed.getAttribute('aria-label')).toContain('at x 300, y 600');
    // And one point right by keyboard.
    await placed.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByLabel('x of placement 4').inputValue()).toBe('301');
    await page.getByText('Unsaved changes', { exact: false }).waitFor();
    await checkA11y(page, 'pdf template editor');

    await page.getByRole('button', { name: 'Save placements' }).click();
    await page.getByText('Placements saved.').waitFor();
    await expect.poll(() => page.getByText('Unsaved changes', { exact: false }).count()).toBe(0);
    const student = await chooseStudent(page);
    await expect.poll(() => page.locator('.templates-filled').textContent()).toContain(student);
    const pdf = await page.request.get((await page.getByRole('button', { name: 'Open PDF' }).getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  });

  test('lists case documents and opens one', async ({ signedIn }) => {
    test.setTimeout(90_000);
    const page = await signedIn('Office administrator', { viewport, at: '/case-documents' });
    const details = page.getByRole('button', { name: /^Details of / }).first();
    await details.waitFor({ timeout: 30_000 });
    await checkA11y(page, 'case documents');
    await details.click();
    await page.getByText('Content', { exact: true }).waitFor();
    await checkA11y(page, 'case document details');
    await page.goto('/case-documents/templates');
    await page.getByText('Treatment Plan', { exact: true }).waitFor();
  });
});

test.describe('the client portal, signed out', () => {
  test('opens with the link sent with an agreement, and the family signs it', async ({ openPage, signedIn }) => {
    test.setTimeout(150_000);
    const office = await signedIn('Office administrator', { viewport, at: '/templates' });
    await office.getByRole('button', { name: 'Send Financial Agreement to a family' }).click();
    const student = await chooseStudent(office);
    await office.getByRole('button', { name: `Send to ${student}'s family` }).click();
    const link = office.getByLabel('Client portal link');
    await link.waitFor();
    const address = new URL(await link.inputValue());
    expect(address.pathname).toMatch(/^\/client-portal\/\d+\./);
    await checkA11y(office, 'customer preview');

    const family = await openPage(address.pathname, { viewport });
    await family.getByRole('heading', { name: `Documents for ${student}` }).waitFor({ timeout: 30_000 });
    await checkA11y(family, 'client portal');
    await family.getByRole('link', { name: 'Financial Agreement' }).first().click();
    await family.getByRole('heading', { name: 'Financial Agreement' }).waitFor();
    expect(await family.getByLabel('Document text').textContent()).toContain(student);
    await checkA11y(family, 'client portal document');

    // Typed by keyboard alone: the Type tab, the name, Enter.
    await family.getByRole('tab', { name: 'Draw' }).focus();
    await family.keyboard.press('ArrowRight');
    await family.keyboard.press('Enter');
    await family.keyboard.press('Tab');
    await family.keyboard.type('Pat Guardian');
    await family.getByRole('img', { name: 'Preview of the typed signature: Pat Guardian' }).waitFor();
    await family.keyboard.press('Enter');
    await family.getByText('You signed this document', { exact: false }).waitFor({ timeout: 30_000 });
    await family.getByRole('img', { name: 'Your signature' }).waitFor();

    // The practice sees it signed.
    await office.getByRole('link', { name: 'Agreements' }).click();
    await office
      .getByText(/^Signed /)
      .first()
      .waitFor();

    // A changed token sees the one message and nothing else.
    const tampered = await openPage(`${address.pathname.slice(0, -1)}${address.pathname.endsWith('A') ? 'B' : 'A'}`, { viewport });
    await tampered.getByText(invalidLink).waitFor({ timeout: 30_000 });
    expect(await tampered.getByRole('link', { name: 'Financial Agreement' }).count()).toBe(0);
    await checkA11y(tampered, 'client portal refused');
  });
});
