// A throughput phase with the CPU time each given child spent on it: read over IPC just before the measured part and
// after it, divided by the operations completed. Unlike latency it hardly moves with the machine's load.
import type { Child } from './children.js';
import { measure, type LoadOptions, type LoadStats, type Operation } from './load.js';

export async function measureWithCpu(
  op: Operation,
  options: LoadOptions,
  children: readonly Child[],
): Promise<{ stats: LoadStats; cpuMs: number[] }> {
  let before: number[] = [];
  const stats = await measure(op, {
    ...options,
    onStart: async () => {
      before = await Promise.all(children.map((child) => child.cpu()));
    },
  });
  const after = await Promise.all(children.map((child) => child.cpu()));
  return { stats, cpuMs: after.map((micros, index) => (stats.completed ? (micros - before[index]!) / 1000 / stats.completed : Number.NaN)) };
}
