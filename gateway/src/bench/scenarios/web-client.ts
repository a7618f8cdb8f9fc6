// Scenario 5, the web client: the gzip size of the JavaScript and CSS the sign-in route and the student list route
// load first (the files of the Vite build in web/dist that Chromium asks for before the route has rendered), and the
// time from navigation to a rendered 500-row student list. The gateway serves the build, as `npm start` does.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { demoUsers } from '@portal/mocks';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { BenchContext } from '../context.js';
import { percentile } from '../load.js';
import { startGatewayProcess, type Child } from '../children.js';
import { webDist } from '../listed-build.js';
import { kB, ms, row, times, under, type Row, type Section } from '../report.js';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags of the browser tests (web/e2e/setup/chromium.ts).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const viewport = { width: 1280, height: 800 };
const waitMs = 20_000;
const signInJsTarget = 250_000;
const listJsTarget = 450_000;
const renderTargetMs = 1_000;
const listRows = 500;
const baselineWeb = process.env.BENCH_BASELINE_WEB;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const medianOf = (renders: readonly ListRender[]) =>
  percentile(
    renders.map((render) => render.ms).sort((a, b) => a - b),
    50,
  );

/** The signed-in session, moved to another origin (local storage is kept per origin). */
function forOrigin(state: StorageState, from: string, to: string): StorageState {
  return { ...state, origins: state.origins.map((entry) => (entry.origin === from ? { ...entry, origin: to } : entry)) };
}

/** A second gateway in front of the same stand-in, serving another build of the web client. */
async function startBaselineGateway(ctx: BenchContext, webDist: string): Promise<{ child: Child; origin: string }> {
  if (!existsSync(`${webDist}/index.html`)) throw new Error(`BENCH_BASELINE_WEB=${webDist} has no index.html`);
  const child = await startGatewayProcess(ctx.standInChild.ready.url, { WEB_DIST: webDist });
  return { child, origin: child.ready.origin };
}

interface Weight {
  js: number;
  css: number;
  files: { file: string; gzip: number }[];
}

/** gzip (zlib's default level, as Vite's own build report) of each built file, summed by kind. */
async function weigh(paths: readonly string[]): Promise<Weight> {
  const weight: Weight = { js: 0, css: 0, files: [] };
  for (const path of new Set(paths)) {
    const gzip = gzipSync(await readFile(`${webDist}/${path.replace(/^\//, '')}`)).length;
    if (path.endsWith('.css')) weight.css += gzip;
    else weight.js += gzip;
    weight.files.push({ file: path.replace(/^\/assets\//, ''), gzip });
  }
  weight.files.sort((a, b) => b.gzip - a.gzip);
  return weight;
}

/** The scripts and style sheets index.html itself names: what every route loads before its own chunk. */
async function entryAssets(): Promise<string[]> {
  const html = await readFile(`${webDist}/index.html`, 'utf8');
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
}

/** Every script and style sheet of the origin the page asks for, in order; `snapshot()` copies the list so far. */
function recordAssets(page: Page, origin: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && /\.(?:js|css)$/.test(url.pathname)) seen.push(url.pathname);
  });
  return { snapshot: () => [...seen] };
}

interface Marks {
  /** Time since navigation when the sign-in form was first on screen. */
  signIn?: number;
  /** ... when the route showed the "not available yet" placeholder instead of a list. */
  placeholder?: number;
  /** ... when the list first showed a row, and when it first reported 500 rows. */
  firstRows?: number;
  fullRows?: number;
  /** Rows the list reports now. */
  rows: number;
}

/**
 * Installed in every document before the page's own scripts (an init script, which the page's content security
 * policy does not govern, unlike Playwright's waitForFunction): on every animation frame it notes, on the page's own
 * clock (milliseconds since navigation started), when the sign-in form, the placeholder, a first list row and 500
 * list rows first appeared. A list's rows are an AG Grid's aria-rowcount less its header rows, or a table's body
 * rows, counted only once a row is in the DOM. Written as source: the gateway compiles without the DOM's types.
 */
