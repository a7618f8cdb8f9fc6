// The soak's three targets, judged on its figures: no error of any kind; the gateway's memory flat after the warm-up
// (within 10% of the value the warm-up ended with); p99 under 3× p50 in every minute. Memory is judged three ways: RSS as sampled, minute by minute (a single sample also holds garbage V8 has
// not collected yet), and RSS and heap right after a full collection, sample by sample (what the process really
// holds: where a leak would show).
import { percentile } from '../load.js';
import type { Sample } from './samples.js';
import type { Bucket, Traffic } from './traffic.js';

export const memoryTolerance = 0.1;
export const tailRatioTarget = 3;

export interface MinuteFigures {
  minute: number;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  /** Medians of the memory samples taken in that minute, bytes. */
  rss: number;
  heapUsed: number;
  heapUsedAfterGc: number;
  rssAfterGc: number;
  /** The longest the gateway took to answer a sample (its full collection included), ms. */
  sampleMs: number;
  /** Share of one core each process used in that minute, %. */
  cpu: { gateway: number; standIn: number; load: number };
}

export interface Verdict {
  target: string;
  measured: string;
  met: boolean | undefined;
  /** What else the reader should see beside the measured figure. */
  note?: string;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

export function minuteFigures(buckets: readonly Bucket[], samples: readonly Sample[], bucketMs: number, durationMs: number): MinuteFigures[] {
  return buckets.map((bucket, index) => {
    const sorted = [...bucket.latencies].sort((a, b) => a - b);
    const from = (index * bucketMs) / 1000;
    const to = Math.min(durationMs, (index + 1) * bucketMs) / 1000;
    const inMinute = samples.filter((sample) => sample.at > from && sample.at <= to);
    // CPU over the span of samples that covers the minute: from the last sample at or before its start to the first
    // at or after its end (the run's first and last where none lies beyond), so that a minute with one sample in it,
    // or none, still has a span.
    const before = samples.filter((sample) => sample.at <= from).at(-1) ?? samples[0];
    const end = samples.find((sample) => sample.at >= to) ?? samples.at(-1);
    const share = (key: keyof Sample['cpu']) =>
      before && end && end.at > before.at ? ((end.cpu[key] - before.cpu[key]) / 1000 / ((end.at - before.at) * 1000)) * 100 : Number.NaN;
    return {
      minute: index + 1,
      requests: sorted.length + bucket.errors,
      errors: bucket.errors,
      rps: (sorted.length + bucket.errors) / (to - from),
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      rss: median(inMinute.map((sample) => sample.rss)),
      heapUsed: median(inMinute.map((sample) => sample.heapUsed)),
      heapUsedAfterGc: median(inMinute.map((sample) => sample.heapUsedAfterGc)),
      rssAfterGc: median(inMinute.map((sample) => sample.rssAfterGc)),
      sampleMs: Math.max(...inMinute.map((sample) => sample.sampleMs)),
      cpu: { gateway: share('gateway'), standIn: share('standIn'), load: share('load') },
    };
  });
}

export interface MemoryBaseline {
  rss: number;
  rssAfterGc: number;
  heapUsedAfterGc: number;
}

/** The memory the warm-up ended with: the median of the samples of its last 20 seconds. */
export function memoryBaseline(samples: readonly Sample[], warmupMs: number, durationMs: number): MemoryBaseline | undefined {
  if (durationMs <= warmupMs) return undefined;
  const end = warmupMs / 1000;
  const within = samples.filter((sample) => sample.at <= end);
  const recent = within.filter((sample) => sample.at > end - 20);
  const last = recent.length ? recent : within.slice(-1);
  if (last.length === 0 || !samples.some((sample) => sample.at > end)) return undefined;
  const of = (key: keyof MemoryBaseline) => median(last.map((sample) => sample[key]));
  return { rss: of('rss'), rssAfterGc: of('rssAfterGc'), heapUsedAfterGc: of('heapUsedAfterGc') };
}

function flat(name: string, baseline: number | undefined, values: number[]): Verdict {
  const target = `${name} flat after the warm-up minute (each minute's median within ${memoryTolerance * 100}% of the value after warm-up)`;
  if (baseline === undefined || values.length === 0) return { target, measured: 'not measured: the run ended with its warm-up', met: undefined };
  const low = Math.min(...values);
  const high = Math.max(...values);
  const drift = Math.max(Math.abs(high - baseline), Math.abs(low - baseline)) / baseline;
  return {
    target,
    measured: `after warm-up ${mb(baseline)}; later ${mb(low)}–${mb(high)}, at most ${(drift * 100).toFixed(1)}% away; last ${mb(values.at(-1)!)}`,
    met: drift <= memoryTolerance,
  };
}

/** p99 against p50, minute by minute. */
function tail(minutes: readonly MinuteFigures[]): Verdict {
  const ratios = minutes.map((minute) => minute.p99 / minute.p50);
  const worst = ratios.reduce((max, ratio, index) => (ratio > ratios[max]! ? index : max), 0);
  return {
    target: `p99 under ${tailRatioTarget}× p50 in every minute`,
    measured: `${ratios.map((ratio) => `${ratio.toFixed(2)}×`).join(', ')} (highest: minute ${worst + 1}, p50 ${minutes[worst]!.p50.toFixed(1)} ms, p99 ${minutes[worst]!.p99.toFixed(1)} ms)`,
    met: ratios.every((ratio) => ratio < tailRatioTarget),
  };
}

export function judge(
  traffic: Traffic,
  minutes: readonly MinuteFigures[],
  samples: readonly Sample[],
  warmupMs: number,
  durationMs: number,
): Verdict[] {
  const errors = minutes.reduce((sum, minute) => sum + minute.errors, 0);
  const requests = minutes.reduce((sum, minute) => sum + minute.requests, 0);
  const failing = [...traffic.byOperation].filter(([, tally]) => tally.errors > 0).map(([name, tally]) => `${name} ${tally.errors}`);
  const baseline = memoryBaseline(samples, warmupMs, durationMs);
  const after = samples.filter((sample) => sample.at > warmupMs / 1000);
  const later = minutes.filter((minute) => (minute.minute - 1) * 60_000 >= warmupMs);
  // Judged by each minute's median, the level a leak would lift; single samples move with what is in flight.
  const memory = (name: string, key: keyof MemoryBaseline): Verdict => ({
    ...flat(
      name,
      baseline?.[key],
      later.map((minute) => minute[key]),
    ),
    ...(after.length && {
      note: `single samples ${mb(Math.min(...after.map((sample) => sample[key])))}–${mb(Math.max(...after.map((sample) => sample[key])))}`,
    }),
  });
  return [
    {
      target: '0 errors (HTTP errors and GraphQL errors)',
      measured: `${errors} of ${requests.toLocaleString('en-US')} requests${failing.length ? `: ${failing.join(', ')}` : ''}`,
      met: errors === 0,
    },
    memory('RSS as sampled', 'rss'),
    memory('RSS after a full collection', 'rssAfterGc'),
    memory('Heap used after a full collection', 'heapUsedAfterGc'),
    tail(minutes),
  ];
}
