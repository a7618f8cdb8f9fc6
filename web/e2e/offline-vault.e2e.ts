// The offline vault: a therapist who signs in with their password gets their day kept on the device, encrypted; a
// reload online opens it without asking, a reload offline asks for the password (a wrong one is refused) and then
// shows the day's screens from what was kept; signing out, once the waiting entries are sent, deletes it all.
// Each user who signs in on the browser keeps a vault of their own.
import type { Page } from '@playwright/test';
import { checkA11y, demoSignIn, signIn } from './setup/browser';
import { expect, test } from './setup/fixtures';
import { graphqlAs } from './setup/graphql';

const VAULT = 'portal-vault';

/** Everything the vault's database holds, read raw (binary as Latin-1 text), with how many records each store has. */
function rawVault(page: Page): Promise<{ text: string; counts: Record<string, number> }> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
    const flat = (value: unknown): string => {
      if (value instanceof ArrayBuffer) return latin1(new Uint8Array(value));
      if (ArrayBuffer.isView(value)) return latin1(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      if (value !== null && typeof value === 'object') return Object.values(value).map(flat).join('\n');
      return String(value);
    };
    const counts: Record<string, number> = {};
    let text = '';
    for (const store of Array.from(db.objectStoreNames)) {
      const rows = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      counts[store] = rows.length;
      text += rows.map(flat).join('\n');
    }
    db.close();
    return { text: text + JSON.stringify(localStorage), counts };
  }, VAULT);
}

const vaultExists = (page: Page) => page.evaluate(async (name) => (await indexedDB.databases()).some((db) => db.name === name), VAULT);

async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
  });
}

