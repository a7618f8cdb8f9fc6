// The idle lock: after the idle time without input (15 minutes, the gateway's default) the screen locks over the app,
// which stays mounted underneath, so what was typed is there after the unlock; a wrong password is refused; the
// user's other tabs lock and unlock with it. Someone else signing in at the lock finds none of the first user's text
// or waiting entries, and the first user's entries are still there, and sent, when they sign back in.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { checkA11y, demoSignIn, signIn } from './setup/browser';
import { expect, test, type StandIn } from './setup/fixtures';
import { graphqlAs } from './setup/graphql';

const lock = (page: Page) => page.getByRole('dialog', { name: /^Welcome back, / });

/** The element the eye sees at the middle of `selector`'s box: inside the lock while it is up. */
const seenAt = (page: Page, selector: string) =>
  page.evaluate((target) => {
    const box = document.querySelector(target)?.getBoundingClientRect();
    if (!box) return 'missing';
    const seen = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return seen?.closest('.idle-lock') ? 'the lock' : 'the app';
  }, selector);

async function unlockWith(page: Page, password: string): Promise<void> {
  await lock(page).getByLabel('Password', { exact: true }).fill(password);
  await lock(page).getByRole('button', { name: 'Unlock' }).click();
}

/** How many behaviour counts of `frequency` reached the API. */
async function countsSent(standIn: StandIn, frequency: number): Promise<number> {
  const { calls } = await standIn.control<{ calls: { body: { entries?: { frequency: number }[] } }[] }>('calls?method=POST&path=behavior-data-entry');
  return calls.filter((call) => call.body.entries?.[0]?.frequency === frequency).length;
}

/** Each store's records of the vault's database, by the user they belong to. */
function vaultRecords(page: Page): Promise<Record<string, Record<string, number>>> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('portal-vault');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const counts: Record<string, Record<string, number>> = {};
    for (const store of ['day', 'outbox']) {
      const rows = await new Promise<{ owner: string }[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as { owner: string }[]);
        request.onerror = () => reject(request.error);
      });
      for (const row of rows) {
        counts[row.owner] ??= {};
        counts[row.owner]![store] = (counts[row.owner]![store] ?? 0) + 1;
      }
    }
    db.close();
    return counts;
  });
}

