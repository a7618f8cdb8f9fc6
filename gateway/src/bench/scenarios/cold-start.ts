// Scenario 4, cold start and memory: `node dist/main.js` from spawn to its ready line and to the answer of its first
// query (a 50-row student page, which also warms the upstream path); and the memory of the gateway that carried the
// load of the scenarios before.
import type { ChildMemory } from '../children.js';
import { coldStart } from '../children.js';
import { graphql } from '../clients.js';
import type { BenchContext } from '../context.js';
import { percentile, Target } from '../load.js';
import { studentPage } from '../queries.js';
import { MB, ms, row, type Section } from '../report.js';

export async function coldStartAndMemory(ctx: BenchContext, memoryAtStart: ChildMemory): Promise<Section> {
  await ctx.control.setLatency(0);
  const memoryAfterLoad = await ctx.gatewayChild.memory();
  const runs: { readyMs: number; firstAnswerMs: number }[] = [];
  for (let run = 0; run < ctx.settings.coldStarts; run += 1) {
    ctx.progress(`cold start ${run + 1} of ${ctx.settings.coldStarts}`);
    runs.push(
      await coldStart(ctx.standInChild.ready.url, async (url) => {
        const target = new Target(new URL(url).origin, 1);
        try {
          await graphql(target, studentPage(50), ctx.token);
        } finally {
          await target.close();
        }
      }),
    );
  }
  await ctx.control.resetCalls();
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const ready = runs.map((entry) => entry.readyMs);
  const first = runs.map((entry) => entry.firstAnswerMs);
  const heldAfterGc = (memory: ChildMemory) => (memory.heapUsedAfterGc !== undefined ? MB(memory.heapUsedAfterGc) : 'n/a');
  return {
    title: '4. Cold start and memory',
    method:
      `\`node dist/main.js\` (production settings, UPSTREAM_URL set to the running stand-in) started ` +
      `${ctx.settings.coldStarts} time(s); times from the spawn, median. Memory: the gateway process that served ` +
      `scenarios 1 to 3, read by the process itself (RSS, V8 heap in use, then the heap still held after a full ` +
      `collection), against the same process just after it started.`,
    rows: [
      row('process start → "Portal ready" line', { gateway: ms(median(ready)) }),
      row('process start → first answered query (students, 50 rows)', { gateway: ms(median(first)) }),
      row('memory after the load / at start: RSS', { gateway: `${MB(memoryAfterLoad.rss)} / ${MB(memoryAtStart.rss)}` }),
      row('memory after the load / at start: V8 heap in use', { gateway: `${MB(memoryAfterLoad.heapUsed)} / ${MB(memoryAtStart.heapUsed)}` }),
      row('memory after the load / at start: heap held after a full GC', {
        gateway: `${heldAfterGc(memoryAfterLoad)} / ${heldAfterGc(memoryAtStart)}`,
      }),
    ],
    notes: [`Each run, ready / first answer: ${runs.map((entry) => `${ms(entry.readyMs)} / ${ms(entry.firstAnswerMs)}`).join('; ')}.`],
  };
}