test.describe('the offline vault', () => {
  test("keeps the therapist's day encrypted, opens it offline with the password only, and is deleted at sign-out", async ({ openPage }) => {
    const page = await openPage('/', { worker: true });
    await signIn(page, 'Therapist');

    // The day is kept: the header says until when, and lists the sessions it covers.
    const until = page.getByRole('button', { name: /^Available offline until (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M$/ });
    await until.waitFor();
    await until.click();
    const kept = page.locator('.offline-until-panel');
    const firstStudent = kept.getByRole('link').first();
    const studentName = (await firstStudent.textContent()) ?? '';
    const studentPath = (await firstStudent.getAttribute('href')) ?? '';
    const studentId = studentPath.split('/').at(-1) ?? '';
    expect(studentName).not.toBe('');
    await checkA11y(page, 'the kept sessions');
    await page.keyboard.press('Escape');
    const { behaviors } = await graphqlAs<{ behaviors: { name: string; status: string }[] }>(
      page,
      'query($id: ID!) { behaviors: studentBehaviors(studentId: $id) { name status } }',
      { id: studentId },
    );
    const behaviorName = behaviors.find((behavior) => behavior.status !== 'Inactive')?.name ?? '';
    expect(behaviorName).not.toBe('');

    // What the device holds is there, and none of it readable: no name of the student or of their behaviours.
    const raw = await rawVault(page);
    expect(raw.counts.day).toBeGreaterThan(5);
    for (const clear of [studentName, studentName.split(' ')[0]!, behaviorName, 'Therapist#2026']) expect(raw.text).not.toContain(clear);

    // A reload online opens it with the session's key: no password asked.
    await page.goto(studentPath);
    await page.getByRole('textbox', { name: `Count of ${behaviorName}`, exact: true }).waitFor();
    await page.reload();
    await until.waitFor();
    await expect(page.getByRole('heading', { name: /^Welcome back/ })).toHaveCount(0);

    // Offline, a reload asks for the password; a wrong one is refused, the right one opens the day.
    await controlledByWorker(page);
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back, Jordan Ellis' }).waitFor();
    await checkA11y(page, 'the lock screen');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not my password');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByText('That password does not open the data kept on this device. Check it and try again.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await password.fill(demoSignIn('Therapist').password);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.locator('.student-banner .student-name')).toHaveText(studentName);
    const count = page.getByRole('textbox', { name: `Count of ${behaviorName}`, exact: true });
    await count.waitFor();

    // A count recorded offline waits; signing out says so, and waiting for the sync signs out once it is sent.
    await count.fill('2');
    await count.press('Enter');
    await expect(page.locator('.student-saved')).toContainText('waiting to be sent');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const waiting = page.getByRole('dialog', { name: 'Entries not sent yet' });
    await expect(waiting).toContainText('1 entry recorded on this device is waiting to be sent.');
    await expect(waiting).toContainText('Signing out now deletes it from this device: it will be lost.');
    await checkA11y(page, 'the sign-out warning');
    await waiting.getByRole('button', { name: 'Wait for sync' }).click();
    await expect(page.getByRole('dialog', { name: 'Waiting for the sync' })).toContainText('1 entry still to send.');
    await page.context().setOffline(false);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    // The deletion may end a moment after the page has left (a request refused once the API's session ended).
    await expect.poll(() => vaultExists(page)).toBe(false);
  });

  test('another user signing in on the same browser neither reads nor deletes what the last one kept', async ({ openPage }) => {
    const page = await openPage('/', { worker: true });
    await signIn(page, 'Therapist');
    await page.getByRole('button', { name: /^Available offline until / }).waitFor();
    const kept = (await rawVault(page)).counts;
    expect(kept.day).toBeGreaterThan(5);

    // The session ends without a sign-out (it expired): the vault stays for the same user's next sign-in...
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    expect((await rawVault(page)).counts.day).toBe(kept.day);
    // ...and stays when someone else signs in, who gets a vault of their own beside it.
    await signIn(page, 'Office administrator');
    await expect.poll(async () => (await rawVault(page)).counts.owner).toBe(2);
    expect((await rawVault(page)).counts.day).toBeGreaterThanOrEqual(kept.day!);
  });
  test("a vault kept before each user had their own becomes its user's, nothing of it lost", async ({ openPage }) => {
    const page = await openPage('/');
    // The first version's database: one owner record under 'owner', records under their id alone.
    await page.evaluate(async (name) => {
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(name, 1);
        request.onupgradeneeded = () => {
          const db = request.result;
          db.createObjectStore('owner');
          db.createObjectStore('day', { keyPath: 'id' });
          db.createObjectStore('outbox', { keyPath: 'id' });
          const tx = request.transaction!;
          tx.objectStore('owner').put({ userId: 'u-41', salt: new Uint8Array(16), iterations: 1, byPassword: null, bySession: null }, 'owner');
          tx.objectStore('day').put({ id: 'day-a', iv: new Uint8Array(12), data: new ArrayBuffer(4) });
          tx.objectStore('outbox').put({ id: 'out-a', iv: new Uint8Array(12), data: new ArrayBuffer(4) });
          tx.objectStore('outbox').put({ id: 'out-b', iv: new Uint8Array(12), data: new ArrayBuffer(4) });
        };
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
        request.onerror = () => reject(request.error);
      });
    }, VAULT);
    // Any sign-in opens the database at its current version.
    await signIn(page, 'Office administrator');
    await expect
      .poll(() =>
        page.evaluate(async (name) => {
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const request = indexedDB.open(name);
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          // The first user's keys only: the one signing in now has a vault of their own beside it.
          const keys = (store: string) =>
            new Promise<IDBValidKey[]>((resolve) => {
              const request = db.transaction(store).objectStore(store).getAllKeys();
              request.onsuccess = () => resolve(request.result.filter((key) => key === 'u-41' || (Array.isArray(key) && key[0] === 'u-41')));
            });
          const found = { version: db.version, owner: await keys('owner'), day: await keys('day'), outbox: await keys('outbox') };
          db.close();
          return JSON.stringify(found);
        }, VAULT),
      )
      .toBe(
        JSON.stringify({
          version: 2,
          owner: ['u-41'],
          day: [['u-41', 'day-a']],
          outbox: [
            ['u-41', 'out-a'],
            ['u-41', 'out-b'],
          ],
        }),
      );
  });
});
