// Notes written under the figures, worked out from them: what the stand-in's memory did, why a minute's tail went
// over its target (the memory samples' forced collections, the share of the cores the processes got), and which
// operations waited longest.
import { cpus } from 'node:os';
import { percentile } from '../load.js';
import type { Sample } from './samples.js';
import type { Traffic } from './traffic.js';
import { tailRatioTarget, type MinuteFigures } from './verdicts.js';

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const sortedOf = (values: readonly number[]) => [...values].sort((a, b) => a - b);

export function findings(options: {
  traffic: Traffic;
  minutes: readonly MinuteFigures[];
  samples: readonly Sample[];
  warmupMs: number;
  loadAtStart: string;
  loadAtEnd: string;
}): string[] {
  const { traffic, minutes, samples } = options;
  const notes: string[] = [];
  const afterWarmup = samples.filter((sample) => sample.at > options.warmupMs / 1000);
  const first = afterWarmup[0] ?? samples[0];
  const last = samples.at(-1);
  if (first && last && Number.isFinite(first.standInRss)) {
    notes.push(
      `The stand-in (not judged) held ${mb(first.standInRss)} of RSS ${afterWarmup.length ? 'after the warm-up' : 'at the start'} and ${mb(last.standInRss)} at the end: the soak's writes overwrite a note's draft and upsert a day's behaviour counts, and the call log is emptied, so nothing in it grows with the run's length.`,
    );
  }

  const all = sortedOf([...traffic.byOperation.values()].flatMap((tally) => tally.latencies));
  const overall = percentile(all, 50);
  const over = minutes.filter((minute) => minute.p99 / minute.p50 >= tailRatioTarget);
  if (over.length) {
    const cpu = (key: keyof MinuteFigures['cpu']) =>
      `${Math.min(...minutes.map((minute) => minute.cpu[key])).toFixed(0)}–${Math.max(...minutes.map((minute) => minute.cpu[key])).toFixed(0)}%`;
    // Which operations the slow requests were: over the target's multiple of the whole run's p50.
    const slowest = [...traffic.byOperation]
      .map(([name, tally]) => ({ name, slow: tally.latencies.filter((ms) => ms >= tailRatioTarget * overall).length, all: tally.latencies.length }))
      .filter((entry) => entry.slow > 0)
      .sort((a, b) => b.slow - a.slow);
    const slowTotal = slowest.reduce((sum, entry) => sum + entry.slow, 0);
    notes.push(
      `p99 went over ${tailRatioTarget}× p50 in minute${over.length > 1 ? 's' : ''} ${over.map((minute) => minute.minute).join(', ')}. ` +
        `The ${slowTotal} requests that took ${tailRatioTarget}× the run's p50 or more were: ${slowest
          .slice(0, 6)
          .map((entry) => `\`${entry.name}\` ${entry.slow} (${((entry.slow / entry.all) * 100).toFixed(1)}% of its requests)`)
          .join(', ')}. ` +
        `The memory samples' forced collections held the gateway up to ${Math.max(...over.map((minute) => minute.sampleMs)).toFixed(0)} ms in ${over.length > 1 ? 'those minutes' : 'that minute'}. ` +
        `The processes got little of the machine: the gateway ${cpu('gateway')} of one core, the stand-in ${cpu('standIn')}, the load generator ${cpu('load')}, with a load average of ${options.loadAtStart} at the start and ${options.loadAtEnd} at the end on ${cpus().length} cores.`,
    );
  }

  const slow = [...traffic.byOperation]
    .map(([name, tally]) => ({ name, p50: percentile(sortedOf(tally.latencies), 50) }))
    .filter((entry) => entry.p50 >= 1.5 * overall)
    .sort((a, b) => b.p50 - a.p50);
  if (slow.length) {
    notes.push(
      `Operations whose p50 was 1.5× the run's (${overall.toFixed(0)} ms) or more: ${slow.map((entry) => `\`${entry.name}\` ${entry.p50.toFixed(0)} ms`).join(', ')}. ` +
        'With every connection busy, a request waits its turn at the stand-in once for each round of upstream calls it makes one after another.',
    );
  }
  return notes;
}