const markScript = `(() => {
  const marks = { rows: 0 };
  window.__benchMarks = marks;
  const countRows = () => {
    let rows = 0;
    for (const grid of document.querySelectorAll('[role="grid"], [role="treegrid"]')) {
      const total = Number(grid.getAttribute('aria-rowcount') ?? '0');
      const headerRows = grid.querySelectorAll('.ag-header-row, thead tr').length || 1;
      const shown = grid.querySelectorAll('.ag-row, tbody tr').length;
      if (total > 0 && shown > 0) rows = Math.max(rows, total - headerRows);
    }
    for (const table of document.querySelectorAll('table')) rows = Math.max(rows, table.tBodies[0]?.rows.length ?? 0);
    return rows;
  };
  const tick = () => {
    const now = performance.now();
    if (document.body) {
      if (marks.signIn === undefined && [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Sign in')) marks.signIn = now;
      if (marks.placeholder === undefined && document.body.innerText.includes('This screen is not available yet')) marks.placeholder = now;
      marks.rows = countRows();
      if (marks.firstRows === undefined && marks.rows >= 1) marks.firstRows = now;
      if (marks.fullRows === undefined && marks.rows >= ${listRows}) marks.fullRows = now;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

const readMarks = (page: Page) => page.evaluate('window.__benchMarks ?? { rows: 0 }') as Promise<Marks>;
const pageClock = (page: Page) => page.evaluate('performance.now()') as Promise<number>;

/** Polls the marks until `done` says yes; throws after the wait with what was seen. */
async function waitForMarks(page: Page, what: string, done: (marks: Marks) => boolean): Promise<Marks> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const marks = await readMarks(page);
    if (done(marks)) return marks;
    if (Date.now() > deadline) throw new Error(`${what}: not seen within ${waitMs / 1000} s (${JSON.stringify(marks)}) at ${page.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

interface ListRender {
  /** Navigation to the 500-row list on screen. */
  ms: number;
  how: string;
}

export async function webClient(ctx: BenchContext): Promise<Section> {
  const title = '5. The web client';
  const rows: Row[] = [];
  const notes: string[] = [];
  const method =
    'Sizes: gzip (zlib default level) of the files of the Vite build (web/dist) that Chromium requests from ' +
    'navigation until the route has rendered, in a fresh browser context (empty cache); kB = 1000 bytes, as Vite ' +
    "prints them. Render: headless Chromium (/usr/bin/chromium, the browser tests' flags) against the gateway " +
    'serving the build, stand-in latency 0 ms, signed in as the Super Admin; time from navigation start (the ' +
    "page's own clock) to the list reporting 500 rows with rows in the DOM, median of fresh contexts.";
  if (!existsSync(`${webDist}/index.html`)) {
    return { title, method, rows, notes: ['web/dist has no index.html: build the web client first (npm run build).'] };
  }
  await ctx.control.setLatency(0);
  const origin = ctx.gateway.origin;
  const entry = await entryAssets();
  let browser: Browser | undefined;
  try {
    ctx.progress('web client: launching Chromium');
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });

    // The sign-in route, as a first visit.
    const first = await browser.newContext({ viewport });
    await first.addInitScript({ content: markScript });
    const signInPage = await first.newPage();
    const signInAssets = recordAssets(signInPage, origin);
    await signInPage.goto(`${origin}/`, { waitUntil: 'commit' });
    const signInAt = (await waitForMarks(signInPage, 'the sign-in form', (marks) => marks.signIn !== undefined)).signIn!;
    const signInWeight = await weigh([...entry, ...signInAssets.snapshot()]);
    rows.push(
      row('sign-in route: gzip JavaScript loaded first', {
        gateway: kB(signInWeight.js),
        target: '< 250 kB',
        verdict: under(signInWeight.js, signInJsTarget),
      }),
      row('sign-in route: gzip CSS loaded first', { gateway: kB(signInWeight.css) }),
      row('sign-in route: navigation → sign-in form rendered', { gateway: ms(signInAt) }),
    );
    notes.push(`Sign-in route files (gzip): ${signInWeight.files.map((file) => `${file.file} ${kB(file.gzip)}`).join(', ')}.`);

    // Signed in through the form, as a person would; the session (localStorage) is then reused by fresh contexts.
    ctx.progress('web client: signing in');
    const admin = demoUsers.find((user) => user.role === 'Super Admin')!;
    await signInPage.getByLabel('Email').fill(admin.email);
    await signInPage.getByLabel('Password', { exact: true }).fill(admin.password);
    await signInPage.getByRole('button', { name: 'Sign in' }).click();
    await signInPage.waitForURL('**/dashboard', { timeout: waitMs });
    const storageState = await first.storageState();
    await first.close();

    const fresh = async (state: StorageState = storageState): Promise<{ context: BrowserContext; page: Page }> => {
      const context = await browser!.newContext({ viewport, storageState: state });
      await context.addInitScript({ content: markScript });
      return { context, page: await context.newPage() };
    };

    // The student list route: what it loads first, and whether it is built yet.
    ctx.progress('web client: student list route');
    const listShown = (marks: Marks) => marks.firstRows !== undefined || marks.placeholder !== undefined;
    const { context: listContext, page: listPage } = await fresh();
    const listAssets = recordAssets(listPage, origin);
    await listPage.goto(`${origin}/student`, { waitUntil: 'commit' });
    const firstPage = await waitForMarks(listPage, 'the student list', listShown);
    const listWeight = await weigh([...entry, ...listAssets.snapshot()]);
    rows.push(
      row('student list route: gzip JavaScript loaded first', {
        gateway: kB(listWeight.js),
        target: '< 450 kB',
        verdict: under(listWeight.js, listJsTarget),
      }),
      row('student list route: gzip CSS loaded first', { gateway: kB(listWeight.css) }),
    );
    notes.push(`Student list route files (gzip): ${listWeight.files.map((file) => `${file.file} ${kB(file.gzip)}`).join(', ')}.`);
    if (firstPage.firstRows === undefined) {
      notes.push(
        'The /student route still shows the "not available yet" placeholder: the student list screen is not built, so ' +
          "its route sizes above are the placeholder's and the 500-row render cannot be measured yet.",
      );
      rows.push(row('navigation → rendered 500-row student list', { gateway: 'not built', target: '< 1 s', verdict: 'not measured' }));
      await listContext.close();
      return { title, method, rows, notes };
    }
    notes.push(`Navigation → first page of the list (${firstPage.rows} rows): ${ms(firstPage.firstRows)}.`);

    // 500 rows: through the page-size control the screen offers; then, if the address keeps the choice, straight there.
    // The pager's own control ('Rows per page'), not a filter that happens to list a record with id 500.
    const sizeSelect = (page: Page) => page.getByLabel('Rows per page').first();
    const choose500 = async (page: Page) => {
      const select = sizeSelect(page);
      await select.selectOption({ label: String(listRows) }).catch(() => select.selectOption(String(listRows)));
    };
    if ((await sizeSelect(listPage).count()) === 0) {
      notes.push(`The list offers no page-size select with ${listRows}; the 500-row render cannot be measured.`);
      rows.push(row('navigation → rendered 500-row student list', { gateway: 'no 500 page size', target: '< 1 s', verdict: 'not measured' }));
      await listContext.close();
      return { title, method, rows, notes };
    }
    const before = await pageClock(listPage);
    await choose500(listPage);
    const switched = await waitForMarks(listPage, 'the 500-row list', (marks) => marks.fullRows !== undefined);
    const switchMs = switched.fullRows! - before;
    const addressed = listPage.url();
    const listOrigin = origin;
    await listContext.close();

    const renderOnce = async (origin: string, state: StorageState): Promise<ListRender> => {
      const { context, page } = await fresh(state);
      try {
        await page.goto(origin + addressed.slice(listOrigin.length), { waitUntil: 'commit' });
        const shown = await waitForMarks(page, 'the student list', listShown);
        if (shown.fullRows !== undefined) return { ms: shown.fullRows, how: 'address keeps 500' };
        // The address does not keep the page size: the person navigates, then picks 500.
        const again = await pageClock(page);
        await choose500(page);
        const full = await waitForMarks(page, 'the 500-row list', (marks) => marks.fullRows !== undefined);
        return { ms: shown.firstRows! + (full.fullRows! - again), how: 'first page, then 500 chosen' };
      } finally {
        await context.close();
      }
    };

    // BENCH_BASELINE_WEB=<a web/dist built from another commit>: the same navigation against that build, served by a
    // second gateway, taking turns with this build's runs so that both see the same load on the machine.
    const baseline = baselineWeb ? await startBaselineGateway(ctx, baselineWeb) : undefined;
    try {
      const renders: ListRender[] = [];
      const baselineRenders: ListRender[] = [];
      for (let run = 0; run < ctx.settings.browserRuns; run += 1) {
        ctx.progress(`web client: 500-row list, run ${run + 1}`);
        renders.push(await renderOnce(origin, storageState));
        if (baseline) baselineRenders.push(await renderOnce(baseline.origin, forOrigin(storageState, origin, baseline.origin)));
      }
      const median = medianOf(renders);
      rows.push(
        row('navigation → rendered 500-row student list', {
          gateway: ms(median),
          target: '< 1 s',
          verdict: under(median, renderTargetMs),
        }),
      );
      notes.push(
        `500-row renders: ${renders.map((render) => `${ms(render.ms)} (${render.how})`).join(', ')}; switching a shown list to 500 rows took ${ms(switchMs)}.`,
      );
      if (baseline) {
        const before = medianOf(baselineRenders);
        rows.push(
          row(`navigation → rendered 500-row student list, build at ${baselineWeb}`, {
            gateway: ms(before),
            ratio: times(median / before),
          }),
        );
        notes.push(`Baseline build's 500-row renders, taking turns with this build's: ${baselineRenders.map((render) => ms(render.ms)).join(', ')}.`);
      }
    } finally {
      await baseline?.child.stop();
    }
    return { title, method, rows, notes };
  } finally {
    await browser?.close();
  }
}
