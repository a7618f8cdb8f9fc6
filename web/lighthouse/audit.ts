// One Lighthouse run of one address in a page the runner prepared: desktop preset, no throttling (the machine as it
// is), performance, accessibility and best practices; nothing outside the portal's origin may be fetched.
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import type { Page } from 'puppeteer-core';
import type { Figures } from './targets';

const config: Config = {
  ...desktopConfig,
  settings: {
    ...desktopConfig.settings,
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // 'provided': the figures are what the page did on this machine, neither slowed down nor simulated.
    throttlingMethod: 'provided',
    throttling: { rttMs: 0, throughputKbps: 0, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0, cpuSlowdownMultiplier: 1 },
  },
};

const flags: Flags = {
  logLevel: 'error',
  output: 'html',
};
// Lighthouse's node API sends nothing remote: error reporting is the command line's, asked for there, and the
// categories audited read only the page and its own requests.

export interface AuditRun {
  figures: Figures;
  /** Addresses the page fetched off this machine (there must be none). */
  offsite: string[];
  lhr: Result;
  html: string;
}

function score(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function metric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

/** The run's network requests to another machine: anything but loopback (the portal, the stand-in's files) and the page's own data. */
function offsiteRequests(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details;
  const items = details && details.type === 'table' ? details.items : [];
  return items
    .map((item) => String(item['url'] ?? ''))
    .filter((url) => /^(https?|wss?):/.test(url) && !/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(new URL(url).hostname));
}

/** A run whose trace came without its page load's start: Lighthouse's own advice is to run it again. */
export class TraceMissed extends Error {}

export async function audit(page: Page, url: string): Promise<AuditRun> {
  const result = await lighthouse(url, flags, config, page);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
  const { lhr } = result;
  if (lhr.runtimeError?.code === 'NO_NAVSTART') throw new TraceMissed(`The trace of ${url} has no navigation start.`);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const figures: Figures = {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    tbt: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    transferred: metric(lhr, 'total-byte-weight'),
  };
  const html = Array.isArray(result.report) ? (result.report[0] ?? '') : result.report;
  return { figures, offsite: offsiteRequests(lhr), lhr, html };
}
