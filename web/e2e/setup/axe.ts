// Axe in the page under test. Axe is loaded into the page once and stays while the app navigates in place: the
// @axe-core/playwright builder loads it again into every frame on each run and opens a page of its own to finish the
// run, several times slower over the hundreds of reads the browser tests make.
import axe, { type AxeResults } from 'axe-core';
import type { Page } from '@playwright/test';

/** What axe checks: WCAG 2.0, 2.1 and 2.2 A and AA (2.2 adds the 24 px target size), and its best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The serious and critical violations of an axe run, one line block each. */
export function seriousViolations(results: Pick<AxeResults, 'violations'>): string[] {
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  return serious.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')} ${node.failureSummary ?? ''}`).join('\n'),
  );
}

/** The serious and critical axe violations on the page, or in the part `include` (a selector) names. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    ([context, tags]) =>
      (window as unknown as { axe: typeof axe }).axe.run(context ?? document, {
        runOnly: { type: 'tag', values: tags },
        // Only violations are read: axe then details one node of each passing rule instead of every one.
        resultTypes: ['violations'],
        // Label in Name (WCAG 2.5.3, level A): a control's accessible name holds its visible text. Axe still calls
        // the rule experimental and leaves it out unless asked.
        rules: { 'label-content-name-mismatch': { enabled: true } },
      }),
    [include ?? null, axeTags] as const,
  );
  return seriousViolations(results as Pick<AxeResults, 'violations'>);
}
