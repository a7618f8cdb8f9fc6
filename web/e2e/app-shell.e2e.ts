// The installable app: its manifest and icons, the service worker that keeps the app shell, the app opening with no
// connection, and a new version announced with a Reload action instead of a reload.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testNow } from '../../mocks/src/kit/clock';
import { documentNoticeDismissedKey } from '../src/layout/documentNoticeKey';
import { expect, test } from './setup/fixtures';
import { startGateway, type RunningGateway } from './setup/gateway';
import { gatewayMain } from './setup/global';
import { loginAs, signedInState } from './setup/storedSession';

interface WebManifest {
  name: string;
  short_name: string;
  display: string;
  start_url: string;
  scope: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Once the service worker has installed (precached the shell) and serves this page. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
  });
}

/** Every URL the app keeps in the browser's Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test.describe('the installable app', () => {
  test('links a valid manifest whose icons load', async ({ openPage }) => {
    const page = await openPage('/', { worker: true });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await page.request.get(href ?? '');
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as WebManifest;
    expect(manifest).toMatchObject({ name: 'Practice Portal', short_name: 'Portal', display: 'standalone', start_url: '/', scope: '/' });
    // The browser's bar takes the app's colour on the page as in the installed app.
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

    const icons = await Promise.all(
      manifest.icons.map(async (icon) => {
        const file = await page.request.get(icon.src);
        expect(file.status(), icon.src).toBe(200);
        expect(file.headers()['content-type']).toBe('image/png');
        return { size: pngSize(await file.body()), sizes: icon.sizes, purpose: icon.purpose ?? 'any' };
      }),
    );
    for (const icon of icons) expect(icon.size).toBe(icon.sizes);
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  test('opens a signed-in route with no connection, and keeps no answer of the API', async ({ signedIn }) => {
    const page = await signedIn('Therapist', { worker: true });
    await controlledByWorker(page);
    // What the gateway itself answers at a path is never replaced by the app's page.
    for (const path of ['/healthz', '/graphql']) {
      const answer = await page.goto(path);
      expect(answer?.fromServiceWorker(), path).toBe(false);
      expect(await answer?.text(), path).not.toContain('<div id="root">');
    }
    await page.goto('/dashboard');
    const context = page.context();
    await context.setOffline(true);

    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.locator('.app-header .app-name')).toHaveText('Practice Portal');
    await expect(page.getByText(/^Hello /).first()).toBeVisible();
    // A screen whose code this page never loaded comes from the precache too.
    await page.goto('/student');
    await page.getByRole('heading', { level: 1, name: 'Students' }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

    const urls = await cachedUrls(page);
    expect(urls).toContain('/index.html');
    // The app's own files only: nothing from /graphql, nothing of a person.
    expect(
      urls.filter(
        (url) => !/^\/(index\.html|manifest\.webmanifest|[\w-]+\.(png|svg)|assets\/[^/]+\.(js|css|woff2)|assets\/icons-[\w.-]+\/.+\.json)$/.test(url),
      ),
    ).toEqual([]);
    await context.setOffline(false);
  });
});

test.describe('a new version', () => {
  let portal: RunningGateway;
  let webDist: string;

  // A gateway of this test's own, serving a copy of the build, so that the test can deploy a new worker under it.
  test.beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
    // The build the other gateways serve (WEB_DIST when set, as the gateway itself reads it).
    cpSync(process.env['WEB_DIST'] ?? fileURLToPath(new URL('../dist/', import.meta.url)), webDist, { recursive: true });
    const previous = process.env['WEB_DIST'];
    // startGateway hands its environment to the child as it spawns it, before it returns.
    process.env['WEB_DIST'] = webDist;
    try {
      portal = await startGateway(gatewayMain, fileURLToPath(new URL('../../', import.meta.url)), testNow);
    } finally {
      if (previous === undefined) delete process.env['WEB_DIST'];
      else process.env['WEB_DIST'] = previous;
    }
  });
  test.afterAll(async () => {
    await portal?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  async function signedInOn(
    browser: Browser,
    options: Pick<BrowserContextOptions, 'viewport' | 'reducedMotion'>,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const user = await loginAs(portal.portalUrl, 'Therapist');
    const context = await browser.newContext({ ...options, baseURL: portal.portalUrl, storageState: signedInState(portal.portalUrl, user) });
    await context.clock.install({ time: portal.now() });
    // The 'Please Upload Documents' notice counts as closed, as the signed-in fixture has it: a modal would hold focus.
    await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), documentNoticeDismissedKey(user.userId));
    const page = await context.newPage();
    await page.goto('/student');
    await page.getByRole('heading', { level: 1, name: 'Students' }).waitFor();
    return { context, page };
  }

  test('is announced with a Reload action, and the page reloads only when the person chooses it', async ({ browser, reducedMotion }, testInfo) => {
    const { context, page } = await signedInOn(browser, { viewport: { width: 1366, height: 850 }, reducedMotion });
    try {
      await controlledByWorker(page);
      // What the page holds now is lost with a reload: it tells whether one happened.
      await page.evaluate(() => Object.assign(window, { beforeTheUpdate: true }));
      const stillThisPage = () => page.evaluate(() => 'beforeTheUpdate' in window);

      // A new build is deployed: its worker differs from the one the page runs under.
      const worker = join(webDist, 'sw.js');
      writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// The next version.\n`);
      // The tablet's connection comes back: the app looks for a new version.
      await context.setOffline(true);
      await context.setOffline(false);

      const prompt = page.getByRole('alert').filter({ hasText: 'A new version of Practice Portal is ready.' });
      await expect(prompt).toBeVisible();
      expect(await stillThisPage()).toBe(true);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed');
      await page.screenshot({ path: testInfo.outputPath('update-prompt-1366x850.png') });
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.screenshot({ path: testInfo.outputPath('update-prompt-768x1024.png') });

      // With the keyboard, as anyone may.
      await page.getByRole('button', { name: 'Reload' }).focus();
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
      await page.getByRole('heading', { level: 1, name: 'Students' }).waitFor();
      expect(await stillThisPage()).toBe(false);
      await controlledByWorker(page);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
      await expect(prompt).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
