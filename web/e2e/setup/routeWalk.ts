// Opening one route of the table on a signed-in page and collecting what is wrong there: errors the page raised, a
// refusal (sent to /403, or a call refused), a list whose columns run past its frame, and serious or critical axe
// violations.
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';

export interface RouteVisit {
  /** The route table's pattern, e.g. /edit-student/:student_id. */
  pattern: string;
  /** The address opened, with every parameter filled in. */
  path: string;
}

/** Page errors and console errors, attributed to the route open at the time. */
export class PageErrors {
  private current: string[] = [];

  constructor(page: Page) {
    page.on('pageerror', (error) => this.current.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') this.current.push(`console error: ${message.text()}`);
    });
  }

  /** The errors since the last call. */
  take(): string[] {
    const taken = this.current;
    this.current = [];
    return taken;
  }
}

/** Requests the page has sent and not yet seen answered. */
export class InFlight {
  private count = 0;

  constructor(page: Page) {
    page.on('request', () => this.count++);
    page.on('requestfinished', () => this.count--);
    page.on('requestfailed', () => this.count--);
  }

  get pending(): number {
    return this.count;
  }
}

const BUSY = '.bp6-spinner, .route-progress, .bp6-skeleton, [aria-label^="Loading"]';

/**
 * Waits until the page shows a title or an error screen, then until nothing is loading: no request open and no
 * spinner for a short quiet spell (the screens ask for their data as they mount, and sometimes once more after).
 */
export async function settle(page: Page, inFlight: InFlight, timeoutMs = 10_000): Promise<void> {
  const started = performance.now();
  await page.locator('h1, .bp6-non-ideal-state').first().waitFor({ timeout: timeoutMs });
  let quietSince = 0;
  while (performance.now() - started < timeoutMs) {
    const busy = inFlight.pending > 0 || (await page.locator(BUSY).count()) > 0;
    if (busy) quietSince = 0;
    else if (quietSince === 0) quietSince = performance.now();
    else if (performance.now() - quietSince >= 150) return;
    await page.waitForTimeout(50);
  }
}

/** The ids of the first rows a list page shows (the grid's and the record tables' rows name their records). */
export async function rowIds(page: Page, limit: number): Promise<string[]> {
  return page.evaluate(
    (count) =>
      [...document.querySelectorAll('#main-content [row-id], #main-content [data-row-id]')]
        .map((row) => row.getAttribute('row-id') ?? row.getAttribute('data-row-id') ?? '')
        .filter((id, index, all) => id !== '' && all.indexOf(id) === index)
        .slice(0, count),
    limit,
  );
}

/**
 * Moves the single-page app to `path` the way its own links do (a history entry and a popstate event the router
 * listens to), without loading the bundle again; waits two frames so the router has started on it.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(async (target) => {
    const previous: unknown = window.history.state;
    const index = typeof previous === 'object' && previous !== null && 'idx' in previous ? Number(previous.idx) : 0;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, path);
}

export interface CheckOptions {
  /** Load the page afresh rather than navigating inside the app (after a route that went wrong). */
  reload?: boolean;
  /**
   * What axe reads: the whole page, only the part that changes from route to route (header, content and footer), or
   * nothing (a screen already read on another route). Default the whole page.
   */
  axe?: 'page' | 'content' | 'none';
  /**
   * Whether a list whose columns run past its frame is a problem: at the size a person at the office uses (1366 px),
   * where every list fits. Narrower, a list of many columns and row actions may not fit even at its columns' least.
   */
  framedLists?: boolean;
}

/**
 * The lists whose columns are wider than their frame, by the width the last of them lose: those run under the pinned
 * row actions, out of sight of a person who does not scroll the grid sideways.
 */
async function listsPastTheirFrame(page: Page): Promise<string[]> {
  const measure = () =>
    page.evaluate(async () => {
      // The columns are fitted to the frame once it has been laid out: two frames after the page settled.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return [...document.querySelectorAll<HTMLElement>('.kit-grid')].flatMap((frame) => {
        const label = frame.querySelector('[role="treegrid"], [role="grid"]')?.getAttribute('aria-label') ?? 'a list';
        const columns = [...frame.querySelectorAll('.ag-header-row-column .ag-header-cell')].reduce(
          (sum, cell) => sum + cell.getBoundingClientRect().width,
          0,
        );
        const past = Math.round(columns - (frame.clientWidth - 2));
        return past > 1 ? [`${label}: its columns run ${past} px past its frame, under its row actions`] : [];
      });
    });
  const first = await measure();
  if (first.length === 0) return first;
  // A list that has just drawn its first page may be fitting its columns still.
  await page.waitForTimeout(500);
  return measure();
}

/** Opens a route on the signed-in page and answers what is wrong there (empty when nothing is). */
export async function checkRoute(
  page: Page,
  visit: RouteVisit,
  errors: PageErrors,
  inFlight: InFlight,
  options: CheckOptions = {},
): Promise<string[]> {
  const problems: string[] = [];
  errors.take();
  try {
    if (options.reload) await page.goto(visit.path);
    else await navigateInApp(page, visit.path);
    await settle(page, inFlight);
  } catch (caught) {
    problems.push(`did not settle: ${caught instanceof Error ? caught.message.split('\n')[0] : String(caught)}`);
  }
  problems.push(...errors.take());
  // A screen whose own calls are refused: the guard's /403, or the one modal a FORBIDDEN answer opens.
  if (new URL(page.url()).pathname === '/403' && visit.path !== '/403') problems.push('sent to /403');
  if ((await page.getByRole('dialog', { name: 'Not allowed' }).count()) > 0) problems.push('a call was refused: the Not allowed dialog is open');
  if (options.framedLists) problems.push(...(await listsPastTheirFrame(page)));
  const axe = options.axe ?? 'page';
  // A page that did not come up inside the layout (an error screen) is read whole.
  const inLayout = (await page.locator('.app-main').count()) > 0;
  const include = axe === 'content' && inLayout ? '.app-main' : undefined;
  if (axe !== 'none') problems.push(...(await axeViolations(page, include)).map((violation) => `axe ${violation}`));
  return problems;
}
