// Scenario 0, the gateway against a hand-written floor: the student page, the calendar week, the staff list and the
// dashboard through the gateway and through floor/server.ts (node:http, the same upstream calls, joined by hand), on
// a stand-in holding the seeded practice (×1) and one ten times its size (×10). Both sides run with caches and shared
// calls off; a third process, the gateway as deployed (caches on), shows what they add on top.
import { nowMs } from '../../dates/clock.js';
import { startFloorProcess, startGatewayProcess, startStandInProcess, type Child } from '../children.js';
import { graphql, graphqlCall, graphqlOperation, signIn, StandInControl, type GraphQLRequest, type UpstreamCall } from '../clients.js';
import type { BenchContext } from '../context.js';
import { measureWithCpu } from '../cpu.js';
import { measureInTurns, Target, type HttpCall, type LoadStats, type Operation } from '../load.js';
import { dashboard, studentPage, studentPageWithRelations } from '../queries.js';
import { atMost, kB, ms, perSecond, row, times, type Row, type Section } from '../report.js';
import { addDays, calendarWeek, nextSunday } from './calendar.js';
import { fillStaff, staffPageWithRelations } from './staff-list.js';

/**
 * Every process of the comparison waits up to a minute for an upstream answer: ten dashboards at once at ×10 keep the
 * one-threaded stand-in busy for longer than the default 15 s, and a time-out would measure the stand-in, not the hop.
 */
const patient = { UPSTREAM_TIMEOUT_MS: '60000' };
/** Caches and shared calls off: each request makes its own upstream calls, as the floor does. */
const cachesOff = { ...patient, LOOKUP_CACHE_MS: '0', SHARED_CALLS: 'false' };
const scales = [1, 10] as const;
const targets = { p50: 1.25, cpu: 1.25, throughput: 0.9, growth: 1.3 };

interface Case {
  label: string;
  request: GraphQLRequest;
  /** The floor's path and query for the same answer. */
  floor: string;
  /** Requests a second both sizes sustain, for the gateway's CPU per request at one pace (×10 vs ×1). */
  pace: number;
}

interface Figures {
  label: string;
  gateway: LoadStats;
  floor: LoadStats;
  cached: LoadStats;
  gatewayN: LoadStats;
  floorN: LoadStats;
  cachedN: LoadStats;
  gatewayCpuMs: number;
  floorCpuMs: number;
  /** The gateway's CPU per request at the case's pace, and the pace it kept. */
  pacedCpuMs: number;
  paced: LoadStats;
  /** What the gateway's upstream calls of one request answered, in bytes. */
  upstreamBytes: number;
  answerBytes: number;
  /** Differences in upstream calls or answer bytes between the gateway and the floor; empty when none. */
  differences: string[];
}

/** A call as the comparison sees it: method, path, the query's pairs sorted, the body with its keys sorted. */
function callKey(call: UpstreamCall): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, entry]) => [key, sorted(entry)]),
          )
        : value;
  return `${call.method} ${call.path} ${JSON.stringify(sorted(call.query))} ${JSON.stringify(sorted(call.body ?? null))}`;
}

function callDifferences(gateway: readonly UpstreamCall[], floor: readonly UpstreamCall[]): string[] {
  const count = (calls: readonly UpstreamCall[]) => {
    const counts = new Map<string, number>();
    for (const call of calls) counts.set(callKey(call), (counts.get(callKey(call)) ?? 0) + 1);
    return counts;
  };
  const [ours, theirs] = [count(gateway), count(floor)];
  const differences: string[] = [];
  for (const key of new Set([...ours.keys(), ...theirs.keys()])) {
    const [a, b] = [ours.get(key) ?? 0, theirs.get(key) ?? 0];
    if (a !== b) differences.push(`${key}: gateway ${a}, floor ${b}`);
  }
  return differences;
}

