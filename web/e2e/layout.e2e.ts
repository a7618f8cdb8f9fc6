import { expect, test } from './setup/fixtures';
import { checkA11y, phoneViewport } from './setup/browser';

test.describe('the protected layout', () => {
  test('collapses and expands the sidebar from the header', async ({ signedIn }) => {
    const page = await signedIn('Office administrator');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const wide = (await nav.boundingBox())?.width ?? 0;
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await expect(nav.getAttribute('class')).resolves.toContain('sidebar-collapsed');
    const narrow = (await nav.boundingBox())?.width ?? 0;
    expect(narrow).toBeLessThan(wide / 2);
    await checkA11y(page, 'collapsed sidebar');
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect(nav.getAttribute('class')).resolves.toContain('sidebar-expanded');
  });

  test('opens the mobile menu, expanded, at a phone-sized viewport', async ({ signedIn }) => {
    const page = await signedIn('Therapist', { viewport: phoneViewport });
    await expect(page.getByRole('navigation', { name: 'Main menu' }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    // The drawer opens expanded: each top-level entry the therapist is offered shows its text, not just its icon, and
    // each group its name.
    await expect(drawer.getByRole('link')).toHaveText(['Dashboard', 'Intake Forms', 'Students']);
    await expect(drawer.getByRole('button', { name: /^(Calendar|Messages|Graphs)$/ })).toHaveText(['Calendar', 'Messages', 'Graphs']);
    await checkA11y(page, 'mobile menu');
    await drawer.getByRole('link', { name: 'Students' }).click();
    await page.waitForURL('**/student');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Students' }).waitFor();
  });

  test("asks for pending documents on arrival, and 'Upload Now' opens the profile documents", async ({ signedIn }) => {
    const page = await signedIn('Office administrator', { keepNotices: true });
    const notice = page.getByRole('dialog', { name: 'Please Upload Documents' });
    await notice.waitFor();
    await expect(notice.locator('strong').innerText()).resolves.toMatch(/awaiting upload/);
    await checkA11y(page, 'document notice');
    await notice.getByRole('button', { name: 'Upload Now' }).click();
    await page.waitForURL('**/profile-documents/2');
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
  });

  test('shows the HR platform link with the obfuscated email to the office administrator', async ({ signedIn }) => {
    const page = await signedIn('Office administrator');
    const href = await page.getByRole('link', { name: /HR Platform/ }).getAttribute('href');
    const token = new URL(href ?? '').searchParams.get('token');
    expect(token).toBe(Buffer.from('tset.ecitcarp@eciffo').toString('base64'));
  });
});
