// A process that starts and stops many gateways (a test suite, a bench) must not keep the stopped ones: each holds
// a practice's worth of memory, and every monitor it leaves running costs the process time on each collection.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { startStack } from '../test/stack.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Starts a stack, scrapes its metrics, stops it and hands back only weak references, so no frame here holds it. */
async function stoppedStack(): Promise<{ gateway: WeakRef<object>; standIn: WeakRef<object>; metrics: string }> {
  const stack = await startStack({ metricsToken: 'scrape-secret' });
  const metrics = await (await fetch(`${stack.gateway.url}metrics`, { headers: { authorization: 'Bearer scrape-secret' } })).text();
  const refs = { gateway: new WeakRef(stack.gateway), standIn: new WeakRef(stack.standIn), metrics };
  await stack.stop();
  return refs;
}

describe("the process's metrics", () => {
  it("are scraped with each gateway's own, and leave a stopped gateway free to be collected", async () => {
    const first = await stoppedStack();
    const second = await stoppedStack();
    for (const { metrics } of [first, second]) {
      expect(metrics).toContain('gateway_process_cpu_user_seconds_total');
      expect(metrics).toContain('gateway_nodejs_eventloop_lag_p99_seconds');
      expect(metrics).toContain('gateway_nodejs_gc_duration_seconds');
      expect(metrics).toContain('gateway_upstream_breaker_state 0');
    }
    // A weak reference keeps its target until the task that read it ends: collect in later tasks.
    await sleep(10);
    gc();
    await sleep(10);
    // Which of them is still held, by name: the objects themselves would fill the failure with a practice's data.
    const held = [first, second].map(({ gateway, standIn }) => ({ gateway: gateway.deref() !== undefined, standIn: standIn.deref() !== undefined }));
    expect(held).toEqual([
      { gateway: false, standIn: false },
      { gateway: false, standIn: false },
    ]);
  });
});
