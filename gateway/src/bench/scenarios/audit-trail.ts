// Scenario 8, the access trail's cost: the 500-row student page through two gateways over the same stand-in, one
// writing the trail (a JSON-lines file, as by default) and one with AUDIT_LOG=off. Each answer names 500 students,
// so each request leaves a record of 500 ids; the record is made and written after the answer has gone.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { trailFiles, trailLines } from '../../audit/file-sink.js';
import { verifyTrail } from '../../audit/verify.js';
import { startGatewayProcess, type Child } from '../children.js';
import { graphql, graphqlOperation, signIn } from '../clients.js';
import type { BenchContext } from '../context.js';
import { measureWithCpu } from '../cpu.js';
import { measureInTurns, Target, type LoadStats, type Operation } from '../load.js';
import { studentPage } from '../queries.js';
import { atMost, kB, ms, perSecond, row, times, type Row, type Section } from '../report.js';

const pageSize = 500;
const bound = 1.05;

interface Throughput {
  rps: number;
  /** The gateway's CPU time per request. */
  cpuMs: number;
  failed: number;
  firstError?: string;
}

/**
 * Each side at `concurrency` connections, in slices taken in turns (off, on, on, off ...), so that a change in the
 * machine's load falls on both alike; the slices of a side are summed.
 */
async function throughputInTurns(
  sides: readonly [Operation, Child][],
  options: { concurrency: number; durationMs: number; warmupMs: number },
  slices: number,
): Promise<Throughput[]> {
  const totals = sides.map(() => ({ completed: 0, seconds: 0, cpuMs: 0, failed: 0, firstError: undefined as string | undefined }));
  for (let slice = 0; slice < slices; slice += 1) {
    const order = slice % 2 === 0 ? sides.map((_, index) => index) : sides.map((_, index) => sides.length - 1 - index);
    for (const index of order) {
      const [op, child] = sides[index]!;
      const { stats, cpuMs } = await measureWithCpu(op, { ...options, durationMs: options.durationMs / slices }, [child]);
      const total = totals[index]!;
      total.completed += stats.completed;
      total.seconds += stats.seconds;
      total.cpuMs += cpuMs[0]! * stats.completed;
      total.failed += stats.failed;
      total.firstError ??= stats.firstError;
    }
  }
  return totals.map((total) => ({
    rps: total.completed / total.seconds,
    cpuMs: total.cpuMs / total.completed,
    failed: total.failed,
    ...(total.firstError !== undefined && { firstError: total.firstError }),
  }));
}

export async function auditTrail(ctx: BenchContext): Promise<Section> {
  await ctx.control.setLatency(0);
  const folder = mkdtempSync(join(tmpdir(), 'portal-bench-audit-'));
  const file = join(folder, 'access-trail.jsonl');
  const children: Child[] = [];
  const targets: Target[] = [];
  try {
    ctx.progress('access trail: starting a gateway with the trail and one without');
    const upstream = ctx.standInChild.ready.url;
    const on = await startGatewayProcess(upstream, { AUDIT_LOG: file });
    children.push(on);
    const off = await startGatewayProcess(upstream, { AUDIT_LOG: 'off' });
    children.push(off);
    const [withTrail, without] = [new Target(on.ready.origin, 16), new Target(off.ready.origin, 16)];
    targets.push(withTrail, without);
    const request = studentPage(pageSize);
    const [onToken, offToken] = [await signIn(withTrail, 'Office administrator'), await signIn(without, 'Office administrator')];
    const { data } = await graphql<{ students: { nodes: unknown[] } }>(withTrail, request, onToken);
    if (data.students.nodes.length !== pageSize) throw new Error(`asked for ${pageSize} students, got ${data.students.nodes.length}`);
    const viaOn = graphqlOperation(withTrail, request, onToken);
    const viaOff = graphqlOperation(without, request, offToken);

    ctx.progress('access trail: 500 rows, the two gateways taking turns on one connection');
    const [latencyOn, latencyOff] = (await measureInTurns([viaOn, viaOff], {
      durationMs: 4 * ctx.settings.latencyPhaseMs,
      warmupMs: ctx.settings.warmupMs,
    })) as [LoadStats, LoadStats];
    ctx.progress(`access trail: 500 rows at ${ctx.settings.concurrency} connections, each gateway in turn`);
    const options = { concurrency: ctx.settings.concurrency, durationMs: ctx.settings.throughputPhaseMs, warmupMs: ctx.settings.warmupMs };
    const [loadOn, loadOff] = (await throughputInTurns(
      [
        [viaOn, on],
        [viaOff, off],
      ],
      { ...options, durationMs: 2 * options.durationMs },
      4,
    )) as [Throughput, Throughput];

    // Stopping the gateway writes whatever it still holds; then the file is what a person would check.
    await on.stop();
    const files = await trailFiles(file);
    const verdict = await verifyTrail(trailLines(files));
    const bytes = files.reduce((sum, each) => sum + statSync(each).size, 0);

    const p50Ratio = latencyOn.p50 / latencyOff.p50;
    const cpuRatio = loadOn.cpuMs / loadOff.cpuMs;
    const rows: Row[] = [
      row('500 rows: p50 / p99, 1 connection, trail on vs off', {
        gateway: `${ms(latencyOn.p50)} / ${ms(latencyOn.p99)}`,
        direct: `${ms(latencyOff.p50)} / ${ms(latencyOff.p99)}`,
        ratio: times(p50Ratio),
        target: `≤ ${times(bound)}`,
        verdict: atMost(p50Ratio, bound),
      }),
      row(`500 rows: throughput at ${options.concurrency} connections, trail on vs off`, {
        gateway: perSecond(loadOn.rps),
        direct: perSecond(loadOff.rps),
        ratio: times(loadOn.rps / loadOff.rps),
      }),
      row('500 rows: gateway CPU per request, trail on vs off', {
        gateway: ms(loadOn.cpuMs),
        direct: ms(loadOff.cpuMs),
        ratio: times(cpuRatio),
      }),
      row('records written, and the chain checked', {
        gateway: verdict.ok ? `${verdict.count}, unbroken` : `broken at ${verdict.where}`,
        direct: `${kB(verdict.count ? bytes / verdict.count : 0)} per record`,
        target: 'one per request, unbroken',
        verdict: verdict.ok ? 'met' : 'missed',
      }),
    ];
    const notes: string[] = [];
    for (const [side, stats] of [
      ['trail on, 1 connection', latencyOn],
      ['trail off, 1 connection', latencyOff],
      ['trail on, throughput', loadOn],
      ['trail off, throughput', loadOff],
    ] as const) {
      if (stats.failed) notes.push(`${side}: ${stats.failed} failed operations (${stats.firstError ?? 'unknown'})`);
    }
    return {
      title: '8. The access trail',
      method:
        `The 500-row student page (a listed query, sent by hash) through two gateway processes over the same stand-in, ` +
        `one writing the access trail to a JSON-lines file and one with AUDIT_LOG=off, each with its own signed-in ` +
        `office administrator: first taking turns on one connection each (latency), then each alone at ` +
        `${options.concurrency} connections in four slices taken in turns (throughput, and the gateway's CPU time per ` +
        `request read from the process). ` +
        `Every request leaves one record of 500 ids. The trail's gateway is then stopped, which writes what it holds, ` +
        `and its file is checked as npm run audit:verify checks it. Stand-in latency 0 ms.`,
      against: 'trail off',
      rows,
      notes,
    };
  } finally {
    await Promise.allSettled(targets.map((target) => target.close()));
    await Promise.allSettled(children.map((child) => child.stop()));
    rmSync(folder, { recursive: true, force: true });
  }
}
