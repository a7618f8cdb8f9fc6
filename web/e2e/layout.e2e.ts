import { describe, expect, it } from 'vitest';
import { checkA11y, openPage, phoneViewport, screenshot, signIn } from './setup/browser';

describe('the protected layout', () => {
  it('collapses and expands the sidebar from the header', async () => {
    const page = await openPage('/');
    await signIn(page, 'Office administrator');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const wide = (await nav.boundingBox())?.width ?? 0;
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await expect(nav.getAttribute('class')).resolves.toContain('sidebar-collapsed');
    const narrow = (await nav.boundingBox())?.width ?? 0;
    expect(narrow).toBeLessThan(wide / 2);
    await checkA11y(page, 'collapsed sidebar');
    await screenshot(page, 'sidebar-collapsed');
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect(nav.getAttribute('class')).resolves.toContain('sidebar-expanded');
  });

  it('opens the mobile menu, expanded, at a phone-sized viewport', async () => {
    const page = await openPage('/', { viewport: phoneViewport });
    await signIn(page, 'Therapist');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).isVisible()).resolves.toBe(false);
    await screenshot(page, 'mobile-dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await expect(drawer.getByRole('link', { name: 'Students' }).innerText()).resolves.toContain('Students');
    await checkA11y(page, 'mobile menu');
    await screenshot(page, 'mobile-menu');
    await drawer.getByRole('link', { name: 'Students' }).click();
    await page.waitForURL('**/student');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Students' }).waitFor();
    await screenshot(page, 'mobile-not-available');
  });

  it("asks for pending documents on arrival, and 'Upload Now' opens the profile documents", async () => {
    const page = await openPage('/');
    await signIn(page, 'Office administrator', { dismissNotices: false });
    const notice = page.getByRole('dialog', { name: 'Please Upload Documents' });
    await notice.waitFor();
    await expect(notice.locator('strong').innerText()).resolves.toMatch(/awaiting upload/);
    await checkA11y(page, 'document notice');
    await screenshot(page, 'document-notice');
    await notice.getByRole('button', { name: 'Upload Now' }).click();
    await page.waitForURL('**/profile-documents/2');
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
  });

  it('shows the HR platform link with the obfuscated e-mail to the office administrator', async () => {
    const page = await openPage('/');
    await signIn(page, 'Office administrator');
    const href = await page.getByRole('link', { name: /HR Platform/ }).getAttribute('href');
    const token = new URL(href ?? '').searchParams.get('token');
    expect(token).toBe(Buffer.from('tset.ecitcarp@eciffo').toString('base64'));
  });
});
