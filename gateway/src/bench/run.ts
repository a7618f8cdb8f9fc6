// `npm run bench`: what the gateway costs and what it saves, measured side by side on the stand-in API in one run.
// The stand-in and the gateway run in child processes on loopback; the load comes from this process.
// Figures are printed with their targets and written to gateway/bench/results.md; timing never fails the run, only a
// broken scenario (an error answer, a process that does not start) sets a non-zero exit code.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { testNow } from '@portal/mocks';
import { pinClock } from '../dates/clock.js';
import { startStandInAndGateway, type Child } from './children.js';
import { signIn, StandInControl } from './clients.js';
import { readSettings, type BenchContext } from './context.js';
import { Target } from './load.js';
import {
  describeMachine,
  progressLog,
  readmePerformance,
  resultsMarkdown,
  sectionText,
  targetsLine,
  withReadmePerformance,
  type RunSummary,
  type Section,
} from './report.js';
import { coldStartAndMemory } from './scenarios/cold-start.js';
import { composition } from './scenarios/composition.js';
import { floor } from './scenarios/floor.js';
import { overhead } from './scenarios/overhead.js';
import { relations } from './scenarios/relations.js';
import { staffList } from './scenarios/staff-list.js';
import { calendar } from './scenarios/calendar.js';
import { auditTrail } from './scenarios/audit-trail.js';
import { webClient } from './scenarios/web-client.js';
import { soak } from './soak/soak.js';

const resultsFile = fileURLToPath(new URL('../../bench/results.md', import.meta.url));
const readmeFile = fileURLToPath(new URL('../../../README.md', import.meta.url));
/** Reports of their own beside results.md, linked from it when they exist. */
const besideResults: [string, string][] = [
  ['soak', 'soak.md'],
  ['Lighthouse', 'lighthouse.md'],
  ['what was tried', 'README.md'],
];

function failed(title: string, error: unknown): Section {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return { title, method: 'The scenario could not run.', rows: [], notes: [`Error: ${message.split('\n').slice(0, 6).join(' | ')}`] };
}

async function main(): Promise<void> {
  // The practice's day is the test suites' unless PRACTICE_NOW names another: a dashboard's sessions of today, its
  // authorizations ending and its notes to sign are then the same on every day the benchmark runs, and so are its
  // figures. Every process it starts takes the instant from its environment.
  if (!process.env.PRACTICE_NOW) {
    process.env.PRACTICE_NOW = testNow;
    pinClock(testNow);
  }
  // --soak runs the soak alone (soak/soak.ts); from the root's `npm run bench -- --soak` the flag arrives as npm's config.
  if (process.argv.includes('--soak') || process.env.npm_config_soak === 'true') return soak();
  // When the benchmark ran, for its report: the machine's time, even when the practice's clock is pinned.
  const startedAt = new Date();
  const started = performance.now();
  const machine = describeMachine();
  const settings = readSettings(process.env);
  const progress = progressLog('bench');
  process.stdout.write(
    `Benchmark on ${machine.cpu}, ${machine.cores} cores, ${machine.memory}, Node ${machine.node}; load average ${machine.loadAtStart}\n\n`,
  );

  const children: Child[] = [];
  const targets: Target[] = [];
  const sections: Section[] = [];
  let broken = false;
  try {
    progress('starting the stand-in and the gateway');
    const { standIn: standInChild, gateway: gatewayChild } = await startStandInAndGateway(children);
    const memoryAtStart = await gatewayChild.memory();

    const gateway = new Target(gatewayChild.ready.origin, 64);
    // As many sockets to the stand-in as the gateway's own upstream pool (UPSTREAM_CONNECTIONS, 64).
    const standIn = new Target(standInChild.ready.origin, 64);
    const control = new Target(standInChild.ready.origin, 1);
    targets.push(gateway, standIn, control);
    const token = await signIn(gateway, 'Office administrator');
    const ctx: BenchContext = {
      settings,
      gateway,
      standIn,
      control: new StandInControl(control),
      gatewayChild,
      standInChild,
      token,
      progress,
    };

    const scenarios: [string, () => Promise<Section | Section[]>][] = [
      ['0. The gateway against a hand-written floor', () => floor(ctx)],
      ['1. Overhead per call', () => overhead(ctx)],
      ['2. Relations without N+1', () => relations(ctx)],
      ['3. Composition', () => composition(ctx)],
      ['4. Cold start and memory', () => coldStartAndMemory(ctx, memoryAtStart)],
      ['5. The web client', () => webClient(ctx)],
      ['6. The staff list', () => staffList(ctx)],
      ['7. The calendar', () => calendar(ctx)],
      ['8. The access trail', () => auditTrail(ctx)],
    ];
    // BENCH_ONLY=1,3 runs some scenarios only (while working on one); such a run leaves results.md alone.
    const only = process.env.BENCH_ONLY?.split(',').map((entry) => entry.trim());
    for (const [title, scenario] of scenarios) {
      if (only && !only.includes(title.split('.')[0]!)) continue;
      const scenarioStarted = performance.now();
      let written: Section[];
      try {
        written = [await scenario()].flat();
      } catch (error) {
        broken = true;
        const section = failed(title, error);
        const output = gatewayChild.output();
        if (output) section.notes.push(`Gateway output: ${output.split('\n').slice(-5).join(' | ')}`);
        written = [section];
      }
      progress(`${title} took ${((performance.now() - scenarioStarted) / 1000).toFixed(1)} s`);
      for (const section of written) {
        sections.push(section);
        process.stdout.write(sectionText(section) + '\n\n');
      }
    }
  } catch (error) {
    broken = true;
    sections.push(failed('Setup', error));
    process.stdout.write(sectionText(sections.at(-1)!) + '\n\n');
  } finally {
    await Promise.allSettled(targets.map((target) => target.close()));
    await Promise.allSettled(children.reverse().map((child) => child.stop()));
  }

  const seconds = (performance.now() - started) / 1000;
  const loadAtEnd = loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
  const partial = process.env.BENCH_ONLY !== undefined;
  if (!partial) {
    const summary: RunSummary = {
      machine,
      startedAt,
      seconds,
      loadAtEnd,
      settings: `warm-up ${settings.warmupMs} ms, latency phases ${settings.latencyPhaseMs} ms at 1 connection, throughput phases ${settings.throughputPhaseMs} ms at ${settings.concurrency} connections${process.env.BENCH_SCALE ? ` (BENCH_SCALE=${process.env.BENCH_SCALE})` : ''}`,
      sections,
      links: besideResults.filter(([, file]) => existsSync(fileURLToPath(new URL(`../../bench/${file}`, import.meta.url)))),
    };
    await writeFile(resultsFile, resultsMarkdown(summary));
    // The README's performance section is the same run's table.
    const performance = readmePerformance(summary);
    if (performance) await writeFile(readmeFile, withReadmePerformance(await readFile(readmeFile, 'utf8'), performance));
  }
  process.stdout.write(
    `${targetsLine(sections)}\nRun took ${seconds.toFixed(0)} s; ${partial ? 'BENCH_ONLY: results.md left as it was' : `figures written to ${resultsFile}`}\n`,
  );
  if (broken) process.exitCode = 1;
}

await main();
