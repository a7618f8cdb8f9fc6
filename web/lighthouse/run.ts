// `npm run lighthouse`: audits the built client's main screens with Lighthouse and writes gateway/bench/lighthouse.md.
// The gateway (with the stand-in in-process) serves the built client on an ephemeral loopback port, its clock pinned
// at the browser tests' instant; Debian's Chromium runs headless. Each screen is audited several times in a fresh tab
// (Lighthouse clears the origin's storage and the cache before each run; the session is written back before the
// page's scripts run) and the median of each figure is reported. Exits non-zero when a screen misses a target or the
// page fetched anything from another machine.
import { launch } from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser } from 'puppeteer-core';
import { testNow } from '../../mocks/src/kit/clock';
import { chromiumArgs, chromiumEnv } from '../e2e/setup/chromium';
import { startGateway, type RunningGateway } from '../e2e/setup/gateway';
import checkBuilt, { gatewayMain } from '../e2e/setup/global';
import { loginAs, signedInState } from '../e2e/setup/storedSession';
import { documentNoticeDismissedKey } from '../src/layout/documentNoticeKey';
import { audit, TraceMissed, type AuditRun } from './audit';
import { prepare, type PageSetup } from './pageSetup';
import { lighthouseReport, type ScreenResult } from './report';
import { auditedScreens, type Ask, type AuditedScreen } from './screens';
import { missedTargets, type Figures } from './targets';
import { blockingWithoutTrace } from './untraced';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const reportFile = fileURLToPath(new URL('../../gateway/bench/lighthouse.md', import.meta.url));
/** Each run's full Lighthouse report (the median run's), for the diagnostics behind a figure. */
const htmlDir = fileURLToPath(new URL('reports/', import.meta.url));
/** Debian's full browser, as a person's would be (the e2e tests may use the lighter headless shell). */
const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
/** Runs of one screen whose trace missed its start that are made again before giving up. */
const MAX_MISSED_TRACES = 3;
/** Runs per screen (LIGHTHOUSE_RUNS): on two cores shared with the gateway one screen's runs spread by 20 points, so
 * the median is of five. */