test.describe('the idle lock', () => {
  test('locks after the idle time, keeps what was typed, refuses a wrong password, and locks and unlocks the tabs together', async ({
    signedIn,
  }, testInfo) => {
    const page = await signedIn('Therapist', { at: '/compose', viewport: { width: 1366, height: 850 } });
    const subject = `Thursday pick-up ${randomUUID().slice(0, 8)}`;
    await page.locator('#compose-subject').fill(subject);
    await page.locator('#compose-body').fill('Can we move the session to 4 pm?');
    const other = await page.context().newPage();
    await other.goto('/inbox');
    await other.getByRole('heading', { name: 'Inbox' }).first().waitFor();
    await page.bringToFront();

    // Not before the idle time: input a moment ago counts.
    await page.clock.fastForward('14:00');
    await page.locator('#compose-body').press('End');
    await page.clock.fastForward('14:00');
    await expect(lock(page)).toHaveCount(0);
    await page.clock.fastForward('01:05');
    await expect(lock(page)).toBeVisible();
    await expect(lock(page).getByRole('heading', { name: 'Welcome back, Jordan Ellis' })).toBeVisible();
    await expect(lock(other)).toBeVisible();

    // The app is there but out of sight and out of reach: covered, hidden from assistive technology, not focusable.
    expect(await seenAt(page, '#compose-subject')).toBe('the lock');
    await expect(page.getByRole('textbox', { name: /^Subject/ })).toHaveCount(0);
    await expect(lock(page).getByLabel('Password', { exact: true })).toBeFocused();
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.idle-lock')))).toBe(true);
    }
    await checkA11y(page, 'the idle lock');
    await page.screenshot({ path: testInfo.outputPath('idle-lock-1366x850.png') });
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: testInfo.outputPath('idle-lock-768x1024.png') });

    await unlockWith(page, 'not my password');
    await expect(lock(page).getByText('These credentials do not match our records.')).toBeVisible();
    await expect(lock(page)).toBeVisible();

    await unlockWith(page, demoSignIn('Therapist').password);
    await expect(lock(page)).toHaveCount(0);
    await expect(lock(other)).toHaveCount(0);
    await expect(page.locator('#compose-subject')).toHaveValue(subject);
    await expect(page.locator('#compose-body')).toHaveValue('Can we move the session to 4 pm?');
    // Still signed in as the same user: the app's requests go on.
    await page.getByRole('link', { name: 'Inbox' }).first().click();
    await page.getByRole('heading', { name: 'Inbox' }).first().waitFor();
  });

  test("someone else signing in at the lock finds none of the first user's text or waiting entries; the first user's are sent when they sign back in", async ({
    openPage,
    standIn,
  }) => {
    const page = await openPage('/', { worker: true, viewport: { width: 768, height: 1024 } });
    await signIn(page, 'Therapist');
    const therapistId = await page.evaluate(() => localStorage.getItem('userId'));
    const until = page.getByRole('button', { name: /^Available offline until / });
    await until.click();
    const studentPath = (await page.locator('.offline-until-panel').getByRole('link').first().getAttribute('href')) ?? '';
    await page.keyboard.press('Escape');
    const { behaviors } = await graphqlAs<{ behaviors: { name: string; status: string }[] }>(
      page,
      'query($id: ID!) { behaviors: studentBehaviors(studentId: $id) { name status } }',
      { id: studentPath.split('/').at(-1) },
    );
    const behaviorName = behaviors.find((behavior) => behavior.status !== 'Inactive')?.name ?? '';

    // A draft of a message, and a count recorded offline, waiting to be sent.
    const subject = `Only for Jordan ${randomUUID().slice(0, 8)}`;
    await page.goto('/compose');
    await page.locator('#compose-subject').fill(subject);
    await page.goto(studentPath);
    const count = page.getByRole('textbox', { name: `Count of ${behaviorName}`, exact: true });
    await count.waitFor();
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready).active?.state === 'activated' && navigator.serviceWorker.controller !== null,
    );
    await page.context().setOffline(true);
    // A count no other test of this worker's practice makes.
    const counted = 100 + Math.floor(Math.random() * 900);
    await count.fill(String(counted));
    await count.press('Enter');
    await expect(page.locator('.student-saved')).toContainText('waiting to be sent');

    // Offline, the lock checks the password against the vault: the right one opens it...
    await page.clock.fastForward('15:05');
    await expect(lock(page)).toBeVisible();
    await unlockWith(page, demoSignIn('Therapist').password);
    await expect(lock(page)).toHaveCount(0);
    await expect(page.locator('.student-saved')).toContainText('waiting to be sent');
    // ...a wrong one does not.
    await page.clock.fastForward('15:05');
    await expect(lock(page)).toBeVisible();
    const password = lock(page).getByLabel('Password', { exact: true });
    await unlockWith(page, 'not my password');
    await expect(lock(page).getByText('That password does not open the data kept on this device. Check it and try again.')).toBeVisible();
    // As many wrong passwords as the gateway's sign-in takes (10), and the lock takes no more.
    for (let tried = 2; tried <= 10; tried += 1) {
      await expect(password).toHaveValue('');
      await unlockWith(page, `wrong ${tried}`);
    }
    await expect(lock(page).getByRole('alert')).toHaveText(/^Too many wrong passwords: this screen takes no more\./);
    await expect(lock(page).getByRole('button', { name: 'Unlock' })).toHaveCount(0);
    await lock(page).getByRole('button', { name: 'Sign in as someone else' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.context().setOffline(false);

    await signIn(page, 'Office administrator');
    await page.goto('/compose');
    await expect(page.locator('#compose-subject')).toHaveValue('');
    await expect(page.getByText(subject)).toHaveCount(0);
    await expect(page.locator('.connection-status')).not.toContainText('waiting');
    // The therapist's entry stays on the device, theirs alone, and was not sent by anyone else.
    const kept = await vaultRecords(page);
    expect(kept[therapistId ?? '']?.outbox).toBe(1);
    const officeId = await page.evaluate(() => localStorage.getItem('userId'));
    expect(kept[officeId ?? '']?.outbox ?? 0).toBe(0);
    expect(await countsSent(standIn, counted)).toBe(0);

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await signIn(page, 'Therapist');
    await expect.poll(() => countsSent(standIn, counted)).toBe(1);
    await expect.poll(async () => (await vaultRecords(page))[therapistId ?? '']?.outbox ?? 0).toBe(0);
  });
});
