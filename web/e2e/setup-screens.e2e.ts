// The setup screens in Chromium against the running product: as the office administrator, the whole life of a
// record on a setup list (create, edit, search, delete, restore), an import of a sample file and an export; as the
// therapist, the same screens missing from the menu and refused at their routes. Every other setup list is the same
// kit list and form: the every-route walk opens each, and the kit's own tests hold their detail.
import type { Page } from '@playwright/test';
import { expect, test } from './setup/fixtures';
import { checkA11y, searchList } from './setup/browser';
import { nextStamp } from '../../mocks/src/kit/stamp';

const stamp = nextStamp();

interface Lifecycle {
  path: string;
  singular: string;
  plural: string;
  /** Fills the add form for a record named `name`. */
  fill: (page: Page, name: string) => Promise<void>;
  /** The label of the field the edit changes (the name). */
  nameLabel: string;
}

async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.bp6-toast').filter({ hasText: text }).first().waitFor();
}

async function search(page: Page, plural: string, text: string): Promise<void> {
  await searchList(page, `Search ${plural.toLowerCase()}`, text);
}

async function gridShows(page: Page, text: string): Promise<void> {
  await page.getByRole('gridcell', { name: text, exact: true }).first().waitFor();
}

async function runLifecycle(page: Page, spec: Lifecycle): Promise<void> {
  const name = `E2E ${spec.singular} ${stamp}`;
  const renamed = `${name} edited`;
  const lower = spec.singular.toLowerCase();

  await page.goto(spec.path);
  await page.getByRole('heading', { level: 1, name: spec.plural }).waitFor();
  await page
    .getByRole('treegrid', { name: spec.plural })
    .or(page.getByRole('grid', { name: spec.plural }))
    .first()
    .waitFor();
  await checkA11y(page, `${spec.path} list`);

  // Create: the form refuses an empty save first, with the errors beside the fields.
  await page.getByRole('button', { name: `Add ${lower}` }).click();
  await page.getByRole('heading', { level: 1, name: `Add ${spec.singular}` }).waitFor();
  await page.getByRole('button', { name: `Add ${lower}` }).click();
  await page.getByText(`The ${spec.nameLabel.toLowerCase()} field is required.`).first().waitFor();
  await checkA11y(page, `${spec.path} add form`);
  await spec.fill(page, name);
  await page.getByRole('button', { name: `Add ${lower}` }).click();
  await toast(page, `${spec.singular} created.`);
  await page.waitForURL((url) => url.pathname === spec.path);

  // Search finds it.
  await search(page, spec.plural, name);
  await gridShows(page, name);

  // Edit.
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const field = page.getByLabel(spec.nameLabel, { exact: false }).first();
  await expect(field.inputValue()).resolves.toBe(name);
  await field.fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await toast(page, `${spec.singular} updated.`);
  await page.waitForURL((url) => url.pathname === spec.path);
  await search(page, spec.plural, renamed);
  await gridShows(page, renamed);

  // Delete, after the question.
  await page.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
  const question = page.getByRole('alertdialog');
  await question.waitFor();
  await expect(question.textContent()).resolves.toContain(renamed);
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await question.waitFor({ state: 'hidden' });
  await page.getByRole('gridcell', { name: renamed, exact: true }).waitFor({ state: 'detached' });

  // Restore from the deleted list.
  await page.getByRole('link', { name: `Deleted ${spec.plural.toLowerCase()}` }).click();
  await page.getByRole('heading', { level: 1, name: `Deleted ${spec.plural}` }).waitFor();
  await search(page, `deleted ${spec.plural}`, renamed);
  await gridShows(page, renamed);
  await checkA11y(page, `${spec.path} deleted list`);
  await page.getByRole('button', { name: `Restore ${renamed}`, exact: true }).click();
  await page.getByRole('gridcell', { name: renamed, exact: true }).waitFor({ state: 'detached' });
  await page.getByRole('link', { name: `Back to ${spec.plural.toLowerCase()}` }).click();
  await search(page, spec.plural, renamed);
  await gridShows(page, renamed);
}

