// gateway/bench/lighthouse.md: each screen's median figures beside the targets, and where and when they were measured.
import { missedTargets, targets, type Figures } from './targets';

export interface ScreenResult {
  name: string;
  path: string;
  role: string;
  runs: number;
  figures: Figures;
  /** Total blocking time of the same load with no trace running (untraced.ts), ms. */
  untracedTbt: number;
}

export interface Machine {
  date: string;
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  browser: string;
  lighthouse: string;
  /** The machine's 1-minute load average when the audits started and ended: blocking time grows with it. */
  load: [number, number];
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kiB = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KiB`;

export function lighthouseReport(results: readonly ScreenResult[], machine: Machine): string {
  const header =
    '| Screen | Signed in as | Performance | Accessibility | Best practices | LCP | TBT | TBT without a trace | CLS | Transferred | Targets |';
  const rows = results.map((result) => {
    const { figures } = result;
    const missed = missedTargets(figures);
    return (
      `| ${result.name} (\`${result.path}\`) | ${result.role} | ${figures.performance} | ${figures.accessibility} | ${figures.bestPractices} | ` +
      `${ms(figures.lcp)} | ${ms(figures.tbt)} | ${ms(result.untracedTbt)} | ${figures.cls.toFixed(3)} | ${kiB(figures.transferred)} | ${missed.length === 0 ? 'met' : `missed: ${missed.join(', ')}`} |`
    );
  });
  return [
    '# Lighthouse audits of the web client',
    '',
    'Written by `npm run lighthouse`: the built client served by the gateway over the stand-in as `npm start` runs it (clocks pinned,',
    `so the same data every run; no checks of its calls against the API's description), Lighthouse ${machine.lighthouse} in headless`,
    'Chromium, desktop preset without throttling, signed in as the user named. The gateway and the browser share the machine.',
    `Each figure is the median of ${results[0]?.runs ?? 0} runs per screen (blocking time varies with the machine's load).`,
    "Lighthouse's trace records every style invalidation with its stack, which makes each class or attribute change a page",
    'makes cost several times what it costs a browser that is not tracing. "TBT without a trace" is the same load, in a fresh',
    'context, counted by a PerformanceObserver: the long tasks a person waits through, each past 50 ms after the first paint.',
    '"Transferred" is what the load moved over the network, as sent (compressed): on loopback it costs nothing, over a',
    "tablet's connection it is most of the wait.",
    '',
    `Targets: ${targets.map((target) => target.label).join(', ')}.`,
    '',
    header,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Measured ${machine.date} on ${machine.cores} × ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.browser}; ` +
      `load average ${machine.load[0].toFixed(1)} when the audits started, ${machine.load[1].toFixed(1)} when they ended.`,
    '',
  ].join('\n');
}
