// Scenario 1, overhead per call: the student list as a GraphQL query against the same REST calls made directly, with
// the stand-in answering at once and after 20 ms. One connection gives the latency (and the gateway's added
// latency); ten give the throughput.
import { graphqlOperation, restCall, restOperation, upstreamCallsOf, type GraphQLRequest } from '../clients.js';
import { arrivals, type BenchContext } from '../context.js';
import { measureWithCpu } from '../cpu.js';
import { measureInTurns, percentile, type HttpCall, type LoadStats } from '../load.js';
import { studentPage, studentPageWithRelations } from '../queries.js';
import { kB, under, ms, perSecond, row, times, type Row, type Section } from '../report.js';

interface Case {
  label: string;
  request: GraphQLRequest;
  /** The gateway's CPU time per operation under 10 connections stays under this, in ms. */
  cpuTargetMs?: number;
}

const cases: Case[] = [
  { label: '50 rows', request: studentPage(50) },
  { label: '500 rows', request: studentPage(500) },
  { label: '500 rows + relations', request: studentPageWithRelations(500), cpuTargetMs: 12 },
];

const latencies = [0, 20];

const cpu = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');
const pair = (stats: LoadStats) => `${ms(stats.p50)} / ${ms(stats.p99)}`;

function failures(label: string, side: string, stats: LoadStats): string[] {
  return stats.failed ? [`${label}, ${side}: ${stats.failed} failed operations (${stats.firstError ?? 'unknown'})`] : [];
}

/**
 * What reading the API's answers costs whoever does it: the gateway does it for the browser, and a browser talking
 * to the API itself would do it too (the direct side of the table only receives the bytes).
 */
async function parseCost(ctx: BenchContext, calls: readonly HttpCall[]): Promise<string> {
  const texts = await Promise.all(calls.map(async (call) => (await ctx.standIn.send(call)).text));
  const rounds: number[] = [];
  for (let round = 0; round < 7; round += 1) {
    const t0 = performance.now();
    for (const text of texts) JSON.parse(text);
    rounds.push(performance.now() - t0);
  }
  const bytes = texts.reduce((sum, text) => sum + text.length, 0);
  return `JSON.parse of the API's ${kB(bytes)} of answers takes ${ms(
    percentile(
      rounds.sort((a, b) => a - b),
      50,
    ),
  )} in the benchmark's own process (median of 7).`;
}

export async function overhead(ctx: BenchContext): Promise<Section> {
  const { settings } = ctx;
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const latency of latencies) {
    await ctx.control.setLatency(latency);
    for (const entry of cases) {
      const label = `${entry.label}, ${latency} ms upstream`;
      ctx.progress(`overhead: ${label}`);
      const { calls } = await upstreamCallsOf(ctx.gateway, ctx.control, entry.request, ctx.token);
      if (latency === 20) notes.push(`${entry.label}: ${calls.length} upstream call(s) per query, arriving ${arrivals(calls)}.`);
      if (latency === 0)
        notes.push(
          `${entry.label}: ${await parseCost(
            ctx,
            calls.map((call) => restCall(call, ctx.token)),
          )}`,
        );
      const viaGateway = graphqlOperation(ctx.gateway, entry.request, ctx.token);
      const restCalls = calls.map((call) => restCall(call, ctx.token));
      const direct = restOperation(ctx.standIn, restCalls);
      // Latency: the sides take turns on one connection each, so that a change in the machine's load hits both alike.
      // Throughput: one side after the other.
      const [gw1, rest1] = (await measureInTurns([viaGateway, direct], {
        durationMs: 2 * settings.latencyPhaseMs,
        warmupMs: settings.warmupMs,
      })) as [LoadStats, LoadStats];
      const many = { concurrency: settings.concurrency, durationMs: settings.throughputPhaseMs, warmupMs: settings.warmupMs };
      const {
        stats: gwN,
        cpuMs: [gatewayCpuMs = Number.NaN, standInCpuViaGateway = Number.NaN],
      } = await measureWithCpu(viaGateway, many, [ctx.gatewayChild, ctx.standInChild]);
      const {
        stats: restN,
        cpuMs: [standInCpuDirect = Number.NaN],
      } = await measureWithCpu(direct, many, [ctx.standInChild]);
      await ctx.control.resetCalls();
      notes.push(...failures(label, 'gateway', gw1), ...failures(label, 'direct', rest1));
      notes.push(...failures(label, 'gateway', gwN), ...failures(label, 'direct', restN));

      rows.push(
        row(`${label}: p50 / p99, 1 connection`, {
          gateway: pair(gw1),
          direct: pair(rest1),
          ratio: times(gw1.p50 / rest1.p50),
        }),
        row(`${label}: added latency at p50`, { gateway: ms(gw1.p50 - rest1.p50) }),
        row(`${label}: requests/s, ${settings.concurrency} connections`, {
          gateway: perSecond(gwN.rps),
          direct: perSecond(restN.rps),
          ratio: times(gwN.rps / restN.rps),
        }),
        row(`${label}: p50 / p99, ${settings.concurrency} connections`, {
          gateway: pair(gwN),
          direct: pair(restN),
          ratio: times(gwN.p50 / restN.p50),
        }),
        row(`${label}: CPU ms per operation (gateway + stand-in)`, {
          gateway: `${cpu(gatewayCpuMs)} + ${cpu(standInCpuViaGateway)}`,
          direct: cpu(standInCpuDirect),
          ratio: times((gatewayCpuMs + standInCpuViaGateway) / standInCpuDirect),
          ...(entry.cpuTargetMs !== undefined && {
            target: `gateway < ${entry.cpuTargetMs} ms`,
            verdict: under(gatewayCpuMs, entry.cpuTargetMs),
          }),
        }),
      );
      if (latency === 0) {
        rows.push(
          row(`${entry.label}: bytes received per operation`, {
            gateway: kB(gw1.bytes),
            direct: kB(rest1.bytes),
            ratio: times(gw1.bytes / rest1.bytes),
          }),
        );
      }
    }
  }
  await ctx.control.setLatency(0);
  return {
    title: '1. Overhead per call',
    method:
      `The student list as a GraphQL query through the gateway against the same REST calls (replayed from the stand-in's ` +
      `call log, same query string and token) sent directly to the stand-in by the same undici client. "+ relations" ` +
      `adds the agency, funder and staff names; its direct side makes the page call and the three list calls at once. ` +
      `Latency: one connection per side, the gateway and the direct calls taking turns request by request for ` +
      `${(2 * settings.latencyPhaseMs) / 1000} s; throughput: ${settings.concurrency} ` +
      `connections, ${settings.throughputPhaseMs / 1000} s per side; each after ${settings.warmupMs / 1000} s of ` +
      `unmeasured warm-up. Added latency = gateway p50 − direct p50 (one connection); what a hand-written server ` +
      `would add is section 0's floor. The stand-in adds 0 ms, then 20 ms, ` +
      `to every call. CPU per operation: the CPU time (user + system) the gateway and stand-in processes spent during ` +
      `the throughput phase, divided by the operations completed; unlike latency it hardly moves with the machine's load, ` +
      `and on an idle machine the gateway's share is, roughly, what it adds to a call.`,
    rows,
    notes,
  };
}
