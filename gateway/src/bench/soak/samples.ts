// What the processes use through the run, read every few seconds: the gateway's memory from its own process
// (children.ts asks it over IPC: RSS and heap used as they are, then the heap still held after a full collection),
// and the CPU time used so far by the gateway, the stand-in and the load generator (this process), to tell which of
// them the machine's cores were busy with.
import { readFileSync } from 'node:fs';
import type { Child } from '../children.js';

/** A process's resident set as the kernel counts it now (Linux); NaN elsewhere. */
function residentBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export interface Sample {
  /** Seconds since the load started. */
  at: number;
  rss: number;
  heapUsed: number;
  heapUsedAfterGc: number;
  /** RSS right after that full collection, read from the kernel. */
  rssAfterGc: number;
  /** The stand-in's RSS, read from the kernel: it may grow with the writes, and is not judged. */
  standInRss: number;
  /** When the sample was asked for, seconds since the load started (`at`), and how long the gateway took to answer the question, its full collection included: a pause the load sees too. */
  sampleMs: number;
  /** CPU microseconds used since each process started. */
  cpu: { gateway: number; standIn: number; load: number };
}

export interface SampleRecorder {
  samples: Sample[];
  stop(): Promise<void>;
}

export function recordSamples(gateway: Child, standIn: Child, everyMs: number, started: number): SampleRecorder {
  const samples: Sample[] = [];
  let pending: Promise<void> = Promise.resolve();
  const take = () => {
    const at = (performance.now() - started) / 1000;
    const own = process.cpuUsage();
    const asked = performance.now();
    pending = Promise.all([gateway.memory(), gateway.cpu(), standIn.cpu()]).then(([memory, gatewayCpu, standInCpu]) => {
      samples.push({
        at,
        rss: memory.rss,
        heapUsed: memory.heapUsed,
        heapUsedAfterGc: memory.heapUsedAfterGc ?? Number.NaN,
        rssAfterGc: residentBytes(gateway.ready.pid),
        standInRss: residentBytes(standIn.ready.pid),
        sampleMs: performance.now() - asked,
        cpu: { gateway: gatewayCpu, standIn: standInCpu, load: own.user + own.system },
      });
    });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    async stop() {
      clearInterval(timer);
      await pending;
      take();
      await pending;
    },
  };
}
