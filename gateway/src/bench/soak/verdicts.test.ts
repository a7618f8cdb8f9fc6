// The soak's minute figures: each minute's CPU share is read over the span of samples that covers it, so a minute
// with one memory sample in it (sampling once a minute lands each sample just past a minute's end) still has one.
import { describe, expect, it } from 'vitest';
import type { Sample } from './samples.js';
import type { Bucket } from './traffic.js';
import { minuteFigures } from './verdicts.js';

/** A sample at `at` seconds, the gateway having used `gatewayMs` of CPU since it started (the others half and a tenth of it). */
function sample(at: number, gatewayMs: number): Sample {
  const micros = gatewayMs * 1000;
  return {
    at,
    rss: 300e6,
    heapUsed: 100e6,
    heapUsedAfterGc: 70e6,
    rssAfterGc: 280e6,
    standInRss: 400e6,
    sampleMs: 50,
    cpu: { gateway: micros, standIn: micros / 2, load: micros / 10 },
  };
}

const bucket: Bucket = { latencies: [10, 20, 30], starts: [1, 2, 3], errors: 0 };

describe('soak minute figures', () => {
  it('gives every minute a CPU share when samples come once a minute, just past each minute', () => {
    // At the start, then just after 60 s and 120 s: the first minute holds one sample only.
    const samples = [sample(0.001, 0), sample(60.004, 30_000), sample(120.003, 60_000)];
    const minutes = minuteFigures([bucket, bucket], samples, 60_000, 120_000);
    expect(minutes.map((minute) => Math.round(minute.cpu.gateway))).toEqual([50, 50]);
    expect(minutes.map((minute) => Math.round(minute.cpu.standIn))).toEqual([25, 25]);
  });

  it('reads a minute sampled every 5 s from the samples around it', () => {
    const samples = Array.from({ length: 25 }, (_, index) => sample(index * 5 + 0.002, index * 5 * 400));
    const [first, second] = minuteFigures([bucket, bucket], samples, 60_000, 120_000);
    expect(Math.round(first!.cpu.gateway)).toBe(40);
    expect(Math.round(second!.cpu.gateway)).toBe(40);
  });
});
