import { describe, expect, it } from 'vitest';
import { checkA11y, openPage, screenshot, signIn, standInControl } from './setup/browser';

const storedSession = (page: import('playwright-core').Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userPermission: localStorage.getItem('userPermission'),
    isLoggedIn: localStorage.getItem('isLoggedIn'),
    userType: localStorage.getItem('userType'),
  }));

describe('access and the session', () => {
  it('lands a therapist who opens an admin route on /403', async () => {
    const page = await openPage('/');
    await signIn(page, 'Therapist');
    await page.goto('/agency');
    await page.waitForURL('**/403');
    // The 403 screen is loaded lazily: wait for it rather than look once.
    await page.getByText('403: access denied').waitFor();
    await checkA11y(page);
    await screenshot(page, 'forbidden-403');
  });

  it('sends a signed-out visitor of a protected page home', async () => {
    const page = await openPage('/student');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('signs out: logout, session cleared, home', async () => {
    const page = await openPage('/');
    await signIn(page, 'Therapist');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    // Let the popover finish its opening transition before the picture.
    await page.waitForTimeout(400);
    await checkA11y(page, 'profile menu');
    await screenshot(page, 'profile-menu');
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(storedSession(page)).resolves.toEqual({ token: null, userPermission: null, isLoggedIn: null, userType: null });
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('sends the user home when the token expires', async () => {
    const page = await openPage('/');
    await signIn(page, 'Office administrator');
    const { token } = await storedSession(page);
    expect(token).toBeTruthy();
    await standInControl('expire-token', { body: { token } });
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expect(storedSession(page)).resolves.toEqual({ token: null, userPermission: null, isLoggedIn: null, userType: null });
  });
});

describe('organisation single sign-on', () => {
  it('signs in from the landing address with the route token and opens the dashboard', async () => {
    const first = await openPage('/');
    await signIn(first, 'Super Admin');
    const { token } = await storedSession(first);

    const page = await openPage(`/org-login/1/${encodeURIComponent(token ?? '')}`);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 2, name: 'Hello Morgan Reyes' }).waitFor();
    const landed = await storedSession(page);
    expect(landed.token).toBeTruthy();
    expect(landed.token).not.toBe(token);
    expect(landed.userType).toBe('Super Admin');
  });

  it('goes home with an empty token', async () => {
    const page = await openPage('/org-login/1/');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });
});
