// The browser tests' fixtures. Each worker starts one gateway (with the stand-in in-process) on ephemeral loopback
// ports, its clock pinned at the stand-in's test instant, and stops it when the worker ends; every page a test opens
// gets that same instant from Playwright's clock, so the page, the gateway and the seeded data agree on the day.
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { testNow } from '../../../mocks/src/kit/clock';
import { signIn, type DemoRole } from './browser';
import { gatewayMain } from './global';
import { startGateway, type RunningGateway } from './gateway';

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
}

const laptop = { width: 1280, height: 800 };

/** A fresh browser context (own storage, no session) with one page opened at `path`. */
export type OpenPage = (path?: string, options?: OpenPageOptions) => Promise<Page>;

/** The stand-in's control endpoints, e.g. control('reset-tokens'). */
export interface StandIn {
  url: string;
  control<T = unknown>(path: string, init?: { method?: string; body?: unknown }): Promise<T>;
}

/** A fresh page signed in as a demo user, on the dashboard. */
export type SignedIn = (role: DemoRole, options?: OpenPageOptions) => Promise<Page>;

interface TestFixtures {
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
  context: async ({ context, portal }, use) => {
    await context.clock.install({ time: portal.now() });
    await use(context);
  },
  openPage: async ({ browser, portal }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (path = '/', options = {}) => {
      const context = await browser.newContext({
        baseURL: portal.portalUrl,
        viewport: options.viewport ?? laptop,
      });
      opened.push(context);
      await context.clock.install({ time: portal.now() });
      const page = await context.newPage();
      await page.goto(path);
      return page;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  signedIn: async ({ openPage }, use) => {
    await use(async (role, options) => {
      const page = await openPage('/', options);
      await signIn(page, role);
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
