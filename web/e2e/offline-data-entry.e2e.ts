// Data entry with no connection: a therapist records a session's trials, behaviour counts and an ABC entry offline;
// each waits in the outbox (the header says how many), and once the connection is back the API holds exactly those
// entries, once each, in the order they were made. A write whose answer was lost is sent again with its key and made
// once; a write the API refuses on replay stays, with its data and the API's message, until the therapist resolves it.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { checkA11y, demoSignIn, signIn } from './setup/browser';
import { expect, test, type StandIn } from './setup/fixtures';
import { graphqlAs } from './setup/graphql';
import { recordOf, todaysSession } from './setup/sessionToRecord';

const tablet = { width: 768, height: 1024 };

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

const recordNav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Student record' }).getByRole('link', { name, exact: true }).click();

async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
  });
}

async function calls(standIn: StandIn, path: string): Promise<Call[]> {
  return (await standIn.control<{ calls: Call[] }>(`calls?method=POST&path=${encodeURIComponent(path)}`)).calls;
}

const status = (page: Page) => page.locator('.connection-status').getByRole('button');

async function chooseTarget(page: Page, targetName: string): Promise<void> {
  const target = page.getByLabel(/^Target/);
  await expect.poll(() => target.locator('option').count()).toBeGreaterThan(1);
  const label = await target
    .locator('option', { hasText: ` – ${targetName}` })
    .first()
    .textContent();
  await target.selectOption({ label: label ?? '' });
}

/** Records trials on the pad (c correct, x incorrect) and saves them with Enter. */
async function recordTrials(page: Page, keys: string): Promise<void> {
  const pad = page.getByRole('group', { name: /^Trial pad/ });
  await pad.focus();
  for (const key of keys) await pad.press(key);
  await expect(page.getByRole('group', { name: 'Trials recorded' }).or(page.getByLabel('Trials recorded'))).toContainText(
    `of ${keys.length} correct`,
  );
  await pad.press('Enter');
  await expect(page.locator('.student-saved')).toContainText('waiting to be sent');
  await expect(page.getByLabel('Trials recorded')).toContainText('No trials yet.');
}

async function fillAbc(page: Page, behaviorName: string, antecedent: string): Promise<void> {
  await page
    .getByLabel(/^Behavior/)
    .and(page.locator('select'))
    .first()
    .selectOption({ label: behaviorName });
  await page.getByLabel(/^Antecedent/).fill(antecedent);
  await page.getByLabel(/^Behavior observed/).fill('Threw the toy');
  await page.getByLabel(/^Consequence/).fill('Planned ignoring');
  await page.getByLabel(/^Consequence/).press('Enter');
}

