// Session templates in the browser as the office administrator: a template is built with a short code picked from
// the list (an unknown code typed by hand is named before saving), its fields reordered, saved, and previewed
// filled from the sample session; the PDF templates' list and a PDF template's filled preview are shown too.
// Every page is checked with axe.
import { expect, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';
import { nextStamp } from '../../mocks/src/kit/stamp';

const viewport = { width: 1366, height: 850 };

test.describe('session templates as the office administrator', () => {
  test('builds a template with a short code and previews it filled', async ({ signedIn }) => {
    test.setTimeout(180_000);
    const page = await signedIn('Office administrator', { viewport, at: '/dynamic-session-templates' });
    await page.getByRole('gridcell', { name: 'ABA Direct Therapy Note', exact: true }).waitFor();
    await checkA11y(page, 'dynamic session templates');

    await page.getByRole('button', { name: 'Add dynamic session template' }).click();
    await page.waitForURL(/\/dynamic-session-templates\/add$/);
    const name = `Home Session Note ${nextStamp()}`;
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);

    // A short text whose text starts with a short code picked from the list, then an unknown one typed by hand.
    await page.getByRole('button', { name: 'Add field to section 1' }).click();
    await page.getByRole('textbox', { name: 'Label of Section 1, field 1' }).fill('Client');
    const text = page.getByRole('textbox', { name: 'Starts with' });
    await text.click();
    await page.getByRole('button', { name: /^Insert \{student_name\}/ }).click();
    await expect.poll(() => text.inputValue()).toBe('{student_name}');
    await text.click();
    await text.press('End');
    await text.pressSequentially(' with {therapist}');
    await page.getByText('Unknown short codes: {therapist}.').waitFor();
    await text.fill('{student_name} on ');
    await text.press('End');
    await page.getByRole('button', { name: /^Insert \{session_date\}/ }).click();
    await expect.poll(() => text.inputValue()).toBe('{student_name} on {session_date}');
    await page.getByText(/Every short code is known/).waitFor();

    // A choice, moved above the text with the keyboard.
    await page.getByRole('combobox', { name: 'Kind of the new field in section 1' }).selectOption('CHOICE');
    await page.getByRole('button', { name: 'Add field to section 1' }).click();
    await page.getByRole('textbox', { name: 'Label of Section 1, field 2' }).fill('Participation');
    await page.getByRole('button', { name: 'Move Participation up' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Label of Section 1, field 1' }).inputValue()).toBe('Participation');
    await checkA11y(page, 'template builder');

    await page.getByRole('button', { name: 'Save template' }).click();
    await page.waitForURL(/\/dynamic-session-templates\/edit\/\d+$/);
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.waitForURL(/\/dynamic-session-templates\/preview\/\d+$/);
    const preview = page.getByRole('table', { name: 'Session details' });
    await preview.waitFor();
    expect(await preview.textContent()).toContain('Jordan Avery on 11/24/2026');
    expect(await preview.textContent()).toContain('Participation');
    await checkA11y(page, 'template preview');

    await page.goto('/pdf-session-templates');
    await page.getByRole('gridcell', { name: 'Medicaid Treatment Log (PDF)', exact: true }).waitFor();
    await page.goto('/pdf-session-templates/edit/10');
    await page.getByRole('link', { name: 'medicaid-treatment-log.pdf' }).waitFor();
    await checkA11y(page, 'PDF template builder');
    await page.goto('/pdf-session-templates');
    await page.getByRole('button', { name: 'Preview Medicaid Treatment Log (PDF)' }).click();
    await page.getByTitle('Medicaid Treatment Log (PDF), filled (PDF)').waitFor();
    await page.getByRole('table', { name: 'Treatment log' }).waitFor();
    await checkA11y(page, 'PDF template preview');
  });
});
