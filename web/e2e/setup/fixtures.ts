// The browser tests' fixtures. Each worker starts one gateway (with the stand-in in-process) on ephemeral loopback
// ports, its clock pinned at the stand-in's test instant, and stops it when the worker ends; every page a test opens
// gets that same instant from Playwright's clock, so the page, the gateway and the seeded data agree on the day.
import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { testNow } from '../../../mocks/src/kit/clock';
import { documentNoticeDismissedKey } from '../../src/layout/documentNoticeKey';
import type { DemoRole } from './browser';
import { gatewayMain } from './global';
import { startGateway, type RunningGateway } from './gateway';
import { loginAs, signedInState } from './storedSession';

export { expect } from '@playwright/test';

/**
 * The instant the gateway and stand-in were pinned at, as a fresh Date: what a test reads for "today" (the servers'
 * time flows on from it, so within a run it is the same day).
 */
export function pinnedNow(): Date {
  return new Date(testNow);
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface OpenPageOptions {
  /** Defaults to a laptop-sized 1280 x 800. */
  viewport?: { width: number; height: number };
  /** A tablet's touch screen: touch events, a coarse pointer and the page's viewport meta tag honoured. */
  touch?: boolean;
  /**
   * Let the app install its service worker, which precaches the whole app (some 280 files): for the tests of working
   * offline. Every other test's page goes without it, as a first visit does, and spends nothing on the copy.
   */
  worker?: boolean;
}

const laptop = { width: 1280, height: 800 };

/** A fresh browser context (own storage, no session) with one page opened at `path`. */
export type OpenPage = (path?: string, options?: OpenPageOptions) => Promise<Page>;

/** The stand-in's control endpoints, e.g. control('reset-tokens'). */
export interface StandIn {
  url: string;
  control<T = unknown>(path: string, init?: { method?: string; body?: unknown }): Promise<T>;
}

export interface SignedInOptions extends OpenPageOptions {
  /**
   * Leave the 'Please Upload Documents' notice to come, as it does on arrival for users with pending files. By
   * default it counts as closed already, so that it does not sit over the page a test uses.
   */
  keepNotices?: boolean;
  /**
   * The address the page opens first, instead of the dashboard. A page that opened the dashboard only to go on at
   * once would leave the dashboard's queries half-way, for the gateway to work out all the same.
   */
  at?: string;
}

/**
 * A fresh page signed in as a demo user (the gateway's `login` call, the session stored as the sign-in screen stores
 * it): at `at`, once the page has loaded, or on the dashboard once it greets the user.
 */
export type SignedIn = (role: DemoRole, options?: SignedInOptions) => Promise<Page>;

interface TestFixtures {
  /** Checked after every test: nothing disagreed with the practice API's description. */
  contractKept: void;
  /** Fresh browser contexts on the worker's portal, at the pinned instant, closed when the test ends. */
  newContext: (options?: OpenPageOptions, storageState?: BrowserContextOptions['storageState']) => Promise<BrowserContext>;
  openPage: OpenPage;
  signedIn: SignedIn;
  standIn: StandIn;
}

interface WorkerFixtures {
  portal: RunningGateway;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  portal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const portal = await startGateway(gatewayMain, repoRoot, testNow);
      await use(portal);
      await portal.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.portalUrl),
  // A test after which the stand-in or the gateway disagreed with the practice API's description fails, naming the call.
  contractKept: [
    async ({ portal }, use) => {
      await use();
      const response = await fetch(new URL('/__control/contract-findings/take', portal.standInUrl), { method: 'POST' });
      const { findings } = (await response.json()) as { findings: string[] };
      if (findings.length > 0)
        throw new Error(`The stand-in and the practice API's description disagree:\n${findings.map((finding) => `- ${finding}`).join('\n')}`);
    },
    { auto: true },
  ],
  context: async ({ context, portal }, use) => {
    await context.clock.install({ time: portal.now() });
    await use(context);
  },
  // The config's motion setting (reduced: dialogs drawn in place, never clicked while they still zoom in), which
  // Playwright applies to its own contexts only.
  newContext: async ({ browser, portal, reducedMotion }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options = {}, storageState) => {
      const touch = options.touch ? { hasTouch: true, isMobile: true } : {};
      const context = await browser.newContext({
        baseURL: portal.portalUrl,
        viewport: options.viewport ?? laptop,
        storageState,
        serviceWorkers: options.worker ? 'allow' : 'block',
        reducedMotion,
        ...touch,
      });
      opened.push(context);
      await context.clock.install({ time: portal.now() });
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  openPage: async ({ newContext }, use) => {
    await use(async (path = '/', options = {}) => {
      const page = await (await newContext(options)).newPage();
      await page.goto(path);
      return page;
    });
  },
  signedIn: async ({ newContext, portal }, use) => {
    await use(async (role, options = {}) => {
      const user = await loginAs(portal.portalUrl, role);
      const context = await newContext(options, signedInState(portal.portalUrl, user));
      if (!options.keepNotices) {
        await context.addInitScript((key) => {
          try {
            window.sessionStorage.setItem(key, '1');
          } catch {
            // A frame without session storage (about:blank) has no notice either.
          }
        }, documentNoticeDismissedKey(user.userId));
      }
      const page = await context.newPage();
      if (options.at !== undefined) {
        await page.goto(options.at);
        return page;
      }
      await page.goto('/dashboard');
      await page.getByRole('heading', { level: 2, name: /^Hello / }).waitFor();
      return page;
    });
  },
  standIn: async ({ portal }, use) => {
    await use({
      url: portal.standInUrl,
      async control<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> {
        const url = new URL(`/__control/${path}`, portal.standInUrl);
        const response = await fetch(url, {
          method: init?.method ?? (init?.body === undefined ? 'GET' : 'POST'),
          headers: init?.body === undefined ? undefined : { 'content-type': 'application/json' },
          body: init?.body === undefined ? undefined : JSON.stringify(init.body),
        });
        if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}: ${await response.text()}`);
        return (await response.json()) as T;
      },
    });
  },
});
