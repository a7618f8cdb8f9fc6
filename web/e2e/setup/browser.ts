// Helpers for the browser specs: sign in as a demo user, check a screen with axe, search a list, read a table. The
// pages themselves come from the fixtures (fixtures.ts).
import { expect, type Page } from '@playwright/test';
import { demoUsers } from '../../../mocks/src/db/demo-users';
import { axeViolations } from './axe';

export type DemoRole = 'Super Admin' | 'Office administrator' | 'Therapist' | 'Parent';

/** A phone-sized viewport for the mobile menu. */
export const phoneViewport = { width: 390, height: 844 };

export function demoSignIn(role: DemoRole): { email: string; password: string } {
  const found = demoUsers.find((entry) => entry.role === role);
  if (!found) throw new Error(`The stand-in has no demo sign-in for ${role}.`);
  return found;
}

export interface SignInOptions {
  /**
   * Close the 'Please Upload Documents' notice that users with pending files get on arrival, so the spec can use the
   * page. Default true.
   */
  dismissNotices?: boolean;
}

/** Signs in on the sign-in screen as a demo user and waits for the dashboard. */
export async function signIn(page: Page, role: DemoRole, options: SignInOptions = {}): Promise<void> {
  const { email, password } = demoSignIn(role);
  if (new URL(page.url()).pathname !== '/') await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // The layout asks for pending documents on arrival, for everyone but the Super Admin; its answer decides the
  // notice. It is waited for without a time-out of its own: on a loaded machine it comes seconds after the dashboard.
  const asksForDocuments = role !== 'Super Admin';
  const documentAnswer = asksForDocuments
    ? page
        .waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('DocumentNotification'))
        .then((response) => response.json() as Promise<{ data?: { documentNotification?: { pendingFileCount?: number } } }>)
    : Promise.resolve(null);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 2, name: /^Hello / }).waitFor();
  const answer = await documentAnswer;
  const pending = answer?.data?.documentNotification?.pendingFileCount ?? 0;
  if (pending > 0 && (options.dismissNotices ?? true)) await dismissDocumentNotice(page);
}

/** Waits for the 'Please Upload Documents' notice and closes it. */
export async function dismissDocumentNotice(page: Page): Promise<void> {
  const notice = page.getByRole('dialog', { name: 'Please Upload Documents' });
  await notice.waitFor();
  // On a loaded machine an Escape can come before the dialog listens for it: press again until it has closed.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.keyboard.press('Escape');
    if (
      await notice.waitFor({ state: 'hidden', timeout: 2_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  await notice.waitFor({ state: 'hidden' });
}

/** Runs axe on the page and fails on any serious or critical violation. */
export async function checkA11y(page: Page, label = new URL(page.url()).pathname): Promise<void> {
  // A toast or a dialog fading in or out is drawn half transparent, and one may start fading at any moment of the
  // run (a toast's timeout ends): axe would measure the contrast of a frame of the animation, not of the element. With
  // transitions off while axe runs, every element is drawn as it is at the end of its transition.
  const still = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  try {
    expect(await axeViolations(page), `axe on ${label}`).toEqual([]);
  } finally {
    await still.evaluate((style) => (style as Element).remove()).catch(() => undefined);
  }
}

/**
 * Types into a list's search box and returns once the list shows that search's rows. The list asks after a pause in
 * typing and keeps the previous rows on screen while it waits, so a row clicked before the answer has been drawn can
 * be replaced under the click.
 */
export async function searchList(page: Page, label: string, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(JSON.stringify(text)),
  );
  await page.getByRole('searchbox', { name: label }).fill(text);
  await answered;
  // The list's spinner shows from the moment it asks until the answer's rows are drawn.
  await expect(page.locator('[aria-label="Loading"]')).toHaveCount(0);
}

/** The cells of each body row of the table named by its caption, as text, once it is on screen. */
export async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const rows = page.getByRole('table', { name: caption }).locator('tbody tr');
  await rows.first().waitFor();
  return rows.evaluateAll((found) => found.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())));
}
