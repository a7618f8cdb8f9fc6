// The soak's load: a fixed number of connections, each signed in with one of the tokens (round robin), each sending
// one operation after another until the time is up, the operation picked by weight from what its role may call.
// Every answer is checked (an HTTP status other than 200 and a GraphQL answer with errors are both errors) and timed
// into the stretch of the run it started in.
import { graphqlCall } from '../clients.js';
import type { Target } from '../load.js';
import { mixFor, type Pick, type SoakOperation } from './operations.js';
import type { Caller, Practice } from './practice.js';

export interface Bucket {
  latencies: number[];
  /** When each answered request started, ms since the load started, beside its latency. */
  starts: number[];
  errors: number;
}

export interface OperationTally {
  latencies: number[];
  errors: number;
  /** The first error's answer, to print. */
  firstError?: string;
}

export interface Traffic {
  buckets: Bucket[];
  byOperation: Map<string, OperationTally>;
}

/** A small seeded generator (mulberry32): the same seed sends the same mix. */
export function seededPick(seed: number): Pick {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error('nothing to pick from');
    return list[Math.floor(next() * list.length)]!;
  };
}

/** Sends one operation and answers the error it met, if any. */
export async function sendOnce(
  gateway: Target,
  operation: SoakOperation,
  practice: Practice,
  caller: Caller,
  pick: Pick,
): Promise<string | undefined> {
  try {
    const answer = await gateway.send(graphqlCall(operation.request(practice, caller, pick), caller.token));
    // Cheap check, no parse: an answer with errors carries the key at its top level.
    if (answer.status !== 200 || answer.text.includes('"errors":[')) return `HTTP ${answer.status}: ${answer.text.slice(0, 300)}`;
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export async function runTraffic(options: {
  gateway: Target;
  callers: readonly Caller[];
  practice: Practice;
  connections: number;
  durationMs: number;
  bucketMs: number;
  seed: number;
}): Promise<Traffic> {
  const { gateway, callers, practice, connections, durationMs, bucketMs } = options;
  const buckets: Bucket[] = Array.from({ length: Math.ceil(durationMs / bucketMs) }, () => ({
    latencies: [] as number[],
    starts: [] as number[],
    errors: 0,
  }));
  const byOperation = new Map<string, OperationTally>();
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async (index: number) => {
    const caller = callers[index % callers.length]!;
    const mix = mixFor(caller.role);
    const pick = seededPick(options.seed + index);
    while (performance.now() < deadline) {
      const operation = pick(mix);
      const t0 = performance.now();
      const error = await sendOnce(gateway, operation, practice, caller, pick);
      const bucket = buckets[Math.min(buckets.length - 1, Math.floor((t0 - started) / bucketMs))]!;
      let tally = byOperation.get(operation.name);
      if (!tally) byOperation.set(operation.name, (tally = { latencies: [], errors: 0 }));
      if (error === undefined) {
        const ms = performance.now() - t0;
        bucket.latencies.push(ms);
        bucket.starts.push(t0 - started);
        tally.latencies.push(ms);
      } else {
        bucket.errors += 1;
        tally.errors += 1;
        tally.firstError ??= error;
        // A failing gateway must not spin the loop at full speed.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => worker(index)));
  return { buckets, byOperation };
}