const runs = Number.parseInt(process.env['LIGHTHOUSE_RUNS'] ?? '5', 10) || 5;
/** LIGHTHOUSE_SCREENS=Calendar,Dashboard audits only those (by name, case-insensitive), without writing the report. */
const only = (process.env['LIGHTHOUSE_SCREENS'] ?? '')
  .split(',')
  .map((name) => name.trim().toLowerCase())
  .filter(Boolean);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianFigures(all: readonly Figures[]): Figures {
  const of = (figure: keyof Figures) => median(all.map((figures) => figures[figure]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    transferred: of('transferred'),
  };
}

async function setupFor(portal: RunningGateway, screen: AuditedScreen): Promise<{ setup: PageSetup; ask?: Ask }> {
  const clockOffset = portal.now() - Date.now();
  if (!screen.role) return { setup: { clockOffset, localStorage: [], sessionStorage: [] } };
  const user = await loginAs(portal.portalUrl, screen.role);
  const state = signedInState(portal.portalUrl, user);
  const stored = typeof state === 'string' ? [] : (state.origins[0]?.localStorage ?? []);
  const ask: Ask = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(new URL('/graphql', portal.portalUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'apollo-require-preflight': 'true', 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (!body.data) throw new Error((body.errors ?? []).map((error) => error.message).join('; '));
    return body.data;
  };
  const notice = { name: documentNoticeDismissedKey(user.userId), value: '1' };
  return { setup: { clockOffset, localStorage: stored, sessionStorage: [notice] }, ask };
}

async function auditScreen(browser: Browser, portal: RunningGateway, screen: AuditedScreen): Promise<{ result: ScreenResult; offsite: string[] }> {
  const { setup, ask } = await setupFor(portal, screen);
  const path = typeof screen.path === 'string' ? screen.path : await screen.path(ask!);
  const url = new URL(path, portal.portalUrl).href;
  const done: AuditRun[] = [];
  let missedTraces = 0;
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage();
    try {
      await prepare(page, setup);
      done.push(await audit(page, url));
    } catch (error) {
      // Now and then Chromium's trace lacks the navigation's start; the run measured nothing and is made again.
      if (!(error instanceof TraceMissed) || missedTraces >= MAX_MISSED_TRACES) throw error;
      missedTraces += 1;
      console.log(`  ${screen.name} run ${run + 1}: ${error.message} Running it again.`);
      run -= 1;
      continue;
    } finally {
      await page.close();
    }
    const last = done.at(-1)!.figures;
    console.log(`  ${screen.name} run ${run + 1}: performance ${last.performance}, TBT ${Math.round(last.tbt)} ms, CLS ${last.cls.toFixed(3)}`);
  }
  const untraced: number[] = [];
  for (let run = 0; run < runs; run += 1) untraced.push(await blockingWithoutTrace(browser, url, setup));
  console.log(`  ${screen.name} without a trace: TBT ${untraced.map((value) => `${Math.round(value)} ms`).join(', ')}`);
  const figures = medianFigures(done.map((run) => run.figures));
  // The run nearest the median performance keeps its report.
  const kept = done.reduce((best, run) =>
    Math.abs(run.figures.performance - figures.performance) < Math.abs(best.figures.performance - figures.performance) ? run : best,
  );
  mkdirSync(htmlDir, { recursive: true });
  writeFileSync(`${htmlDir}${screen.name.toLowerCase().replace(/\W+/g, '-')}.html`, kept.html);
  writeFileSync(`${htmlDir}${screen.name.toLowerCase().replace(/\W+/g, '-')}.json`, JSON.stringify(kept.lhr));
  return {
    result: {
      name: screen.name,
      path: typeof screen.path === 'string' ? path : path.replace(/\/[^/]+$/, '/:appointment_id'),
      role: screen.role ?? 'signed out',
      runs,
      figures,
      untracedTbt: median(untraced),
    },
    offsite: [...new Set(done.flatMap((run) => run.offsite))],
  };
}

async function main(): Promise<number> {
  checkBuilt();
  const loadAtStart = loadavg()[0] ?? 0;
  // The product as `npm start` serves it: the stand-in's checks of every call against the API's description are the
  // browser tests' business, and their cost is no person's.
  const portal = await startGateway(gatewayMain, repoRoot, testNow, { contract: 'off' });
  const chrome = await launch({
    chromePath: chromium,
    chromeFlags: [...chromiumArgs, '--headless=new'],
    envVars: chromiumEnv(),
    logLevel: 'error',
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const screens = auditedScreens(testNow.slice(0, 10)).filter((screen) => only.length === 0 || only.includes(screen.name.toLowerCase()));
    const results: ScreenResult[] = [];
    const offsite: string[] = [];
    for (const screen of screens) {
      const audited = await auditScreen(browser, portal, screen);
      results.push(audited.result);
      offsite.push(...audited.offsite);
    }
    const machine = {
      date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      cpu: cpus()[0]?.model ?? 'unknown CPU',
      cores: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.versions.node,
      browser: await browser.version(),
      lighthouse: '12.2.3',
      load: [loadAtStart, loadavg()[0] ?? 0] as [number, number],
    };
    const markdown = lighthouseReport(results, machine);
    if (only.length === 0) writeFileSync(reportFile, markdown);
    console.log(markdown);
    console.log(`Full reports of the median runs: ${htmlDir}`);
    const missed = results.filter((result) => missedTargets(result.figures).length > 0);
    for (const result of missed) console.error(`${result.name} misses: ${missedTargets(result.figures).join(', ')}`);
    if (offsite.length > 0) console.error(`Fetched from another machine:\n${offsite.join('\n')}`);
    return missed.length > 0 || offsite.length > 0 ? 1 : 0;
  } finally {
    await browser.disconnect();
    chrome.kill();
    await portal.stop();
  }
}

process.exitCode = await main();
