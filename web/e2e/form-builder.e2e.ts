// The form builder in the browser as the office administrator: a form built by dragging fields from the palette and
// by keyboard (Alt+Up/Down on a handle, announced), refused while a field has no label or shares a key, previewed as
// the family sees it, saved, sent to a student's family, filled and signed on the guest page signed out, and seen
// submitted; an edit after that makes version 2 while the submission keeps version 1, and the builder's Versions
// dialog lists version 1 and shows its questions read-only. Screens checked with axe.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';
import { graphqlAs } from './setup/graphql';
import { nextStamp } from '../../mocks/src/kit/stamp';

const stamp = nextStamp();
const title = `Sleep and play ${stamp}`;

const fieldItems = (page: Page) => page.getByRole('list', { name: 'Fields of the form' }).locator(':scope > li');
const fieldLabels = (page: Page) => page.getByRole('list', { name: 'Fields of the form' }).locator('.form-builder-label').allInnerTexts();
const paletteKind = (page: Page, kind: string) => page.getByRole('button', { name: `Add a ${kind} field` });
const dropzone = (page: Page) => page.locator('.form-builder-dropzone');
const announcement = (page: Page) => page.locator('.form-builder [role="status"][aria-live="polite"]');

/** Types the chosen field's label in the settings panel. */
async function label(page: Page, text: string): Promise<void> {
  const input = page.getByLabel(/^(Label|Heading)/);
  await input.fill(text);
}

const versionsDialog = (page: Page) => page.getByRole('dialog', { name: `Earlier versions of ${title}` });

/** Opens the builder's Versions dialog (the form's versions are read then) and answers it once loaded. */
async function openVersions(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Versions', exact: true }).click();
  const dialog = versionsDialog(page);
  await dialog.waitFor();
  await dialog.locator('.bp6-spinner').waitFor({ state: 'detached' });
  return dialog;
}

/** Opens the intake form list at the form of this run and answers its row's text. */
async function listedRow(page: Page): Promise<Locator> {
  await page.goto(`/intake-forms?search=${encodeURIComponent(title)}`);
  const row = page.locator('.ag-row', { hasText: title }).first();
  await row.waitFor();
  return row;
}