test.describe('setup screens as the office administrator', () => {
  test('creates, edits, searches, deletes and restores certifications', async ({ signedIn }) => {
    const page = await signedIn('Office administrator');
    await runLifecycle(page, {
      path: '/certification',
      singular: 'Certification',
      plural: 'Certifications',
      nameLabel: 'Name',
      fill: async (form, name) => {
        await form.getByLabel('Name', { exact: false }).first().fill(name);
        await form.getByLabel('Abbreviation').fill('E2E');
        await form.getByLabel('Valid for (months)').fill('24');
      },
    });
  });

  test('keeps a funder’s name in the title on its pages, and adds a contact there', async ({ signedIn }) => {
    const page = await signedIn('Office administrator', { at: '/payers' });
    const contacts = page.getByRole('button', { name: /^Contacts of / }).first();
    await contacts.waitFor();
    const funderName = ((await contacts.getAttribute('aria-label')) ?? '').replace('Contacts of ', '');
    await contacts.click();
    await page.getByRole('heading', { level: 1, name: `Funder Contacts - ${funderName}` }).waitFor();
    await page.getByRole('button', { name: 'Add contact' }).click();
    await page.getByRole('heading', { level: 1, name: `Add Funder Contact - ${funderName}` }).waitFor();
    await page.getByLabel('Name', { exact: false }).first().fill(`E2E Contact ${stamp}`);
    await page.getByLabel('Email').fill('e2e.contact@practice.test');
    await page.getByRole('button', { name: 'Add contact' }).click();
    await toast(page, 'Contact created.');
    await gridShows(page, `E2E Contact ${stamp}`);
    await checkA11y(page, 'funder contacts');
    await page.goto('/payers');
    await page.getByRole('heading', { level: 1, name: 'Funders' }).waitFor();
  });

  test('imports a sample certification file and shows rows imported and rejected', async ({ signedIn }) => {
    const page = await signedIn('Office administrator', { at: '/certification' });
    await page.getByRole('link', { name: 'Import' }).click();
    await page.getByRole('heading', { level: 1, name: 'Import Certifications' }).waitFor();
    const csv = [
      'name,abbreviation,issuing_body,validity_months,description,status',
      `Imported Safety Course ${stamp},ISC,Practice Training,12,Annual safety refresher,1`,
      `Imported Crisis Course ${stamp},ICC,Practice Training,24,,1`,
      ',MISSING,Practice Training,12,No name,1',
    ].join('\n');
    await page.locator('input[type="file"]').setInputFiles({ name: 'import-certification.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload and import' }).click();
    const summary = page.getByRole('region', { name: 'Import summary' });
    await summary.waitFor();
    await expect(summary.textContent()).resolves.toContain('2 rows imported, 1 row rejected.');
    await checkA11y(page, 'import summary');
    await page.getByRole('link', { name: 'Back to certifications' }).click();
    await search(page, 'Certifications', `Imported Safety Course ${stamp}`);
    await gridShows(page, `Imported Safety Course ${stamp}`);
  });

  test('exports the list as a file the returned address serves', async ({ signedIn }) => {
    const page = await signedIn('Office administrator', { at: '/certification' });
    await search(page, 'Certifications', 'BCBA');
    const popup = page
      .context()
      .waitForEvent('page', { timeout: 15_000 })
      .catch(() => null);
    await page.getByRole('button', { name: 'Export' }).click();
    const link = page.getByRole('link', { name: /^Download / });
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https?:\/\//);
    // The export opens in a new tab (the file downloads there: the API serves it as an attachment); the link stays.
    expect(await popup).not.toBeNull();
    const file = await fetch(href);
    expect(file.status).toBe(200);
    const text = await file.text();
    expect(text.split('\n')[0]).toMatch(/name/i);
  });

  test('edits a role’s permissions in the tree', async ({ signedIn }) => {
    const page = await signedIn('Office administrator', { at: '/roles' });
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Edit Role' }).waitFor();
    await page
      .getByRole('group', { name: /Permissions/ })
      .or(page.locator('fieldset').filter({ hasText: 'Permissions' }))
      .first()
      .waitFor();
    await page
      .getByRole('button', { name: /^Show the menus of / })
      .first()
      .click();
    await checkA11y(page, 'role form');
  });
});

test.describe('module and menu setup as the Super Admin', () => {
  test('checks a module name as it is typed', async ({ signedIn }) => {
    const page = await signedIn('Super Admin', { at: '/module-and-menu-setup' });
    await page.getByRole('link', { name: 'Add module' }).click();
    const label = page.getByLabel('Module name (label)');
    await label.fill('Agency');
    await page.getByText(/Taken: The name has already been taken/).waitFor();
    await label.fill(`E2E Module ${stamp}`);
    await page.getByText('Available').first().waitFor();
    await checkA11y(page, 'module setup');
  });
});

test.describe('setup screens as the therapist', () => {
  test('finds them absent from the menu and refused at their routes', async ({ signedIn }) => {
    const page = await signedIn('Therapist');
    const nav = page.getByRole('navigation').first();
    await nav.waitFor();
    const menuText = (await nav.textContent()) ?? '';
    for (const entry of ['Configuration', 'Certifications', 'Funders', 'Billing Codes', 'Roles', 'Staff Titles']) {
      expect(menuText).not.toContain(entry);
    }
    for (const path of ['/certification', '/diagnosis', '/payers', '/location', '/roles', '/add-certification', '/delete-diagnosis']) {
      await page.goto(path);
      await page.waitForURL('**/403');
    }
  });
});

test.describe('a funder’s pages', () => {
  test('opens a funder’s pages with its name in the title', async ({ signedIn }) => {
    const page = await signedIn('Office administrator', { at: '/payers' });
    const first = page.getByRole('button', { name: /^Contacts of / }).first();
    await first.waitFor();
    const name = ((await first.getAttribute('aria-label')) ?? '').replace('Contacts of ', '');
    await page.getByRole('button', { name: `Billing codes of ${name}` }).click();
    await page.getByRole('heading', { level: 1, name: `Funder Billing Codes - ${name}` }).waitFor();
    await page.getByRole('link', { name: 'Assign billing codes' }).click();
    await page.getByRole('heading', { level: 1, name: `Assign Billing Codes - ${name}` }).waitFor();
    await checkA11y(page, 'assign billing codes');
    await page.goBack();
    await page.goBack();
    await page.getByRole('button', { name: `Service lines of ${name}` }).click();
    await page.getByRole('heading', { level: 1, name: `Funder Service Lines - ${name}` }).waitFor();
    await page.getByRole('link', { name: 'Assign service lines' }).click();
    await page.getByRole('heading', { level: 1, name: `Assign Service Lines - ${name}` }).waitFor();
    await page.goto('/payers');
    await page.getByRole('button', { name: `Prompt codes of ${name}` }).click();
    await page.getByRole('heading', { level: 1, name: `Funder Prompt Codes - ${name}` }).waitFor();
    await page.getByRole('button', { name: 'Save prompt codes' }).waitFor();
    await checkA11y(page, 'funder prompt codes');
  });
});
