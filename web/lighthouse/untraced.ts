// The blocking time of a load with no trace running: what a person's browser spends, beside Lighthouse's figure.
// Lighthouse's trace records every style invalidation with its stack, which multiplies the cost of each class or
// attribute change a page makes; the same load in a fresh context, watched only by a PerformanceObserver, shows the
// long tasks as they are. Counted as Lighthouse counts them: each task's time past 50 ms, from the first contentful
// paint on.
import { desktopConfig } from 'lighthouse';
import type { Browser } from 'puppeteer-core';
import { prepare, type PageSetup } from './pageSetup';

/** The screen Lighthouse's desktop preset emulates, so both loads lay out the same page. */
function desktopScreen(): { width: number; height: number } {
  const { width, height } = desktopConfig.settings?.screenEmulation ?? {};
  if (width === undefined || height === undefined) throw new Error("Lighthouse's desktop preset names no screen size.");
  return { width, height };
}
/** How long after the network is quiet a late task (a chunk loaded after the first draw, say) is still counted. */
const SETTLE_MS = 3000;

const observerScript = `(() => {
  const seen = { tasks: [], paint: null };
  globalThis.__untraced = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.paint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
})()`;

interface Seen {
  tasks: [number, number][];
  paint: number | null;
}

/** Blocking time (ms) of one load of `url` in a fresh context: no cache, no storage but what `setup` writes. */
export async function blockingWithoutTrace(browser: Browser, url: string, setup: PageSetup): Promise<number> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(desktopScreen());
    await prepare(page, setup);
    await page.evaluateOnNewDocument(observerScript);
    await page.goto(url, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    // A session the page did not take would have measured the sign-in screen instead.
    if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`${url} opened ${page.url()} without a trace.`);
    const seen = (await page.evaluate('globalThis.__untraced')) as Seen;
    const from = seen.paint ?? 0;
    return seen.tasks.filter(([start]) => start >= from).reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0);
  } finally {
    await context.close();
  }
}
