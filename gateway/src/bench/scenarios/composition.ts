// Scenario 3, composition: the dashboard's own operation, with 20 ms on every upstream call, against the
// slowest of its upstream calls alone (independent calls must run side by side) and against a browser-like client
// fetching the same REST calls itself over at most six connections.
import { nowMs } from '../../dates/clock.js';
import { graphql, graphqlOperation, restCall, restOperation, upstreamCallsOf } from '../clients.js';
import { arrivals, callsByPath, type BenchContext } from '../context.js';
import { measureInTurns, percentile, sample, Target, type LoadStats } from '../load.js';
import { dashboard as dashboardOf } from '../queries.js';
import { atMost, ms, row, times, type Section } from '../report.js';

const latencyMs = 20;
const browserConnections = 6;

export async function composition(ctx: BenchContext): Promise<Section> {
  const { settings } = ctx;
  const { data: me } = await graphql<{ me: { id: string } }>(ctx.gateway, { query: '{ me { id } }' }, ctx.token);
  const day = (offset: number) => new Date(nowMs() + offset * 86_400_000).toISOString().slice(0, 10);
  const dashboard = dashboardOf(me.me.id, day(0), day(-14));
  await ctx.control.setLatency(latencyMs);
  ctx.progress('composition: upstream calls');
  // The second of two: the first may open sockets and warm code paths, which would blur when each call leaves.
  await upstreamCallsOf(ctx.gateway, ctx.control, dashboard, ctx.token);
  const { calls } = await upstreamCallsOf(ctx.gateway, ctx.control, dashboard, ctx.token);
  const rest = calls.map((call) => restCall(call, ctx.token));

  ctx.progress('composition: each upstream call alone');
  const singles: { path: string; p50: number }[] = [];
  const rounds = Math.max(5, Math.round(settings.latencyPhaseMs / 200));
  for (const call of rest) {
    const op = restOperation(ctx.standIn, [call]);
    await op();
    singles.push({ path: call.path.replace(/^\/api\/|\?.*$/g, ''), p50: percentile(await sample(op, rounds), 50) });
  }
  const slowest = singles.reduce((a, b) => (b.p50 > a.p50 ? b : a));

  ctx.progress('composition: gateway and browser-like client');
  const browser = new Target(ctx.standIn.origin, browserConnections);
  let sides: LoadStats[];
  let gatewayCpu0 = 0;
  let gatewayCpu1 = 0;
  try {
    // The three take turns, one operation each, so that the machine's load falls on all alike. "All at once" is the
    // floor for any client against this stand-in: every call together, no connection limit, nothing to compose.
    sides = await measureInTurns(
      [graphqlOperation(ctx.gateway, dashboard, ctx.token), restOperation(browser, rest), restOperation(ctx.standIn, rest)],
      {
        durationMs: 3 * settings.latencyPhaseMs,
        warmupMs: settings.warmupMs,
        onStart: async () => {
          gatewayCpu0 = await ctx.gatewayChild.cpu();
        },
      },
    );
    gatewayCpu1 = await ctx.gatewayChild.cpu();
  } finally {
    await browser.close();
  }
  await ctx.control.resetCalls();
  await ctx.control.setLatency(0);
  const [viaGateway, viaBrowser, allAtOnce] = sides as [LoadStats, LoadStats, LoadStats];

  const gatewayCpuMs = viaGateway.completed ? (gatewayCpu1 - gatewayCpu0) / 1000 / viaGateway.completed : Number.NaN;
  const notes = [
    `The gateway spent ${ms(gatewayCpuMs)} of CPU per dashboard query (its process's CPU time over the queries it served).`,
    `The query cost ${calls.length} upstream calls (${callsByPath(calls)}), arriving ${arrivals(calls)}.`,
    `Each call alone, p50 of ${rounds}: ${singles.map((single) => `${single.path} ${ms(single.p50)}`).join(', ')}.`,
  ];
  for (const [side, stats] of [
    ['gateway', viaGateway],
    ['browser-like client', viaBrowser],
    ['all at once', allAtOnce],
  ] as const) {
    if (stats.failed) notes.push(`${side}: ${stats.failed} failed operations (${stats.firstError ?? 'unknown'})`);
  }
  return {
    title: '3. Composition',
    method:
      `The dashboard's own operation as an office administrator sends it (today's appointments, notes to sign, the ` +
      `practice's authorizations, the note queue's counts, 500 staff with their credentials, pending documents, the active ` +
      `students' count) with ${latencyMs} ms added to every upstream call. The gateway, the browser-like client and "all at once" take ` +
      `turns, one operation each, for ${(3 * settings.latencyPhaseMs) / 1000} s. "Slowest single call" is the largest p50 of the ` +
      `query's upstream calls each sent alone; the browser-like client sends the same REST calls at once over at most ` +
      `${browserConnections} connections, as a browser does per origin. "All at once" sends them directly with no ` +
      `connection limit: the stand-in answers on one thread, so calls that arrive together queue behind each other there, ` +
      `and that floor holds for any client.`,
    rows: [
      row('p50 vs the slowest single upstream call', {
        gateway: ms(viaGateway.p50),
        direct: `${ms(slowest.p50)} (${slowest.path})`,
        ratio: times(viaGateway.p50 / slowest.p50),
        target: '≤ 1.1×',
        verdict: atMost(viaGateway.p50 / slowest.p50, 1.1),
      }),
      row(`p50 / p99 vs a browser-like client (${browserConnections} connections)`, {
        gateway: `${ms(viaGateway.p50)} / ${ms(viaGateway.p99)}`,
        direct: `${ms(viaBrowser.p50)} / ${ms(viaBrowser.p99)}`,
        ratio: times(viaGateway.p50 / viaBrowser.p50),
      }),
      row('p50 vs the same calls sent all at once directly (no connection limit)', {
        gateway: ms(viaGateway.p50),
        direct: ms(allAtOnce.p50),
        ratio: times(viaGateway.p50 / allAtOnce.p50),
      }),
      row('requests from the browser', { gateway: '1', direct: String(rest.length) }),
    ],
    notes,
  };
}
