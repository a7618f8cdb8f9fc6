// The student screens in the browser, against the built gateway and its stand-in API: the list's filters and page
// sizes in the address, the record (contacts, authorizations with copy), ABC entry with undo, the guest intake page
// signed out, and what a therapist may not do. Every screen is checked with axe.
import type { Page } from '@playwright/test';
import { expect, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';
import { nextStamp } from '../../mocks/src/kit/stamp';

/**
 * Waits until the list has answered and shows where its page sits ('1–50 of 612'). With `perPage`, also until the
 * page shown is one of that size: after a change of size the previous page stays on screen until the new one comes.
 */
async function listSettled(page: Page, perPage?: number): Promise<string> {
  const range = page.locator('.kit-pager-range').first();
  await page.waitForFunction((size) => {
    if (document.querySelector('[aria-label^="Loading"]')) return false;
    const text = document.querySelector('.kit-pager-range')?.textContent ?? '';
    if (text === 'No records') return true;
    const shown = /^(\d+)–(\d+) of (\d+)/.exec(text);
    if (!shown) return false;
    return size === null || Number(shown[2]) - Number(shown[1]) + 1 === Math.min(size, Number(shown[3]) - Number(shown[1]) + 1);
  }, perPage ?? null);
  return range.innerText();
}

/** Opens the first student of the list and answers its id. */
async function openFirstStudent(page: Page): Promise<string> {
  await page.goto('/student');
  await listSettled(page);
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await page.waitForURL(/\/edit-student\/\d+$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Types a date into one of the kit's Blueprint date fields. */
async function fillDate(page: Page, label: RegExp, usDate: string): Promise<void> {
  const input = page.getByLabel(label);
  await input.fill(usDate);
  await input.press('Enter');
  await page.keyboard.press('Escape');
}

async function chooseSecondOption(page: Page, label: string | RegExp): Promise<string> {
  const select = page.getByLabel(label, { exact: typeof label === 'string' });
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
  const value = (await select.locator('option').nth(1).getAttribute('value')) ?? '';
  await select.selectOption(value);
  return value;
}

test.describe('the student list as the office administrator', () => {
  test('filters by funder and birth month, keeps it in the address, and shows 500 rows a page', async ({ signedIn }) => {
    test.setTimeout(120_000);
    const page = await signedIn('Office administrator', { at: '/student' });
    const before = await listSettled(page);
    expect(before).toMatch(/^1–50 of \d+/);
    await checkA11y(page, 'student list');

    // The filters open on the button, closed on an address that holds none.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await checkA11y(page, 'student list with its filters');
    const funder = await chooseSecondOption(page, 'Funder');
    await page.waitForURL((url) => url.searchParams.get('funder') === funder);
    await page.getByLabel('Birth month').selectOption({ label: 'Apr' });
    await page.waitForURL((url) => url.searchParams.get('dobMonth') === '4' && url.searchParams.get('funder') === funder);
    // Every row shown was born in April (MM/DD/YYYY), once the grid has drawn the last answer.
    const births = page.locator('[col-id="dob"].ag-cell');
    await expect
      .poll(
        async () => {
          const texts = await births.allInnerTexts();
          return texts.length > 0 && texts.every((birth) => /^04\//.test(birth));
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const filtered = await listSettled(page);
    expect(filtered).not.toBe(before);

    // The address is the state: the same address opened again shows the same list.
    await page.reload();
    await expect(listSettled(page)).resolves.toBe(filtered);
    await expect(page.getByLabel('Birth month').inputValue()).resolves.toBe('4');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByLabel('Rows per page').selectOption('500');
    await page.waitForURL((url) => url.searchParams.get('perPage') === '500');
    const big = await listSettled(page, 500);
    const [, to, total] = /^1–(\d+) of (\d+)/.exec(big) ?? [];
    expect(Number(to)).toBe(Math.min(500, Number(total)));
    expect(Number(total)).toBeGreaterThan(500);

    // Back returns to the filtered page size.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('perPage') === null);
  });
});

test.describe("the lists' grid", () => {
  test("keeps its theme's style sheets in the page from the first list on, whatever screen comes between", async ({ signedIn }) => {
    const page = await signedIn('Office administrator', { at: '/student' });
    await listSettled(page);
    // Each of AG Grid's sheets is marked, to be found again as the same element.
    const sheets = () =>
      page.evaluate(() =>
        [...document.head.querySelectorAll<HTMLStyleElement>('style[data-ag-css]')].map((sheet) => {
          const kept = sheet.dataset.keptSince !== undefined;
          sheet.dataset.keptSince ??= 'first list';
          return { name: sheet.dataset.agCss, kept };
        }),
      );
    const first = await sheets();
    expect(first.length).toBeGreaterThan(0);
    const keptSheets = first.map(({ name }) => ({ name, kept: true }));

    // To a screen with no grid and back, within the app: the sheets stay, and the list adds none.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.locator('.ag-root-wrapper')).toHaveCount(0);
    expect(await sheets()).toEqual(keptSheets);
    await page.goBack();
    await listSettled(page);
    expect(await sheets()).toEqual(keptSheets);
  });
});

test.describe('a student record as the office administrator', () => {
  test('adds a contact, adds and copies an authorization', async ({ signedIn }) => {
    const page = await signedIn('Office administrator');
    const studentId = await openFirstStudent(page);
    await page.getByRole('navigation', { name: 'Student record' }).getByRole('link', { name: 'Contacts' }).click();
    await page.getByRole('table', { name: 'Contacts' }).or(page.getByText('No contacts yet')).first().waitFor();
    await checkA11y(page, 'contacts');

    await page.getByRole('button', { name: 'Add contact' }).click();
    await page.waitForURL(`**/add-student-contact/${studentId}`);
    await page.getByLabel(/^Relationship/).selectOption('Grandparent');
    await page.getByLabel(/^First name/).fill('Rosa');
    await page.getByLabel(/^Last name/).fill('Delgado');
    await page.getByLabel(/^Email/).fill('rosa.delgado@example.test');
    await page
      .getByLabel(/^Phone/, { exact: false })
      .first()
      .fill('555-0142');
    await checkA11y(page, 'add contact');
    await page.getByRole('button', { name: 'Add contact' }).click();
    await page.waitForURL(`**/student-contacts/${studentId}`);
    await page
      .getByRole('cell', { name: /Rosa Delgado/ })
      .first()
      .waitFor();

    await page.goto(`/student-authorization/${studentId}`);
    await page.getByRole('button', { name: 'Add authorization' }).waitFor();
    await checkA11y(page, 'authorizations');
    await page.getByRole('button', { name: 'Add authorization' }).click();
    await page.waitForURL(`**/add-student-authorization/${studentId}`);
    const number = `PA-E2E-${nextStamp()}`;
    await page.getByLabel(/^Authorization number/).fill(number);
    await chooseSecondOption(page, /^Funder/);
    await chooseSecondOption(page, /^Service(?! line)/);
    await fillDate(page, /^Start date/, '01/01/2026');
    await fillDate(page, /^End date/, '12/31/2026');
    await page.getByLabel(/^Total units/).fill('400');
    await page.getByRole('button', { name: 'Add authorization' }).click();
    await page.waitForURL(`**/student-authorization/${studentId}`);
    await page.getByRole('cell', { name: number, exact: true }).waitFor();

    await page.getByRole('button', { name: `Copy ${number}` }).click();
    await page.waitForURL(/\/copy-student-authorization\/\d+\//);
    await expect(page.getByLabel(/^Authorization number/).inputValue()).resolves.toBe(`${number}-COPY`);
    await expect(page.getByLabel(/^Units used/).inputValue()).resolves.toBe('0');
    await checkA11y(page, 'copy authorization');
    await page.getByRole('button', { name: 'Save copy' }).click();
    await page.waitForURL(`**/student-authorization/${studentId}`);
    await page.getByRole('cell', { name: `${number}-COPY`, exact: true }).waitFor();
    await page.getByRole('cell', { name: number, exact: true }).waitFor();
  });

  test('enters ABC data with the keyboard and undoes it', async ({ signedIn }) => {
    const page = await signedIn('Office administrator');
    const studentId = await openFirstStudent(page);
    // A behaviour of the student's own to record against.
    await page.goto(`/student-behaviors/add/${studentId}`);
    const behaviorName = `Throwing ${nextStamp()}`;
    await page.getByLabel(/^Name/).fill(behaviorName);
    await page.getByLabel(/^Category/).selectOption('Property Destruction');
    await page.getByLabel(/^Measurement/).selectOption('ABC');
    await page.getByRole('button', { name: 'Add behavior' }).click();
    await page.waitForURL(`**/student-behaviors/${studentId}`);
    await page.goto(`/student-data-entry/abc/${studentId}`);
    const behavior = page
      .getByLabel(/^Behavior/)
      .and(page.locator('select'))
      .first();
    await expect.poll(() => behavior.locator('option').count()).toBeGreaterThan(1);
    await expect.poll(() => behavior.evaluate((element) => element === document.activeElement)).toBe(true);
    await behavior.selectOption({ label: behaviorName });
    const antecedent = `Asked to stop playing ${nextStamp()}`;
    await page.getByLabel(/^Antecedent/).fill(antecedent);
    await page.getByLabel(/^Behavior observed/).fill('Threw the toy');
    await page.getByLabel(/^Consequence/).fill('Planned ignoring');
    await page.getByLabel(/^Consequence/).press('Enter');
    await page.getByRole('status').filter({ hasText: 'Saved:' }).waitFor();
    await page.getByRole('cell', { name: antecedent }).waitFor();
    await expect.poll(() => behavior.evaluate((element) => element === document.activeElement)).toBe(true);
    await checkA11y(page, 'ABC entry');
    await page.getByRole('button', { name: 'Undo last entry' }).click();
    await page.getByRole('cell', { name: antecedent }).waitFor({ state: 'detached' });
    await expect(page.getByRole('button', { name: 'Undo last entry' }).isDisabled()).resolves.toBe(true);
  });
});

test.describe('the guest intake form', () => {
  test('is sent by staff and filled signed out, and a wrong link shows nothing', async ({ openPage, signedIn }) => {
    const page = await signedIn('Office administrator');
    const studentId = await openFirstStudent(page);
    await page.goto(`/student-intake-forms/add/${studentId}`);
    await chooseSecondOption(page, /^Form/);
    await page.getByLabel(/^Recipient email/).fill('family@example.test');
    await page.getByLabel(/^Recipient name/).fill('Pat Family');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const link = page.getByRole('link', { name: /fill-intake-form\?token=/ });
    await link.waitFor();
    const guestPath = new URL((await link.getAttribute('href')) ?? '').pathname + new URL((await link.getAttribute('href')) ?? '').search;

    const guest = await openPage(guestPath);
    await guest.getByRole('button', { name: 'Send answers' }).waitFor();
    await guest.getByRole('button', { name: 'Send feedback' }).waitFor();
    await checkA11y(guest, 'guest intake form');
    // Answer every question of whatever kind.
    for (const input of await guest
      .locator(
        'form input[type="text"], form input[type="email"], form input[type="tel"], form input[type="number"], form input[type="date"], form textarea',
      )
      .all()) {
      const type = await input.getAttribute('type');
      await input.fill(type === 'email' ? 'family@example.test' : type === 'number' ? '3' : type === 'date' ? '2026-01-15' : 'An answer');
    }
    for (const select of await guest.locator('form select').all()) await select.selectOption({ index: 1 });
    for (const group of await guest.locator('form .bp6-radio-group, form [role="radiogroup"]').all())
      await group.locator('label.bp6-radio').first().click();
    for (const fieldset of await guest.locator('form fieldset').all()) await fieldset.locator('label.bp6-checkbox').first().click();
    // A signature question opens the one signature control: typed here.
    for (const sign of await guest.getByRole('button', { name: /^Sign: / }).all()) {
      const question = ((await sign.getAttribute('aria-label')) ?? '').replace(/^Sign: /, '');
      await sign.click();
      const signing = guest.getByRole('dialog', { name: question });
      await signing.getByRole('tab', { name: 'Type' }).click();
      await signing.getByLabel('Your full name').fill('Pat Family');
      await signing.getByRole('button', { name: 'Use this signature' }).click();
      await signing.waitFor({ state: 'hidden' });
    }
    await guest.getByRole('button', { name: 'Send answers' }).click();
    await guest.getByText(/were sent to the practice/).waitFor();

    const wrong = await openPage('/fill-intake-form?token=not-a-real-token');
    await wrong.getByText('This form is not available').waitFor();
    await expect(wrong.locator('form').count()).resolves.toBe(0);

    // Staff see it submitted.
    await page.goto(`/student-intake-forms/${studentId}`);
    await page.getByText('Submitted', { exact: true }).first().waitFor();
  });
});

test.describe('a therapist', () => {
  test('sees the students but none of the writes the permissions do not allow', async ({ signedIn }) => {
    const page = await signedIn('Therapist', { at: '/student' });
    // The demo therapist is assigned students in the stand-in's seed: the list is not empty, so what is absent is refused.
    expect(await listSettled(page)).toMatch(/^1–\d+ of \d+/);
    await expect(page.getByRole('button', { name: 'Add student' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Import' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Delete / }).count()).resolves.toBe(0);
    await checkA11y(page, 'therapist student list');
    await page
      .getByRole('button', { name: /^Open / })
      .first()
      .click();
    await page.waitForURL(/\/edit-student\/\d+$/);
    await page.locator('.student-page-title').waitFor();
    // The profile reads, with nothing to save.
    await page.getByText('Date of birth', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Save changes' }).count()).resolves.toBe(0);
    await page.getByRole('navigation', { name: 'Student record' }).getByRole('link', { name: 'Contacts' }).click();
    await page.getByRole('table', { name: 'Contacts' }).or(page.getByText('No contacts yet')).first().waitFor();
    await expect(page.getByRole('button', { name: 'Add contact' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Edit / }).count()).resolves.toBe(0);
    await page.goto('/agency');
    await page.waitForURL('**/403');
  });
});