test.describe('the form builder', () => {
  test('builds a form by drag and by keyboard, previews it, and a family fills it signed out', async ({ openPage, signedIn }) => {
    test.setTimeout(240_000);
    const page = await signedIn('Office administrator', { at: '/form-builder' });
    await dropzone(page)
      .getByText(/No fields yet/)
      .waitFor();
    await checkA11y(page, 'form builder (empty)');
    await page.getByLabel(/^Title/).fill(title);

    // Dragged from the palette onto the form; the new field is chosen, its key follows the label.
    await paletteKind(page, 'text').dragTo(dropzone(page));
    await label(page, "Child's nickname");
    await expect.poll(() => page.getByLabel(/^Key/).inputValue()).toBe('child_s_nickname');
    await paletteKind(page, 'section heading').dragTo(dropzone(page));
    await label(page, 'About your child');
    // Pressed: added at the end.
    await paletteKind(page, 'choice').click();
    await label(page, 'Sleeps through the night?');
    await expect.poll(() => page.getByLabel(/^Options/).inputValue()).toBe('Yes\nNo');
    // Dropped onto the first field: it goes first.
    await paletteKind(page, 'signature').dragTo(fieldItems(page).first());
    await label(page, 'Parent or guardian signature');
    expect(await fieldLabels(page)).toEqual(['Parent or guardian signature', "Child's nickname", 'About your child', 'Sleeps through the night?']);

    // By keyboard: the signature's handle, Alt+Down three times, to the end; the move is announced.
    const signatureHandle = page.getByRole('button', { name: /^Move Parent or guardian signature, position 1 of 4/ });
    await signatureHandle.focus();
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => announcement(page).textContent()).toBe('Parent or guardian signature moved to position 4 of 4.');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^Move Parent or guardian signature, position 4 of 4/);
    // By drag: the section heading's handle onto the first field.
    await page.getByRole('button', { name: /^Move About your child/ }).dragTo(fieldItems(page).first());
    expect(await fieldLabels(page)).toEqual(['About your child', "Child's nickname", 'Sleeps through the night?', 'Parent or guardian signature']);
    await expect.poll(() => announcement(page).textContent()).toBe('About your child moved to position 1 of 4.');
    await checkA11y(page, 'form builder (built)');

    // Bad input: a field without a label and one sharing a key are refused beside each, and nothing is saved.
    await paletteKind(page, 'text').click();
    await label(page, "Child's nickname");
    await paletteKind(page, 'number').click();
    await page.getByRole('button', { name: 'Add intake form' }).click();
    await page.getByRole('alert').getByText('2 fields need attention: see the message beside each.').waitFor();
    await expect.poll(() => fieldItems(page).nth(4).locator('.form-builder-problem').textContent()).toBe('The key has already been taken.');
    await expect.poll(() => fieldItems(page).nth(5).locator('.form-builder-problem').textContent()).toBe('The label field is required.');
    // The first problem's control has the focus, its message beside it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('form-builder-key');
    await page.locator('#form-builder-key-error', { hasText: 'The key has already been taken.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/form-builder');
    await checkA11y(page, 'form builder (refused)');
    await page.getByRole('button', { name: 'Remove Untitled number' }).click();
    await page.getByRole('button', { name: "Remove Child's nickname" }).last().click();
    await expect.poll(() => fieldItems(page).count()).toBe(4);

    // The preview is the guest page's own card: the section, the questions and the signature control.
    await page.getByRole('tab', { name: 'Preview as the family sees it' }).click();
    const preview = page.getByRole('form', { name: title });
    await preview.getByRole('heading', { name: 'About your child' }).waitFor();
    await preview.getByLabel(/^Child's nickname/).waitFor();
    await preview.getByRole('radio', { name: 'Yes' }).waitFor();
    await preview.getByRole('button', { name: 'Sign: Parent or guardian signature' }).waitFor();
    await preview.getByRole('button', { name: 'Send answers' }).click();
    await preview.getByText("The child's nickname field is required.").waitFor();
    await checkA11y(page, 'form builder preview');

    await page.getByRole('button', { name: 'Add intake form' }).click();
    await page.waitForURL('**/intake-forms');
    const created = await listedRow(page);
    await expect.poll(() => created.innerText()).toMatch(/Version 1[\s\S]*0 submissions/);

    // Nobody has filled it yet: the builder's Versions dialog says there is no earlier version; Escape closes it.
    await created.getByRole('button', { name: `Edit ${title}` }).click();
    await openVersions(page).then((dialog) => dialog.getByText('No earlier versions').waitFor());
    await page.keyboard.press('Escape');
    await versionsDialog(page).waitFor({ state: 'hidden' });

    // Sent to a student's family through the student's intake forms (the existing flow).
    const students = await graphqlAs<{ students: { nodes: { id: string }[] } }>(page, 'query { students(page: { perPage: 50 }) { nodes { id } } }');
    const studentId = students.students.nodes[0]!.id;
    await page.goto(`/student-intake-forms/add/${studentId}`);
    const formSelect = page.getByLabel(/^Form/);
    await expect.poll(() => formSelect.locator('option', { hasText: title }).count()).toBe(1);
    await formSelect.selectOption({ label: title });
    await page.getByLabel(/^Recipient email/).fill('family@example.test');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const link = page.getByRole('link', { name: /fill-intake-form\?token=/ });
    await link.waitFor();
    const href = new URL((await link.getAttribute('href')) ?? '');

    // The family, signed out, fills the newest version and signs with the signature control.
    const guest = await openPage(href.pathname + href.search);
    const form = guest.getByRole('form', { name: title });
    await form.getByRole('heading', { name: 'About your child' }).waitFor();
    await form.getByRole('button', { name: 'Send answers' }).click();
    await form.getByText('The parent or guardian signature field is required.').waitFor();
    await form.getByLabel(/^Child's nickname/).fill('Bean');
    await form.getByRole('radio', { name: 'Yes' }).check({ force: true });
    await form.getByRole('button', { name: 'Sign: Parent or guardian signature' }).click();
    const signing = guest.getByRole('dialog', { name: 'Parent or guardian signature' });
    await signing.getByRole('tab', { name: 'Type' }).click();
    await signing.getByLabel('Your full name').fill('Pat Family');
    await signing.getByRole('button', { name: 'Use this signature' }).click();
    await signing.waitFor({ state: 'hidden' });
    await form.getByRole('img', { name: 'Parent or guardian signature: signed' }).waitFor();
    await checkA11y(guest, 'guest intake form (built form)');
    await form.getByRole('button', { name: 'Send answers' }).click();
    await guest.getByText(/were sent to the practice/).waitFor();

    // Staff see the submission on the student and on the list.
    await page.goto(`/student-intake-forms/${studentId}`);
    await page
      .getByRole('row', { name: new RegExp(title) })
      .getByText('Submitted', { exact: true })
      .waitFor();
    const submitted = await listedRow(page);
    await expect.poll(() => submitted.innerText()).toMatch(/Version 1[\s\S]*1 submission\b/);

    // An edit after the submission is version 2; the submission keeps version 1 and its answers.
    await submitted.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByText('Saving a change makes version 2; the forms families already sent keep the version they filled.').waitFor();
    await paletteKind(page, 'text').click();
    await label(page, 'Favourite food');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL('**/intake-forms');
    const edited = await listedRow(page);
    await expect.poll(() => edited.innerText()).toMatch(/Version 2[\s\S]*1 submission\b/);

    await page.goto(`/student-intake-forms/${studentId}`);
    await page
      .getByRole('row', { name: new RegExp(title) })
      .getByRole('link', { name: title })
      .click();
    await page.getByText('Version 1, as filled').waitFor();
    const answers = page.getByRole('region', { name: 'Answers' });
    await expect.poll(() => answers.getByLabel(/^Child's nickname/).inputValue()).toBe('Bean');
    await answers.getByRole('img', { name: 'Parent or guardian signature: signed' }).waitFor();
    await expect(answers.getByText('Favourite food').count()).resolves.toBe(0);
    await checkA11y(page, 'submitted intake form (version 1)');

    // The builder lists version 1 (its title, 3 questions, when version 2 replaced it); by Tab and Enter it opens
    // read-only with its own questions, without the one added in version 2.
    const current = await listedRow(page);
    await current.getByRole('button', { name: `Edit ${title}` }).click();
    const versions = await openVersions(page);
    expect(await versions.getByRole('list', { name: 'Earlier versions' }).locator('li').allInnerTexts()).toEqual([
      expect.stringMatching(new RegExp(`^Version 1 · ${title} · 3 questions · replaced \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2}$`)),
    ]);
    await checkA11y(page, 'form builder versions');
    const versionOne = versions.getByRole('button', { name: /^Version 1 · / });
    for (let press = 0; press < 6 && !(await versionOne.evaluate((button) => button === document.activeElement)); press += 1)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const filled = page.getByRole('dialog', { name: `${title}: version 1` });
    const questions = filled.getByRole('form', { name: title });
    await questions.getByRole('heading', { name: 'About your child' }).waitFor();
    await expect(questions.getByLabel(/^Child's nickname/).isDisabled()).resolves.toBe(true);
    await questions.getByText('Short text').waitFor();
    await expect(questions.getByRole('radio', { name: 'Yes' }).isDisabled()).resolves.toBe(true);
    await questions.getByText('Parent or guardian signature').first().waitFor();
    await expect(questions.getByText('Favourite food').count()).resolves.toBe(0);
    await expect(questions.getByRole('button', { name: 'Send answers' }).count()).resolves.toBe(0);
    await checkA11y(page, 'form builder version 1');
    await filled.getByRole('button', { name: 'Back to the versions' }).click();
    await versions.getByRole('button', { name: /^Version 1 · / }).waitFor();
    await page.keyboard.press('Escape');
    await versionsDialog(page).waitFor({ state: 'hidden' });
  });
});