test.describe('offline data entry', () => {
  test('keeps a session recorded offline in the outbox, through a reload, and gives the API exactly those entries, once each, when back online', async ({
    openPage,
    standIn,
  }, testInfo) => {
    // Signed in with the password, so that the day and the outbox are kept in the vault.
    const page = await openPage('/', { viewport: tablet, worker: true });
    await signIn(page, 'Therapist');
    await page.getByRole('button', { name: /^Available offline until / }).click();
    const kept = page.locator('.offline-until-panel');
    const studentId = ((await kept.getByRole('link').first().getAttribute('href')) ?? '').split('/').at(-1) ?? '';
    const appointmentId =
      (
        (await kept
          .getByRole('link', { name: /^Note of / })
          .first()
          .getAttribute('href')) ?? ''
      )
        .split('/')
        .at(-1) ?? '';
    await page.keyboard.press('Escape');
    const session = await recordOf(page, studentId, appointmentId);
    const stamp = `offline ${testInfo.workerIndex}-${randomUUID().slice(0, 8)}`;
    await standIn.control('calls', { method: 'DELETE' });

    await page.goto(`/student-data-entry/skill/${session.studentId}/${session.appointmentId}`);
    await chooseTarget(page, session.targetName);
    await expect(status(page)).toHaveText('Online');
    await controlledByWorker(page);

    await page.context().setOffline(true);
    await expect(status(page)).toHaveText('Offline');
    // 30 trials, saved in three sets of ten.
    for (const set of ['ccccxccccx', 'cxcxcccccc', 'xxcccccccc']) await recordTrials(page, set);
    await expect(status(page)).toHaveText('Offline · 3 entries waiting');

    // Five counts of a behaviour, each saved as the day's count at the time.
    await recordNav(page, 'Behavior data');
    const count = page.getByLabel(`Count of ${session.behaviorName}`, { exact: true });
    for (let counted = 1; counted <= 5; counted += 1) {
      await count.fill(String(counted));
      await count.press('Enter');
      await expect(status(page)).toHaveText(`Offline · ${3 + counted} entries waiting`);
    }

    // An ABC entry.
    await recordNav(page, 'ABC data');
    await fillAbc(page, session.behaviorName, `Asked to tidy up (${stamp})`);
    await expect(status(page)).toHaveText('Offline · 9 entries waiting');

    // The tablet reloads with no connection: the password opens what was kept, the entries still wait.
    await page.reload();
    await page.getByLabel('Password', { exact: true }).fill(demoSignIn('Therapist').password);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(status(page)).toHaveText('Offline · 9 entries waiting');

    // Five more trials.
    await recordNav(page, 'Skill data');
    await chooseTarget(page, session.targetName);
    await recordTrials(page, 'ccxcc');
    await expect(status(page)).toHaveText('Offline · 10 entries waiting');

    // The outbox lists what each entry holds and where it stands.
    await status(page).click();
    const outbox = page.getByRole('dialog', { name: 'Entries on this device' });
    const entries = outbox.getByRole('listitem');
    await expect(entries).toHaveCount(10);
    await expect(entries.first()).toContainText('Skill trials');
    await expect(entries.first()).toContainText(session.targetName);
    await expect(entries.first()).toContainText('8 of 10 correct');
    await expect(entries.nth(7)).toContainText('count 5');
    await expect(entries.nth(8)).toContainText(`Asked to tidy up (${stamp})`);
    await expect(entries.filter({ hasText: 'Waiting' })).toHaveCount(10);
    await page.screenshot({ path: testInfo.outputPath('outbox-offline-768x1024.png') });
    await checkA11y(page, 'outbox drawer, offline');
    await outbox.getByRole('button', { name: 'Close the entries on this device' }).click();
    await page.locator('.app-header').screenshot({ path: testInfo.outputPath('status-offline-768x1024.png') });
    expect(await calls(standIn, 'student-program-target-data')).toEqual([]);

    await page.context().setOffline(false);
    await expect(status(page)).toHaveText('All saved');
    await page.locator('.app-header').screenshot({ path: testInfo.outputPath('status-saved-768x1024.png') });

    // Each write reached the API once, in the order it was made.
    const trials = await calls(standIn, 'student-program-target-data');
    expect(trials.map((call) => (call.body['trials'] as unknown[]).length)).toEqual([10, 10, 10, 5]);
    expect(trials.slice(0, 3).map((call) => call.body['session_key'])).toEqual([session.appointmentId, session.appointmentId, session.appointmentId]);
    const counts = await calls(standIn, 'behavior-data-entry');
    expect(counts.map((call) => (call.body['entries'] as { frequency: number }[])[0]?.frequency)).toEqual([1, 2, 3, 4, 5]);
    const abc = await calls(standIn, 'behavior-abc-data-entry');
    expect(abc.map((call) => call.body['antecedent'])).toEqual([`Asked to tidy up (${stamp})`]);

    // And holds them: the ABC entry once.
    const held = await graphqlAs<{ page: { nodes: { antecedent: string }[] } }>(
      page,
      'query Abc($id: ID!) { page: abcEntries(studentId: $id, page: { page: 1, perPage: 200 }) { nodes { antecedent } } }',
      { id: session.studentId },
    );
    expect(held.page.nodes.filter((node) => node.antecedent === `Asked to tidy up (${stamp})`)).toHaveLength(1);
  });

  test('makes a write whose answer was lost once: sent again with its key, the gateway gives the first answer', async ({
    signedIn,
    standIn,
  }, testInfo) => {
    const page = await signedIn('Therapist', { viewport: tablet });
    const session = await todaysSession(page);
    const antecedent = `Lost answer (${testInfo.workerIndex}-${randomUUID().slice(0, 8)})`;
    await standIn.control('calls', { method: 'DELETE' });
    await page.goto(`/student-data-entry/abc/${session.studentId}`);
    await page.getByRole('heading', { level: 1, name: 'ABC Data Entry' }).waitFor();

    // The gateway makes the write and answers; the page never sees that answer (the signal dropped on the way back).
    const keys: string[] = [];
    let lost = false;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName !== 'CreateAbcEntry') return route.fallback();
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (lost) return route.fallback();
      lost = true;
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      await route.abort('connectionreset');
    });
    await fillAbc(page, session.behaviorName, antecedent);
    await expect(status(page)).toHaveText('1 entry waiting');
    await expect(page.getByRole('cell', { name: antecedent })).toBeVisible();

    // The connection comes back: the outbox sends it again, with the same key.
    const replayed = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && response.request().postData()?.includes('CreateAbcEntry') === true,
    );
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    expect((await replayed).headers()['idempotent-replayed']).toBe('true');
    await expect(status(page)).toHaveText('All saved');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect((await calls(standIn, 'behavior-abc-data-entry')).filter((call) => call.body['antecedent'] === antecedent)).toHaveLength(1);
    await expect(page.getByRole('cell', { name: antecedent })).toHaveCount(1);
  });

  test('keeps a write the API refuses on replay, with its data and the message, until the therapist corrects and sends it', async ({
    signedIn,
    standIn,
  }, testInfo) => {
    const page = await signedIn('Therapist', { viewport: tablet });
    const session = await todaysSession(page);
    const antecedent = `Refused (${testInfo.workerIndex}-${randomUUID().slice(0, 8)})`;
    await standIn.control('calls', { method: 'DELETE' });
    await page.goto(`/student-data-entry/abc/${session.studentId}`);
    await page.getByRole('heading', { level: 1, name: 'ABC Data Entry' }).waitFor();

    await page.context().setOffline(true);
    await fillAbc(page, session.behaviorName, antecedent);
    await expect(status(page)).toHaveText('Offline · 1 entry waiting');
    await expect(page.getByRole('cell', { name: antecedent })).toBeVisible();

    // Meanwhile the session was cancelled: the API refuses the entry once.
    const message = 'This session was cancelled: its data can no longer be recorded.';
    await standIn.control('faults', {
      body: { pattern: 'behavior-abc-data-entry', fault: { method: 'POST', status: 422, body: { message, errors: { date: [message] } }, times: 1 } },
    });
    await page.context().setOffline(false);
    await expect(status(page)).toHaveText('1 entry refused');
    // Not shown as made any more, but not lost.
    await expect(page.getByRole('cell', { name: antecedent })).toHaveCount(0);

    await status(page).click();
    const outbox = page.getByRole('dialog', { name: 'Entries on this device' });
    const entry = outbox.getByRole('listitem');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Refused');
    await expect(entry).toContainText(message);
    await expect(entry).toContainText(antecedent);
    await page.screenshot({ path: testInfo.outputPath('outbox-refused-768x1024.png') });
    await checkA11y(page, 'outbox drawer, refused entry');

    // Corrected and sent again, as a new request.
    await entry.getByRole('button', { name: 'Edit and send again' }).click();
    await entry.getByLabel('Antecedent', { exact: true }).fill(`${antecedent}, corrected`);
    await entry.getByRole('button', { name: 'Send again' }).click();
    await expect(outbox.getByRole('listitem')).toHaveCount(0);
    await expect(status(page)).toHaveText('All saved');
    const sent = (await calls(standIn, 'behavior-abc-data-entry')).map((call) => call.body['antecedent']);
    expect(sent).toEqual([antecedent, `${antecedent}, corrected`]);
    const held = await graphqlAs<{ page: { nodes: { antecedent: string }[] } }>(
      page,
      'query Abc($id: ID!) { page: abcEntries(studentId: $id, page: { page: 1, perPage: 200 }) { nodes { antecedent } } }',
      { id: session.studentId },
    );
    expect(held.page.nodes.filter((node) => node.antecedent.startsWith(antecedent)).map((node) => node.antecedent)).toEqual([
      `${antecedent}, corrected`,
    ]);
  });
});
