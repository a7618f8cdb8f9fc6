import { expect, test } from './setup/fixtures';
import { checkA11y, signIn, type DemoRole } from './setup/browser';

/** The top level of the main menu: links and group buttons, in order. */
async function topLevelMenu(page: import('@playwright/test').Page): Promise<string[]> {
  const items = page.locator('nav[aria-label="Main menu"] > ul > li > :is(a, button)');
  await items.first().waitFor();
  return (await items.allInnerTexts()).map((text) => text.trim());
}

async function groupLinks(page: import('@playwright/test').Page, group: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: group }).click();
  const list = nav.locator(`ul[id="sidebar-${group.toLowerCase().replace(/\W+/g, '-')}"]`);
  await list.waitFor();
  return (await list.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

test.describe('sign-in', () => {
  test('shows the sign-in screen, with nothing axe calls serious', async ({ openPage }) => {
    const page = await openPage('/');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    await page.getByRole('button', { name: 'Send feedback' }).waitFor();
    await checkA11y(page);
  });

  test("shows the API's error text for a wrong password", async ({ openPage }) => {
    const page = await openPage('/');
    await page.getByLabel('Email').fill('office@practice.test');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.waitFor();
    await expect(alert.getByRole('heading').innerText()).resolves.toBe('These credentials do not match our records.');
    expect(new URL(page.url()).pathname).toBe('/');
    await checkA11y(page, 'sign-in failure alert');
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
  });

  test('shows the validation messages beside the fields', async ({ openPage }) => {
    const page = await openPage('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The email field is required').waitFor();
    await page.getByText('The password field is required').waitFor();
    await checkA11y(page, 'sign-in with errors');
  });

  const menus: Record<DemoRole, (menu: string[]) => void> = {
    'Super Admin': (menu) => {
      expect(menu).toContain('Organizations');
      expect(menu).toContain('Configuration');
      expect(menu).toContain('Web Monitoring');
    },
    'Office administrator': (menu) => {
      expect(menu).not.toContain('Organizations');
      for (const entry of [
        'Dashboard',
        'Calendar',
        'Session Notes',
        'Configuration',
        'Templates',
        'Invoices',
        'Messages',
        'Staff',
        'Students',
        'Graphs',
      ]) {
        expect(menu).toContain(entry);
      }
    },
    Therapist: (menu) => {
      expect(menu).toEqual(['Dashboard', 'Calendar', 'Intake Forms', 'Messages', 'Students', 'Graphs']);
    },
    Parent: (menu) => {
      expect(menu).toEqual(['Dashboard', 'Messages', 'Verify Sessions']);
    },
  };

  for (const role of Object.keys(menus) as DemoRole[]) {
    test(`signs in as ${role} and shows the menu their permissions give`, async ({ openPage }) => {
      const page = await openPage('/');
      await signIn(page, role);
      const menu = await topLevelMenu(page);
      menus[role](menu);
      const configuration = menu.includes('Configuration') ? await groupLinks(page, 'Configuration') : [];
      if (role === 'Super Admin') expect(configuration).toContain('Module and Menu Setup');
      if (role === 'Office administrator') {
        expect(configuration).toContain('Agency');
        expect(configuration).not.toContain('Module and Menu Setup');
      }
      await checkA11y(page, `dashboard as ${role}`);
    });
  }
});
