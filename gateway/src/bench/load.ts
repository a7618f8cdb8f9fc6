// A closed-loop load generator on undici: a fixed number of workers each run one operation after another until the
// time is up. An operation may be one request (a GraphQL query) or several (what a client without the gateway sends
// for the same data), so both sides of a comparison are measured by the same client with the same overhead.
import { Pool } from 'undici';

export interface HttpCall {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path and query below the origin, e.g. '/api/student?per_page=50'. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Answer {
  status: number;
  text: string;
}

/** One origin, its own keep-alive sockets. */
export class Target {
  readonly pool: Pool;

  constructor(
    readonly origin: string,
    connections: number,
  ) {
    this.pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  }

  async send(call: HttpCall): Promise<Answer> {
    const answer = await this.pool.request({
      method: call.method,
      path: call.path,
      ...(call.headers && { headers: call.headers }),
      ...(call.body !== undefined && { body: call.body }),
    });
    return { status: answer.statusCode, text: await answer.body.text() };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** An operation resolves with the bytes it received, and throws when an answer is not what it should be. */
export type Operation = () => Promise<number>;

export interface LoadOptions {
  concurrency: number;
  durationMs: number;
  /** Run this long first, unmeasured: sockets open, code paths warm. */
  warmupMs: number;
  /** Called after the warm-up, just before the measured part (to read a counter). */
  onStart?: () => Promise<void>;
  /**
   * At most this many operations a second, started on an even beat by whichever worker is free: the CPU an operation
   * costs a process depends on how busy it is, so two processes compared per operation are compared at one pace.
   */
  ratePerSecond?: number;
}

export interface LoadStats {
  concurrency: number;
  completed: number;
  failed: number;
  /** The first failure's message, to print. */
  firstError?: string;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  /** Bytes received per operation, on average. */
  bytes: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

async function loop(op: Operation, concurrency: number, durationMs: number, record: boolean, ratePerSecond?: number) {
  const latencies: number[] = [];
  let failed = 0;
  let bytes = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + durationMs;
  let beats = 0;
  /** Waits for the next beat of the pace, if there is one; false when it falls after the deadline (none is waited for). */
  const beat = async (): Promise<boolean> => {
    if (!ratePerSecond) return true;
    const at = started + (beats++ * 1000) / ratePerSecond;
    if (at >= deadline) return false;
    const wait = at - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return true;
  };
  const worker = async () => {
    while (performance.now() < deadline) {
      if (!(await beat())) break;
      const t0 = performance.now();
      try {
        const received = await op();
        if (record) {
          latencies.push(performance.now() - t0);
          bytes += received;
        }
      } catch (error) {
        failed += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
        // A failing target must not spin the loop at full speed.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, failed, bytes, firstError, seconds: (performance.now() - started) / 1000 };
}

export async function measure(op: Operation, options: LoadOptions): Promise<LoadStats> {
  if (options.warmupMs > 0) await loop(op, options.concurrency, options.warmupMs, false, options.ratePerSecond);
  await options.onStart?.();
  const run = await loop(op, options.concurrency, options.durationMs, true, options.ratePerSecond);
  return statsOf(run.latencies, run.failed, run.bytes, run.seconds, options.concurrency, run.firstError);
}

function statsOf(latencies: number[], failed: number, bytes: number, seconds: number, concurrency: number, firstError?: string): LoadStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const completed = sorted.length;
  return {
    concurrency,
    completed,
    failed,
    ...(firstError !== undefined && { firstError }),
    seconds,
    rps: completed / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: completed ? sorted.reduce((sum, value) => sum + value, 0) / completed : Number.NaN,
    bytes: completed ? bytes / completed : 0,
  };
}

/**
 * One connection's worth of latency for several operations side by side: they take turns (A B, then B A, ...) for
 * the whole time, so that a change in the machine's load falls on every side alike. Throughput figures of the
 * result mean nothing (the time is shared); latency figures are the point.
 */
export async function measureInTurns(ops: readonly Operation[], options: Omit<LoadOptions, 'concurrency'>): Promise<LoadStats[]> {
  const sides = ops.map(() => ({ latencies: [] as number[], failed: 0, bytes: 0, firstError: undefined as string | undefined }));
  const run = async (durationMs: number, record: boolean) => {
    const deadline = performance.now() + durationMs;
    for (let round = 0; performance.now() < deadline; round += 1) {
      const order = round % 2 === 0 ? ops.map((_, index) => index) : ops.map((_, index) => ops.length - 1 - index);
      for (const index of order) {
        const side = sides[index]!;
        const t0 = performance.now();
        try {
          const received = await ops[index]!();
          if (record) {
            side.latencies.push(performance.now() - t0);
            side.bytes += received;
          }
        } catch (error) {
          side.failed += 1;
          side.firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }
  };
  if (options.warmupMs > 0) await run(options.warmupMs, false);
  for (const side of sides) Object.assign(side, { latencies: [], failed: 0, bytes: 0, firstError: undefined });
  await options.onStart?.();
  const started = performance.now();
  await run(options.durationMs, true);
  const seconds = (performance.now() - started) / 1000;
  return sides.map((side) => statsOf(side.latencies, side.failed, side.bytes, seconds, 1, side.firstError));
}

/** Runs `op` `times` times one after another (no concurrency) and returns the sorted latencies. */
export async function sample(op: Operation, times: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const t0 = performance.now();
    await op();
    latencies.push(performance.now() - t0);
  }
  return latencies.sort((a, b) => a - b);
}