function answerDifference(gateway: string, floor: string): string[] {
  if (gateway === floor) return [];
  let at = 0;
  while (at < gateway.length && gateway[at] === floor[at]) at += 1;
  return [
    `answers differ at byte ${at}: gateway …${gateway.slice(Math.max(0, at - 40), at + 60)}… floor …${floor.slice(Math.max(0, at - 40), at + 60)}…`,
  ];
}

function floorOperation(floor: Target, path: string, token: string): Operation {
  const call: HttpCall = { method: 'GET', path, headers: { authorization: `Bearer ${token}` } };
  return async () => {
    const answer = await floor.send(call);
    if (answer.status !== 200) throw new Error(`the floor answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    return answer.text.length;
  };
}

/** The stand-in, the gateway with caches off, the gateway as deployed and the floor, for one size of practice. */
async function atScale(
  ctx: BenchContext,
  scale: number,
  calendarStaff: string[] | undefined,
): Promise<{ figures: Figures[]; calendarStaff: string[] }> {
  const { settings } = ctx;
  const children: Child[] = [];
  const pools: Target[] = [];
  try {
    ctx.progress(`floor ×${scale}: starting the stand-in, two gateways and the floor`);
    const standInChild = await startStandInProcess(scale);
    children.push(standInChild);
    const [gatewayChild, cachedChild, floorChild] = await Promise.all([
      startGatewayProcess(standInChild.ready.url, cachesOff),
      startGatewayProcess(standInChild.ready.url, patient),
      startFloorProcess(standInChild.ready.url, patient),
    ]);
    children.push(gatewayChild, cachedChild, floorChild);
    const [gateway, cached, floor, standIn, controlPool] = [gatewayChild, cachedChild, floorChild, standInChild, standInChild].map(
      (child, index) => new Target(child.ready.origin, index === 4 ? 1 : 64),
    ) as [Target, Target, Target, Target, Target];
    pools.push(gateway, cached, floor, standIn, controlPool);
    const control = new StandInControl(controlPool);
    const token = await signIn(gateway, 'Office administrator');
    await fillStaff(standIn, token);
    const { data: me } = await graphql<{ me: { id: string } }>(gateway, { query: '{ me { id } }' }, token);
    const day = (offset: number) => new Date(nowMs() + offset * 86_400_000).toISOString().slice(0, 10);
    const from = nextSunday();
    // The ×1 practice's week, at both sizes: the same appointments, for a figure that compares like with like.
    let staff = calendarStaff;
    if (!staff) {
      const { data } = await graphql<{ appointments: { staff: { id: string } | null }[] }>(gateway, calendarWeek(from), token);
      staff = [...new Set(data.appointments.flatMap((entry) => (entry.staff ? [entry.staff.id] : [])))].sort((a, b) => Number(a) - Number(b));
    }
    const cases: Case[] = [
      // The paces: about two thirds of what 10 connections get through at ×10, where the stand-in is slower.
      { label: 'student page, 50 rows', request: studentPage(50), floor: '/students?perPage=50', pace: 16 },
      {
        label: 'student page, 500 rows with agency, funders, staff',
        request: studentPageWithRelations(500),
        floor: '/students?perPage=500&relations=1',
        pace: 8,
      },
      {
        label: 'calendar week',
        request: calendarWeek(from, staff),
        floor: `/calendar?from=${from}&to=${addDays(from, 6)}&staff=${staff.join(',')}`,
        pace: 6,
      },
      { label: 'staff list, 500 rows', request: staffPageWithRelations, floor: '/staff?perPage=500', pace: 32 },
      {
        label: 'dashboard',
        request: dashboard(me.me.id, day(0), day(-14)),
        floor: `/dashboard?today=${day(0)}&notesSince=${day(-14)}&me=${me.me.id}`,
        pace: 2.5,
      },
    ];
    const figures: Figures[] = [];
    for (const entry of cases) {
      ctx.progress(`floor ×${scale}: ${entry.label}`);
      const viaGateway = graphqlOperation(gateway, entry.request, token);
      const viaFloor = floorOperation(floor, entry.floor, token);
      const viaCached = graphqlOperation(cached, entry.request, token);
      // A first request of each, unmeasured: a running gateway knows how long the lists it reads are (by-id.ts), and
      // so does the floor after it. Then one request of each, with the call log emptied before: the calls each side
      // made, and the answers.
      const floorCall: HttpCall = { method: 'GET', path: entry.floor, headers: { authorization: `Bearer ${token}` } };
      await Promise.all([gateway.send(graphqlCall(entry.request, token)), floor.send(floorCall)]);
      await control.resetCalls();
      const gatewayAnswer = await gateway.send(graphqlCall(entry.request, token));
      const gatewayCalls = await control.calls();
      await control.resetCalls();
      const floorAnswer = await floor.send(floorCall);
      const floorCalls = await control.calls();
      await control.resetCalls();
      const upstreamBytes = gatewayCalls.reduce((sum, call) => sum + call.sent, 0);
      const differences = [...callDifferences(gatewayCalls, floorCalls), ...answerDifference(gatewayAnswer.text, floorAnswer.text)];

      const [gateway1, floor1, cached1] = (await measureInTurns([viaGateway, viaFloor, viaCached], {
        durationMs: 3 * settings.latencyPhaseMs,
        warmupMs: settings.warmupMs,
      })) as [LoadStats, LoadStats, LoadStats];
      const many = { concurrency: settings.concurrency, durationMs: settings.throughputPhaseMs, warmupMs: settings.warmupMs };
      const {
        stats: gatewayN,
        cpuMs: [gatewayCpuMs = Number.NaN],
      } = await measureWithCpu(viaGateway, many, [gatewayChild]);
      const {
        stats: floorN,
        cpuMs: [floorCpuMs = Number.NaN],
      } = await measureWithCpu(viaFloor, many, [floorChild]);
      const { stats: cachedN } = await measureWithCpu(viaCached, many, []);
      const {
        stats: paced,
        cpuMs: [pacedCpuMs = Number.NaN],
      } = await measureWithCpu(viaGateway, { ...many, durationMs: 2 * many.durationMs, ratePerSecond: entry.pace }, [gatewayChild]);
      for (const [side, stats] of Object.entries({ gateway1, floor1, cached1, gatewayN, floorN, cachedN, paced })) {
        if (stats.failed) differences.push(`${side}: ${stats.failed} failed operations (${stats.firstError ?? 'unknown'})`);
      }
      figures.push({
        label: entry.label,
        gateway: gateway1,
        floor: floor1,
        cached: cached1,
        gatewayN,
        floorN,
        cachedN,
        gatewayCpuMs,
        floorCpuMs,
        pacedCpuMs,
        paced,
        upstreamBytes,
        answerBytes: gatewayAnswer.text.length,
        differences,
      });
    }
    return { figures, calendarStaff: staff };
  } finally {
    await Promise.allSettled(pools.map((pool) => pool.close()));
    await Promise.allSettled(children.reverse().map((child) => child.stop()));
  }
}

const cpu = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : 'n/a');

/** The opening table's rows: per scenario and size, p50 at one connection, CPU per request, throughput. */
export function headlineRows(byScale: ReadonlyMap<number, Figures[]>): Row[] {
  const rows: Row[] = [];
  for (const [scale, figures] of byScale) {
    for (const entry of figures) {
      const label = entry.label;
      rows.push(
        row(`${label}: p50, 1 connection`, {
          scale: `×${scale}`,
          gateway: ms(entry.gateway.p50),
          direct: ms(entry.floor.p50),
          ratio: times(entry.gateway.p50 / entry.floor.p50),
          target: `≤ ${targets.p50}×`,
          verdict: atMost(entry.gateway.p50 / entry.floor.p50, targets.p50),
        }),
        row(`${label}: CPU per request`, {
          scale: `×${scale}`,
          gateway: cpu(entry.gatewayCpuMs),
          direct: cpu(entry.floorCpuMs),
          ratio: times(entry.gatewayCpuMs / entry.floorCpuMs),
          target: `≤ ${targets.cpu}×`,
          verdict: atMost(entry.gatewayCpuMs / entry.floorCpuMs, targets.cpu),
        }),
        row(`${label}: requests/s, 10 connections`, {
          scale: `×${scale}`,
          gateway: perSecond(entry.gatewayN.rps),
          direct: perSecond(entry.floorN.rps),
          ratio: times(entry.gatewayN.rps / entry.floorN.rps),
          target: `≥ ${targets.throughput}×`,
          verdict: entry.gatewayN.rps / entry.floorN.rps >= targets.throughput ? 'met' : 'missed',
        }),
      );
    }
  }
  const one = byScale.get(1) ?? [];
  const ten = byScale.get(10) ?? [];
  for (const small of one) {
    const large = ten.find((entry) => entry.label === small.label);
    if (!large) continue;
    rows.push(
      row(
        `${small.label}: gateway CPU per request at ${small.paced.rps.toFixed(1)} and ${large.paced.rps.toFixed(1)} requests/s (answer ${kB(small.answerBytes)} → ${kB(large.answerBytes)})`,
        {
          scale: '×10 vs ×1',
          gateway: `${cpu(large.pacedCpuMs)} vs ${cpu(small.pacedCpuMs)}`,
          direct: 'not paced',
          ratio: times(large.pacedCpuMs / small.pacedCpuMs),
          target: `≤ ${targets.growth}×`,
          verdict: atMost(large.pacedCpuMs / small.pacedCpuMs, targets.growth),
        },
      ),
      row(`${small.label}: gateway CPU per request at 10 connections, as fast as each size answers`, {
        scale: '×10 vs ×1',
        gateway: `${cpu(large.gatewayCpuMs)} vs ${cpu(small.gatewayCpuMs)}`,
        direct: `${cpu(large.floorCpuMs)} vs ${cpu(small.floorCpuMs)}`,
        ratio: times(large.gatewayCpuMs / small.gatewayCpuMs),
        target: '',
        verdict: '',
      }),
      row(`${small.label}: upstream bytes read per request`, {
        scale: '×10 vs ×1',
        gateway: `${kB(large.upstreamBytes)} vs ${kB(small.upstreamBytes)}`,
        direct: 'the same calls',
        ratio: times(large.upstreamBytes / small.upstreamBytes),
        target: `≤ ${targets.growth}×`,
        verdict: atMost(large.upstreamBytes / small.upstreamBytes, targets.growth),
      }),
    );
  }
  for (const [scale, figures] of byScale) {
    const same = figures.filter((entry) => entry.differences.length === 0).length;
    rows.push(
      row('same upstream calls and answer bytes as the floor, one request of each scenario', {
        scale: `×${scale}`,
        gateway: `${same} of ${figures.length}`,
        target: 'all',
        verdict: same === figures.length ? 'met' : 'missed',
      }),
    );
  }
  return rows;
}

/** The gateway as deployed (lookup lists kept, shared calls) against the same floor: what the caches add on top. */
function cachedRows(byScale: ReadonlyMap<number, Figures[]>): Row[] {
  return [...byScale].flatMap(([scale, figures]) =>
    figures.flatMap((entry) => [
      row(`${entry.label} ×${scale}: p50, 1 connection`, {
        gateway: ms(entry.cached.p50),
        direct: ms(entry.floor.p50),
        ratio: times(entry.cached.p50 / entry.floor.p50),
      }),
      row(`${entry.label} ×${scale}: requests/s, 10 connections`, {
        gateway: perSecond(entry.cachedN.rps),
        direct: perSecond(entry.floorN.rps),
        ratio: times(entry.cachedN.rps / entry.floorN.rps),
      }),
    ]),
  );
}

/** The headline section (the gateway and the floor, caches off) and the gateway with its caches on. */
export async function floor(ctx: BenchContext): Promise<Section[]> {
  const byScale = new Map<number, Figures[]>();
  let calendarStaff: string[] | undefined;
  for (const scale of scales) {
    const result = await atScale(ctx, scale, calendarStaff);
    calendarStaff = result.calendarStaff;
    byScale.set(scale, result.figures);
  }
  const notes: string[] = [];
  for (const [scale, figures] of byScale) {
    for (const entry of figures) {
      notes.push(
        `${entry.label} ×${scale}: p99 ${ms(entry.gateway.p99)} (the floor ${ms(entry.floor.p99)}); ` +
          `${kB(entry.upstreamBytes)} read from the API, ${kB(entry.answerBytes)} answered.`,
        ...entry.differences.map((difference) => `${entry.label} ×${scale}: ${difference}`),
      );
    }
  }
  const { settings } = ctx;
  return [
    {
      title: '0. The gateway against a hand-written floor',
      method:
        'Each scenario through the gateway and through a hand-written backend-for-frontend (gateway/src/bench/floor/: ' +
        "node:http, no GraphQL, no framework) that makes the same upstream calls on the gateway's own upstream client " +
        '(the same undici Agent and UPSTREAM_CONNECTIONS), in parallel, joins them by id with Maps and writes the same ' +
        'answer bytes. The scenarios: the student list as the bench asks for it (its columns; with the agency, funder ' +
        'and staff names), a week of appointments with five names each, 500 staff with title, service lines and ' +
        "credential flag, and the web client's Dashboard operation (15 calls). Both run with caches and shared calls off " +
        '(LOOKUP_CACHE_MS=0, SHARED_CALLS=false), in front of ' +
        'a stand-in of their own: the seeded practice (×1), then one ten times its size (STANDIN_SCALE=10); the staff ' +
        "list is filled to 500 first, and the calendar week is the ×1 practice's staff members' at both sizes. " +
        `p50: one connection per side, the gateway, the floor and the gateway with caches on taking turns request by ` +
        `request for ${(3 * settings.latencyPhaseMs) / 1000} s; throughput and CPU: ${settings.concurrency} connections, ` +
        `${settings.throughputPhaseMs / 1000} s per side, the CPU time of the serving process over the operations ` +
        `completed; each after ${settings.warmupMs / 1000} s of unmeasured warm-up. The "×10 vs ×1" rows hold the ` +
        "gateway's CPU and upstream bytes per request at ×10 against ×1: the CPU at one pace for both sizes (10 " +
        'connections starting requests on an even beat, for twice the throughput phase), since a process pays more ' +
        'CPU per request the fewer it serves a second, and the stand-in answers the larger practice more slowly; ' +
        'beside it, the CPU at 10 connections as fast as each size answers, which compares two rates. The check rows ' +
        "compare the stand-in's call log for one request of each side, and the two answers byte for byte, after a first request of each: a " +
        'relation over a list that grows with the practice asks for its ids one by one when few, or when the list was ' +
        'last read at more than 16 rows an id (gateway/src/loaders/by-id.ts), so each side reads a list once before ' +
        'it knows its length.',
      rows: headlineRows(byScale),
      notes,
      headline: true,
    },
    {
      title: '0b. The gateway with its caches on',
      method:
        'The gateway as deployed (its lookup lists kept per caller for LOOKUP_CACHE_MS, identical calls in flight ' +
        'shared), timed in the same turns and phases as section 0, against the same floor with its caches off: the ' +
        'gain a user gets on top. One caller sends every request, so its lookup lists stay kept.',
      rows: cachedRows(byScale),
      notes: [],
      against: 'hand-written floor (caches off)',
    },
  ];
}
