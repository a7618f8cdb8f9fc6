// What every scenario is given: the two targets, the stand-in's controls, a signed-in token, and how long to run.
import type { Child } from './children.js';
import type { StandInControl, UpstreamCall } from './clients.js';
import type { Target } from './load.js';

export interface Settings {
  /** Unmeasured lead-in of every load phase. */
  warmupMs: number;
  /** The one-connection phase, for latency (per side: sides that take turns get this much each, together). */
  latencyPhaseMs: number;
  /** The many-connection phase, for throughput. */
  throughputPhaseMs: number;
  /** Connections of the throughput phase. */
  concurrency: number;
  coldStarts: number;
  browserRuns: number;
}

function readCount(text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1) throw new Error(`BENCH_BROWSER_RUNS must be a whole number of at least 1, got '${text}'`);
  return count;
}

export function readSettings(env: NodeJS.ProcessEnv): Settings {
  // BENCH_SCALE shortens or lengthens every timed phase (0.25 for a smoke run, 2 for steadier figures).
  const scale = Number(env.BENCH_SCALE ?? '1');
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`BENCH_SCALE must be a positive number, got '${env.BENCH_SCALE}'`);
  return {
    warmupMs: Math.round(300 * scale),
    latencyPhaseMs: Math.round(1_750 * scale),
    throughputPhaseMs: Math.round(2_000 * scale),
    concurrency: 10,
    coldStarts: scale < 1 ? 1 : 3,
    // BENCH_BROWSER_RUNS: more fresh-browser runs of the 500-row render, for a comparison finer than its noise.
    browserRuns: readCount(env.BENCH_BROWSER_RUNS, scale < 1 ? 1 : 3),
  };
}

export interface BenchContext {
  settings: Settings;
  gateway: Target;
  /** The stand-in's API, with as many sockets as the gateway's own upstream pool. */
  standIn: Target;
  control: StandInControl;
  gatewayChild: Child;
  standInChild: Child;
  /** An office administrator's token (sees every student). */
  token: string;
  /** Progress on stderr, so that stdout stays the report. */
  progress(line: string): void;
}

/** Each upstream call with its arrival relative to the first, e.g. 'student +0, agency-list +21 ms'. */
export function arrivals(calls: readonly UpstreamCall[]): string {
  if (calls.length === 0) return 'none';
  const first = Math.min(...calls.map((call) => call.at));
  return calls.map((call) => `${call.path} +${call.at - first}`).join(', ') + ' ms';
}

/** How many calls went to each path, e.g. 'student 1, agency-list 1'. */
export function callsByPath(calls: readonly UpstreamCall[]): string {
  const counts = new Map<string, number>();
  for (const call of calls) counts.set(call.path, (counts.get(call.path) ?? 0) + 1);
  return [...counts].map(([path, count]) => `${path} ${count}`).join(', ');
}
