import { expect, test } from './setup/fixtures';
import { checkA11y } from './setup/browser';

const storedSession = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userPermission: localStorage.getItem('userPermission'),
    isLoggedIn: localStorage.getItem('isLoggedIn'),
    userType: localStorage.getItem('userType'),
  }));

test.describe('access and the session', () => {
  test('lands a therapist who opens an admin route on /403', async ({ signedIn }) => {
    const page = await signedIn('Therapist', { at: '/agency' });
    await page.waitForURL('**/403');
    // The 403 screen is loaded lazily: wait for it rather than look once.
    await page.getByText('403: access denied').waitFor();
    await checkA11y(page);
  });

  test('sends a signed-out visitor of a protected page home', async ({ openPage }) => {
    const page = await openPage('/student');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  test('signs out: logout, session cleared, home', async ({ signedIn }) => {
    const page = await signedIn('Therapist');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    await checkA11y(page, 'profile menu');
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(storedSession(page)).resolves.toEqual({ token: null, userPermission: null, isLoggedIn: null, userType: null });
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('sends the user home when the token expires', async ({ standIn, signedIn }) => {
    const page = await signedIn('Office administrator');
    const { token } = await storedSession(page);
    expect(token).toBeTruthy();
    await standIn.control('expire-token', { body: { token } });
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expect(storedSession(page)).resolves.toEqual({ token: null, userPermission: null, isLoggedIn: null, userType: null });
  });
});

test.describe('organisation single sign-on', () => {
  test('signs in from the landing address with the route token and opens the dashboard', async ({ openPage, signedIn }) => {
    const first = await signedIn('Super Admin');
    const { token } = await storedSession(first);

    const page = await openPage(`/org-login/1/${encodeURIComponent(token ?? '')}`);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 2, name: 'Hello Morgan Reyes' }).waitFor();
    const landed = await storedSession(page);
    expect(landed.token).toBeTruthy();
    expect(landed.token).not.toBe(token);
    expect(landed.userType).toBe('Super Admin');
  });

  test('goes home with an empty token', async ({ openPage }) => {
    const page = await openPage('/org-login/1/');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });
});
